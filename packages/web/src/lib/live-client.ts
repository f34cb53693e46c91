import type { QueryClient } from '@tanstack/react-query';
import {
  EndpointInitSchema,
  EndpointRemovedSchema,
  LiveFlagSchema,
  LiveTopicSchema,
} from '@crosspoint/protocol/live';
import type { LiveUpdateRequest } from '@crosspoint/protocol/live';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { reloadPage } from './browser-navigation';
import { applyEndpointMessages, createEndpointBatcher, LIVE_BATCH_MS } from './endpoint-batch';
import { endpointsQueryOptions } from './queries/endpoints';
import { STARTED_TOPICS, TOPIC_QUERY_KEYS } from './live-topics';
import type { LiveChannel } from './live-channel';

/** What the console knows of its live connection, for the banner and the alert. */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected' | 'failed';

/**
 * The part of a socket.io client socket the live client uses. Narrow on purpose: the socket is
 * the boundary, tests drive it with a small fake emitter, and every server message arrives
 * through `onAny` as `unknown` so that it is validated before use.
 */
export interface LiveSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: 'live:update', request: LiveUpdateRequest): unknown;
  emit(event: 'EndpointInit'): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface LiveClientOptions {
  socket: LiveSocket;
  queryClient: QueryClient;
  onStatus: (status: LiveStatus) => void;
  /** Full page reload; injectable for tests. */
  reload?: () => void;
  /** Window in which endpoint updates are applied together (endpoint-batch.ts); 0: each at once. */
  batchMs?: number;
  /** Receives pushed data (`live:statistics`) and sends screens' topic requests (issue 5). */
  channel?: LiveChannel;
}

/** Transport failures that may heal by themselves; reconnection keeps trying (spec §9: 1 s, unlimited). */
const TRANSIENT_ERRORS = new Set([
  'xhr poll error',
  'xhr post error',
  'fetch read error',
  'fetch write error',
  'websocket error',
  'timeout',
]);

/** HTTP answers meaning "nobody speaks socket.io here" rather than "try again later". */
const UNSUPPORTED_STATUSES = new Set([400, 404, 405, 501]);

/**
 * Whether a connection error means the device does not support the live socket (device spec
 * §4: "If the device does not support the socket, the alert 'websocket failed to start' is
 * shown"). Rule: only before the first successful connection, and only when the server did
 * answer but not as socket.io: the polling request got 400/404/405/501, or the error is not a
 * transport or timeout error (an Engine.IO "server error" from a page that is not Engine.IO,
 * or a handshake refused by the server). A refused connection or a timeout is not it: the
 * server may be starting, and reconnection keeps trying.
 */
export function isSocketUnsupported(error: Error): boolean {
  const status = 'description' in error ? error.description : undefined;
  if (typeof status === 'number' && UNSUPPORTED_STATUSES.has(status)) return true;
  return !TRANSIENT_ERRORS.has(error.message);
}

/**
 * Runs the console's one live connection (device spec §4 "Live socket", §7 "Real-time
 * socket", architecture §5): subscribes on connect, keeps the endpoint list in the query
 * cache, turns `updated` flags into invalidations, reloads the page on reconnection and on an
 * endpoint removal. Returns a function that stops it.
 */
export function startLiveClient({
  socket,
  queryClient,
  onStatus,
  reload = reloadPage,
  batchMs = LIVE_BATCH_MS,
  channel,
}: LiveClientOptions): () => void {
  channel?.attach((request) => socket.emit('live:update', request));
  const endpointsKey = endpointsQueryOptions().queryKey;
  let everConnected = false;
  let stopped = false;
  // Incremental updates apply only after the initial load (device spec §7).
  let initialised = false;

  const requestEndpoints = (): void => {
    initialised = false;
    batcher.drop();
    socket.emit('EndpointInit');
  };

  const ignore = (event: string, reason: unknown): void => {
    console.warn(`Ignored an invalid live message ${event}`, reason);
  };

  const updateEndpoints = (change: (list: Endpoint[]) => Endpoint[]): void => {
    queryClient.setQueryData<Endpoint[]>(endpointsKey, (list) => change(list ?? []));
  };

  // Many updates a second: applied together, one cache write per window (issue 4).
  const batcher = createEndpointBatcher((messages) => {
    if (initialised) updateEndpoints((list) => applyEndpointMessages(list, messages, ignore));
  }, batchMs);

  const onFlag = (event: string, payload: unknown): void => {
    const topic = LiveTopicSchema.safeParse(event.slice('live:'.length));
    // `live:statistics` carries data, not a flag; it is read by the statistics screen.
    if (!topic.success || !LiveFlagSchema.safeParse(payload).success) return;
    if (topic.data === 'endpoints') return requestEndpoints();
    for (const queryKey of TOPIC_QUERY_KEYS[topic.data]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const onMessage = (event: string, ...args: unknown[]): void => {
    const [payload] = args;
    if (event === 'live:statistics') return channel?.receiveStatistics(payload);
    if (event.startsWith('live:')) return onFlag(event, payload);
    if (event === 'EndpointInit') {
      const init = EndpointInitSchema.safeParse(payload);
      if (!init.success) return ignore(event, init.error);
      batcher.drop(); // the full list supersedes what waited to be applied to the old one
      queryClient.setQueryData<Endpoint[]>(endpointsKey, init.data.result);
      initialised = true;
      return;
    }
    if (!initialised) return;
    if (event === 'EndpointUpdated' || event === 'EndpointAdded') {
      return batcher.push({ event, payload });
    }
    if (event === 'EndpointRemoved') {
      // device spec §7: "removal triggers full reload".
      if (EndpointRemovedSchema.safeParse(payload).success) reload();
      else ignore(event, payload);
    }
  };

  socket.on('connect', () => {
    if (stopped) return;
    // device spec §4: "on reconnect the page reloads (and live lists are requested again)".
    if (everConnected) return reload();
    everConnected = true;
    onStatus('connected');
    const request: LiveUpdateRequest = Object.fromEntries(
      STARTED_TOPICS.map((topic) => [topic, 'start']),
    );
    socket.emit('live:update', request);
    requestEndpoints();
  });
  socket.on('disconnect', (reason) => {
    if (stopped) return;
    initialised = false;
    onStatus('disconnected');
    // socket.io does not reconnect by itself after the server closed the socket (as a device
    // does when it stops or restarts); the spec wants unlimited reconnection (§9).
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error) => {
    if (stopped || everConnected || !isSocketUnsupported(error)) return;
    onStatus('failed');
    stopped = true;
    socket.disconnect();
  });
  socket.onAny(onMessage);

  return () => {
    stopped = true;
    batcher.drop();
    socket.disconnect();
  };
}
