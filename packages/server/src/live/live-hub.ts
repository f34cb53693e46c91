import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { LIMITS } from '@crosspoint/protocol/constants';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  LIVE_TOPICS,
  LiveUpdateRequestSchema,
  type ClientToServerEvents,
  type EndpointChange,
  type LiveTopic,
  type ServerToClientEvents,
} from '@crosspoint/protocol/live';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { LiveStatistics } from '@crosspoint/protocol/entities/port-statistics';
import type { Clock, TimerHandle } from '../clock';
import { parseBasicAuth, type Credentials } from '../auth/basic-auth';
import { isCrossOrigin } from '../auth/same-origin';
import { FlagCoalescer } from './flag-coalescer';
import { gateSocketHandshake } from './handshake-gate';
import type { LiveNotifier } from './live-notifier';

export interface LiveHubOptions {
  server: HttpServer;
  clock: Clock;
  authenticate: (credentials: Credentials | undefined) => Promise<boolean>;
  /** The current endpoint list, for `EndpointInit`. */
  endpoints: () => Endpoint[];
  /** This device's port statistics, pushed as `live:statistics` once a second (issue 5). */
  statistics?: () => LiveStatistics;
}

/** ports spec §2 "Statistics", architecture §5: `live:statistics` once a second. */
export const STATISTICS_PUSH_MS = 1_000;

/** Room of sockets that asked for `EndpointInit` and so can apply incremental updates. */
const ENDPOINT_UPDATES_ROOM = 'endpoint-updates';
const topicRoom = (topic: LiveTopic): string => `topic:${topic}`;

type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * The live socket (architecture §5): socket.io at the root path, Engine.IO 3 clients accepted.
 * - `live:update { topic: 'start' | 'stop' }` subscribes to `live:<topic> { updated: true }`
 *   flags, coalesced to one per topic per 100 ms.
 * - `EndpointInit` answers the full list; from then on that socket receives
 *   `EndpointAdded/Updated/Removed`. Incremental updates need the list to apply to, so they go
 *   only to sockets that asked for it, whatever their topic subscriptions.
 */
export class LiveHub implements LiveNotifier {
  private readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
  private readonly coalescer: FlagCoalescer<LiveTopic>;
  private readonly statisticsTimer: TimerHandle | undefined;

  constructor(private readonly options: LiveHubOptions) {
    this.io = new Server<ClientToServerEvents, ServerToClientEvents>(options.server, {
      allowEIO3: true,
      serveClient: false,
      // A browser sends Basic credentials to any origin's socket: refuse other origins.
      allowRequest: (request, callback) => callback(null, !isCrossOrigin(request.headers)),
    });
    this.coalescer = new FlagCoalescer(options.clock, LIMITS.liveFlagCoalesceMs, (topic) => {
      this.io.to(topicRoom(topic)).emit(`live:${topic}`, { updated: true });
    });
    const statistics = options.statistics;
    if (statistics) {
      this.statisticsTimer = options.clock.setInterval(
        () => this.pushStatistics(statistics),
        STATISTICS_PUSH_MS,
      );
    }
    gateSocketHandshake(options.server, (authorization) =>
      options.authenticate(parseBasicAuth(authorization)),
    );
    this.io.use((socket, next) => {
      this.authenticate(socket).then(
        (ok) => next(ok ? undefined : new Error(MESSAGES.unauthorized)),
        () => next(new Error(MESSAGES.unauthorized)),
      );
    });
    this.io.on('connection', (socket) => this.attach(socket));
  }

  flag(topic: LiveTopic): void {
    this.coalescer.flag(topic);
  }

  endpointUpdated(change: EndpointChange): void {
    this.io.to(ENDPOINT_UPDATES_ROOM).emit('EndpointUpdated', change);
  }

  endpointAdded(endpoint: Endpoint): void {
    this.io
      .to(ENDPOINT_UPDATES_ROOM)
      .emit('EndpointAdded', { endpointId: endpoint.id, value: endpoint });
  }

  endpointRemoved(endpointId: number): void {
    this.io.to(ENDPOINT_UPDATES_ROOM).emit('EndpointRemoved', { endpointId });
  }

  /** Disconnects every client and stops the engine; the HTTP server is closed by its owner. */
  close(): void {
    this.statisticsTimer?.cancel();
    this.coalescer.stop();
    this.io.disconnectSockets(true);
    this.io.engine.close();
  }

  /** Only while some console has statistics started: no work for a device nobody watches. */
  private pushStatistics(statistics: () => LiveStatistics): void {
    const room = topicRoom('statistics');
    if (!this.io.sockets.adapter.rooms.get(room)?.size) return;
    this.io.to(room).emit('live:statistics', statistics());
  }

  /** Checked again per socket, in case a connection was upgraded past the HTTP gate. */
  private async authenticate(socket: LiveSocket): Promise<boolean> {
    return this.options.authenticate(parseBasicAuth(socket.handshake.headers.authorization));
  }

  private attach(socket: LiveSocket): void {
    socket.on('live:update', (request: unknown) => {
      const parsed = LiveUpdateRequestSchema.safeParse(request);
      if (!parsed.success) return;
      for (const topic of LIVE_TOPICS) {
        const action = parsed.data[topic];
        if (action === 'start') void socket.join(topicRoom(topic));
        else if (action === 'stop') void socket.leave(topicRoom(topic));
      }
    });
    socket.on('EndpointInit', () => {
      void socket.join(ENDPOINT_UPDATES_ROOM);
      socket.emit('EndpointInit', { result: this.options.endpoints() });
    });
  }
}
