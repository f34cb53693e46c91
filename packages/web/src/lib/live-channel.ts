import { createContext, useContext } from 'react';
import {
  LiveStatisticsSchema,
  type LiveStatistics,
} from '@crosspoint/protocol/entities/port-statistics';
import type { LiveUpdateRequest } from '@crosspoint/protocol/live';

type StatisticsListener = (push: LiveStatistics) => void;

/**
 * The part of the live connection a screen uses for data that is pushed rather than cached:
 * `live:statistics` (ports spec §2, §7). A screen starts and stops a topic while it is open and
 * listens to the pushes; the live client feeds them in.
 */
export class LiveChannel {
  private readonly statisticsListeners = new Set<StatisticsListener>();
  private send: ((request: LiveUpdateRequest) => void) | undefined;
  private readonly queued: LiveUpdateRequest[] = [];

  /** Wired by the live client to its socket. */
  attach(send: (request: LiveUpdateRequest) => void): void {
    this.send = send;
    for (const request of this.queued.splice(0)) send(request);
  }

  /** Requests made before the live client is wired (a screen mounts first) wait for it. */
  request(request: LiveUpdateRequest): void {
    if (this.send) this.send(request);
    else this.queued.push(request);
  }

  onStatistics(listener: StatisticsListener): () => void {
    this.statisticsListeners.add(listener);
    return () => this.statisticsListeners.delete(listener);
  }

  /** A `live:statistics` message from the socket; invalid ones are ignored with a warning. */
  receiveStatistics(payload: unknown): void {
    const push = LiveStatisticsSchema.safeParse(payload);
    if (!push.success) {
      console.warn('Ignored an invalid live:statistics message', push.error);
      return;
    }
    for (const listener of this.statisticsListeners) listener(push.data);
  }
}

export const LiveChannelContext = createContext<LiveChannel>(new LiveChannel());

/** The live connection's channel for pushed data (statistics). */
export function useLiveChannel(): LiveChannel {
  return useContext(LiveChannelContext);
}
