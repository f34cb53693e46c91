import type { QueryClient } from '@tanstack/react-query';
import {
  EndpointAddedSchema,
  EndpointChangeSchema,
  EndpointInitSchema,
  EndpointRemovedSchema,
  LiveFlagSchema,
  LiveTopicSchema,
  applyPath,
} from '@crosspoint/protocol/live';
import type { LiveUpdateRequest } from '@crosspoint/protocol/live';
import { EndpointSchema } from '@crosspoint/protocol/entities/endpoint';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { reloadPage } from './browser-navigation';
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

function upsert(endpoints: Endpoint[], endpoint: Endpoint): Endpoint[] {
  const index = endpoints.findIndex((e) => e.id === endpoint.id);
  if (index === -1) return [...endpoints, endpoint];
  return endpoints.map((e, i) => (i === index ? endpoint : e));
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
    socket.emit('EndpointInit');
  };

  const ignore = (event: string, reason: unknown): void => {
    console.warn(`Ignored an invalid live message ${event}`, reason);
  };

  const updateEndpoints = (change: (list: Endpoint[]) => Endpoint[]): void => {
    queryClient.setQueryData<Endpoint[]>(endpointsKey, (list) => change(list ?? []));
  };

  const onEndpointUpdated = (payload: unknown): void => {
    const change = EndpointChangeSchema.safeParse(payload);
    if (!change.success) return ignore('EndpointUpdated', change.error);
    const { endpointId, path, value } = change.data;
    const current = queryClient
      .getQueryData<Endpoint[]>(endpointsKey)
      ?.find((e) => e.id === endpointId);
    if (current === undefined) return ignore('EndpointUpdated', `unknown endpoint ${endpointId}`);
    const next = EndpointSchema.safeParse(applyPath(current, path, value));
    if (!next.success) return ignore('EndpointUpdated', next.error);
    updateEndpoints((list) => upsert(list, next.data));
  };

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
      queryClient.setQueryData<Endpoint[]>(endpointsKey, init.data.result);
      initialised = true;
      return;
    }
    if (!initialised) return;
    if (event === 'EndpointUpdated') return onEndpointUpdated(payload);
    if (event === 'EndpointAdded') {
      const added = EndpointAddedSchema.safeParse(payload);
      if (!added.success) return ignore(event, added.error);
      return updateEndpoints((list) => upsert(list, added.data.value));
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
    socket.disconnect();
  };
}
