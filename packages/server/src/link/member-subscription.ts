import { io, type Socket } from 'socket.io-client';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  applyPath,
  EndpointAddedSchema,
  EndpointChangeSchema,
  EndpointInitSchema,
  EndpointRemovedSchema,
  LIVE_TOPICS,
  type LiveTopic,
} from '@crosspoint/protocol/live';
import type { LiveNotifier } from '../live/live-notifier';
import { peerOrigin, type LinkPeer } from './link-client';

/** Topics of a member whose flags the master passes on to its own consoles. */
const RELAYED_TOPICS: readonly LiveTopic[] = [
  'devices',
  'endpoints',
  'interfaces',
  'ports',
  'alerts',
  'eventLog',
];

export interface SubscriptionOptions {
  peer: LinkPeer;
  live: LiveNotifier;
  /** `Authorization` header of the socket handshake, made fresh for every (re)connection. */
  authorization: () => string;
  retryMinMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  /** Reachability changed, or the member's device record must be read again. */
  onChange: (reason: 'connected' | 'disconnected' | 'devices') => void;
}

/**
 * The master's live view of one member (docs/link-protocol.md "Live aggregation"): a
 * socket.io client on the member's live socket that keeps the member's endpoints and passes
 * its endpoint messages and list flags on to the master's consoles, so the master's
 * `EndpointInit` and incremental updates cover the whole group.
 */
export class MemberSubscription {
  private readonly socket: Socket;
  private endpointList: Endpoint[] = [];
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  connected = false;

  constructor(private readonly options: SubscriptionOptions) {
    this.socket = io(peerOrigin(options.peer), {
      transports: ['websocket'],
      reconnectionDelay: options.retryMinMs,
      reconnectionDelayMax: options.retryMaxMs,
      timeout: options.timeoutMs,
      extraHeaders: { authorization: options.authorization() },
    });
    this.socket.io.on('reconnect_attempt', () => {
      this.socket.io.opts.extraHeaders = { authorization: options.authorization() };
    });
    this.socket.on('connect', () => {
      this.connected = true;
      const topics = Object.fromEntries(RELAYED_TOPICS.map((t) => [t, 'start']));
      this.socket.emit('live:update', topics);
      this.socket.emit('EndpointInit');
      options.onChange('connected');
    });
    this.socket.on('connect_error', () => this.retryIfIdle());
    this.socket.on('disconnect', () => {
      this.retryIfIdle();
      if (!this.connected) return;
      this.connected = false;
      this.markUnknown();
      options.onChange('disconnected');
    });
    this.listen();
  }

  /**
   * socket.io gives up by itself when the server closed the socket or refused the handshake
   * (a member restarting does both): try again later, with fresh credentials.
   */
  private retryIfIdle(): void {
    if (this.closed || this.retryTimer) return;
    setImmediate(() => {
      if (this.closed || this.socket.active || this.retryTimer) return;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (this.closed || this.socket.active) return;
        this.socket.io.opts.extraHeaders = { authorization: this.options.authorization() };
        this.socket.connect();
      }, this.options.retryMaxMs);
      this.retryTimer.unref();
    });
  }

  /** The member's endpoints as last known (status `unknown` while it is unreachable). */
  endpoints(): Endpoint[] {
    return this.endpointList;
  }

  /** Stops listening; the member's endpoints leave the master's consoles. */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket.removeAllListeners();
    this.socket.io.removeAllListeners();
    this.socket.disconnect();
    for (const endpoint of this.endpointList) this.options.live.endpointRemoved(endpoint.id);
    if (this.endpointList.length > 0) this.options.live.flag('endpoints');
    this.endpointList = [];
  }

  private listen(): void {
    const { live } = this.options;
    this.socket.on('EndpointInit', (payload: unknown) => {
      const parsed = EndpointInitSchema.safeParse(payload);
      if (parsed.success) this.replaceAll(parsed.data.result);
    });
    this.socket.on('EndpointUpdated', (payload: unknown) => {
      const change = EndpointChangeSchema.safeParse(payload);
      if (!change.success) return;
      const { endpointId, path, value } = change.data;
      this.endpointList = this.endpointList.map((e) =>
        e.id === endpointId ? applyPath(e, path, value) : e,
      );
      live.endpointUpdated(change.data);
    });
    this.socket.on('EndpointAdded', (payload: unknown) => {
      const added = EndpointAddedSchema.safeParse(payload);
      if (!added.success) return;
      this.endpointList = [...this.endpointList.filter((e) => e.id !== added.data.endpointId)];
      this.endpointList.push(added.data.value);
      live.endpointAdded(added.data.value);
    });
    this.socket.on('EndpointRemoved', (payload: unknown) => {
      const removed = EndpointRemovedSchema.safeParse(payload);
      if (!removed.success) return;
      this.endpointList = this.endpointList.filter((e) => e.id !== removed.data.endpointId);
      live.endpointRemoved(removed.data.endpointId);
    });
    for (const topic of LIVE_TOPICS) {
      if (!RELAYED_TOPICS.includes(topic)) continue;
      this.socket.on(`live:${topic}`, () => {
        live.flag(topic);
        if (topic === 'devices') this.options.onChange('devices');
      });
    }
  }

  /** A fresh list: consoles receive what was added, removed or changed since the last one. */
  private replaceAll(next: Endpoint[]): void {
    const { live } = this.options;
    const before = new Map(this.endpointList.map((e) => [e.id, e]));
    const after = new Set(next.map((e) => e.id));
    for (const id of before.keys()) if (!after.has(id)) live.endpointRemoved(id);
    for (const endpoint of next) {
      const old = before.get(endpoint.id);
      if (!old) live.endpointAdded(endpoint);
      else if (JSON.stringify(old.liveStatus) !== JSON.stringify(endpoint.liveStatus)) {
        live.endpointUpdated({
          endpointId: endpoint.id,
          path: 'liveStatus',
          value: endpoint.liveStatus,
        });
      }
    }
    this.endpointList = next;
    live.flag('endpoints');
  }

  private markUnknown(): void {
    this.endpointList = this.endpointList.map((e) => {
      if (e.liveStatus?.status === 'unknown') return e;
      this.options.live.endpointUpdated({
        endpointId: e.id,
        path: 'liveStatus.status',
        value: 'unknown',
      });
      return applyPath(e, 'liveStatus.status', 'unknown');
    });
  }
}
