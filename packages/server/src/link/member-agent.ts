import { DeviceSchema, type Device } from '@crosspoint/protocol/entities/device';
import {
  JoinReplySchema,
  LINK_PROTOCOL_VERSION,
  type JoinRequest,
} from '@crosspoint/protocol/link-protocol';
import type { JoinOutcome } from '@crosspoint/protocol/rules/link-group';
import { z } from 'zod';
import { LinkCallError, type LinkClient, type LinkPeer, type PeerAddress } from './link-client';
import { retryDelay, type LinkTimings } from './link-timings';

/** What a member knows about its master (docs/link-protocol.md "Member state"). */
export interface MemberState {
  outcome: JoinOutcome;
  /** Whether the last call to the master got an answer from it. */
  reachable: boolean;
  /** The master, once it proved its identity. */
  peer: LinkPeer | undefined;
  /** The other devices of the group, as the master last listed them. */
  groupDevices: Device[];
}

export interface MemberAgentOptions {
  master: PeerAddress;
  client: LinkClient;
  timings: LinkTimings;
  /** This device's join announcement, read fresh for every heartbeat. */
  announcement: () => Omit<JoinRequest, 'protocol'>;
  onChange: (state: MemberState) => void;
}

const LeaveReplySchema = z.object({ ok: z.boolean() });

/**
 * The member side of the link protocol: probes the master's identity, joins, and repeats the
 * join as a heartbeat. A failed attempt marks the master unreachable and is retried with a
 * bounded exponential backoff, so the member recovers by itself when the master returns.
 */
export class MemberAgent {
  private state: MemberState = {
    outcome: 'none',
    reachable: false,
    peer: undefined,
    groupDevices: [],
  };
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly options: MemberAgentOptions) {}

  current(): MemberState {
    return this.state;
  }

  start(): void {
    this.schedule(0);
  }

  /** Stops the heartbeat; resolves once an attempt under way has ended. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    return this.inFlight;
  }

  /** Tells the master this device leaves (best effort, bounded): used when linking changes. */
  async leave(uuid: string): Promise<void> {
    const peer = this.state.peer;
    if (!peer) return;
    try {
      await this.options.client.call(peer, 'POST', '/api/link/leave', LeaveReplySchema, { uuid });
    } catch {
      // The master forgets a silent member anyway once an administrator removes it.
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.attempt();
    }, delay);
    this.timer.unref();
  }

  private async attempt(): Promise<void> {
    const { client, master, timings } = this.options;
    let next: MemberState;
    try {
      const identity = await client.probe(master);
      const peer = { ...master, uuid: identity.uuid };
      if (!identity.isMaster) {
        next = { outcome: 'refused', reachable: true, peer, groupDevices: [] };
      } else {
        const body: JoinRequest = {
          protocol: LINK_PROTOCOL_VERSION,
          ...this.options.announcement(),
        };
        const reply = await client.call(peer, 'POST', '/api/link/join', JoinReplySchema, body);
        const own = body.slotId;
        next = {
          outcome: reply.status,
          reachable: true,
          peer,
          groupDevices: reply.devices
            .filter((d) => d.device_id !== own)
            .map((d) => DeviceSchema.parse({ ...d, isHost: false })),
        };
      }
      this.failures = 0;
    } catch (error) {
      if (!(error instanceof LinkCallError)) throw error;
      this.failures += 1;
      next = {
        outcome: error.kind === 'status' ? 'refused' : 'unreachable',
        reachable: error.kind === 'status',
        peer: this.state.peer,
        groupDevices: this.state.groupDevices.map((d) => ({ ...d, device_isReachable: false })),
      };
    }
    if (this.stopped) return;
    const changed = JSON.stringify(next) !== JSON.stringify(this.state);
    this.state = next;
    if (changed) this.options.onChange(next);
    this.schedule(retryDelay(timings, this.failures));
  }
}
