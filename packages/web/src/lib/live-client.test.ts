// device spec §4 "Live socket": "on disconnect a message says the page will reload on
// reconnection; on reconnect the page reloads (and live lists are requested again). If the
// device does not support the socket, the alert 'websocket failed to start' is shown."
// device spec §7: "Listens to live:* events (an updated flag means: clear caches and refetch),
// Endpoint Added/Updated/Removed (removal triggers full reload) ... Incremental updates apply
// only after the initial load."
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { FakeSocket, transportError } from '../test/fake-socket';
import { makeEndpoint } from '../test/fixtures';
import { testQueryClient } from '../test/render-app';
import { startLiveClient } from './live-client';
import type { LiveStatus } from './live-client';
import { endpointsQueryOptions } from './queries/endpoints';
import { devicesQueryOptions } from './queries/devices';
import { STARTED_TOPICS } from './live-topics';

let socket: FakeSocket;
let queryClient: QueryClient;
let statuses: LiveStatus[];
let reload: ReturnType<typeof vi.fn<() => void>>;

const endpoints = (): Endpoint[] | undefined =>
  queryClient.getQueryData(endpointsQueryOptions().queryKey);

beforeEach(() => {
  socket = new FakeSocket();
  queryClient = testQueryClient();
  statuses = [];
  reload = vi.fn<() => void>();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Each message applied at once here; batching has its own test below.
  startLiveClient({ socket, queryClient, onStatus: (s) => statuses.push(s), reload, batchMs: 0 });
});

describe('live client', () => {
  it('subscribes to the live topics and asks for the endpoint list on connect', () => {
    socket.accept();
    // Every screen's topics (live-topics.ts), among them the overview's devices and endpoints.
    const started = Object.fromEntries(STARTED_TOPICS.map((topic) => [topic, 'start']));
    expect(started).toMatchObject({ devices: 'start', endpoints: 'start' });
    expect(socket.emitted).toEqual([
      { event: 'live:update', args: [started] },
      { event: 'EndpointInit', args: [] },
    ]);
    expect(statuses).toEqual(['connected']);
  });

  it('ignores incremental updates that arrive before the initial list', () => {
    socket.accept();
    socket.serverSends('EndpointAdded', { endpointId: 8, value: makeEndpoint({ id: 8 }) });
    socket.serverSends('EndpointUpdated', {
      endpointId: 7,
      path: 'liveStatus.status',
      value: 'offline',
    });
    socket.serverSends('EndpointRemoved', { endpointId: 7 });
    expect(endpoints()).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();

    socket.serverSends('EndpointInit', { result: [makeEndpoint({ id: 7 })] });
    expect(endpoints()?.map((e) => [e.id, e.liveStatus?.status])).toEqual([[7, 'online']]);
  });

  it('applies updates and additions after the initial list, keeping untouched endpoints', () => {
    socket.accept();
    socket.serverSends('EndpointInit', {
      result: [makeEndpoint({ id: 7 }), makeEndpoint({ id: 9, label: 'Other' })],
    });
    const other = endpoints()?.[1];
    socket.serverSends('EndpointUpdated', {
      endpointId: 7,
      path: 'liveStatus.status',
      value: 'connecting',
    });
    socket.serverSends('EndpointUpdated', {
      endpointId: 7,
      path: 'liveStatus.linkQuality',
      value: 35,
    });
    socket.serverSends('EndpointAdded', {
      endpointId: 12,
      value: makeEndpoint({ id: 12, label: 'New' }),
    });

    const list = endpoints() ?? [];
    expect(list.map((e) => e.id)).toEqual([7, 9, 12]);
    expect(list[0]?.liveStatus).toMatchObject({ status: 'connecting', linkQuality: 35 });
    expect(list[1]).toBe(other);
  });

  it('ignores messages that do not match the protocol schemas', () => {
    socket.accept();
    socket.serverSends('EndpointInit', { result: [{ id: 'seven' }] });
    expect(endpoints()).toBeUndefined();

    socket.serverSends('EndpointInit', { result: [makeEndpoint({ id: 7 })] });
    socket.serverSends('EndpointUpdated', {
      endpointId: 7,
      path: 'liveStatus.status',
      value: 'dancing',
    });
    socket.serverSends('EndpointUpdated', { endpointId: 99, path: 'label', value: 'Ghost' });
    expect(endpoints()).toEqual([makeEndpoint({ id: 7 })]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('reloads the page when an endpoint is removed', () => {
    socket.accept();
    socket.serverSends('EndpointInit', { result: [makeEndpoint({ id: 7 })] });
    socket.serverSends('EndpointRemoved', { endpointId: 7 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns an updated flag into an invalidation of that topic’s queries', () => {
    queryClient.setQueryData(devicesQueryOptions().queryKey, []);
    socket.accept();
    socket.serverSends('live:devices', { updated: true });
    expect(queryClient.getQueryState(devicesQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('asks for the endpoint list again on an endpoints flag', () => {
    socket.accept();
    socket.serverSends('live:endpoints', { updated: true });
    expect(socket.emitted.filter((m) => m.event === 'EndpointInit')).toHaveLength(2);
  });

  it('reports a lost connection and reloads when it comes back', () => {
    socket.accept();
    socket.drop();
    expect(statuses).toEqual(['connected', 'disconnected']);
    expect(reload).not.toHaveBeenCalled();
    socket.accept();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('connects again after the server closed the connection', () => {
    socket.accept();
    socket.drop('io server disconnect');
    expect(socket.reconnects).toBe(1);
    socket.drop('transport close');
    expect(socket.reconnects).toBe(1);
  });

  it('says the socket failed to start when the server does not speak socket.io', () => {
    socket.fail(transportError('xhr poll error', 404));
    expect(statuses).toEqual(['failed']);
    expect(socket.disconnected).toBe(true);
  });

  it('keeps trying when the server cannot be reached yet', () => {
    socket.fail(transportError('xhr poll error', 0));
    socket.fail(new Error('timeout'));
    expect(statuses).toEqual([]);
    expect(socket.disconnected).toBe(false);
  });

  it('never reports a start failure once it has been connected', () => {
    socket.accept();
    socket.drop();
    socket.fail(transportError('xhr poll error', 404));
    expect(statuses).toEqual(['connected', 'disconnected']);
  });
});
