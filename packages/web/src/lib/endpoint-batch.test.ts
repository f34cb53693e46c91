// device spec §7: "Incremental updates apply only after the initial load"; issue 4: the
// overview stays smooth with 200 endpoint updates a second, so they are applied in batches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { FakeSocket } from '../test/fake-socket';
import { makeEndpoint } from '../test/fixtures';
import { testQueryClient } from '../test/render-app';
import { applyEndpointMessages, createEndpointBatcher, LIVE_BATCH_MS } from './endpoint-batch';
import { startLiveClient } from './live-client';
import { endpointsQueryOptions } from './queries/endpoints';

afterEach(() => {
  vi.useRealTimers();
});

describe('applyEndpointMessages', () => {
  it('applies messages in order and keeps untouched endpoints as they were', () => {
    const seven = makeEndpoint({ id: 7 });
    const nine = makeEndpoint({ id: 9 });
    const ignore = vi.fn();
    const next = applyEndpointMessages(
      [seven, nine],
      [
        {
          event: 'EndpointUpdated',
          payload: { endpointId: 7, path: 'liveStatus.linkQuality', value: 20 },
        },
        { event: 'EndpointAdded', payload: { endpointId: 12, value: makeEndpoint({ id: 12 }) } },
        { event: 'EndpointUpdated', payload: { endpointId: 12, path: 'label', value: 'New' } },
        {
          event: 'EndpointUpdated',
          payload: { endpointId: 7, path: 'liveStatus.linkQuality', value: 30 },
        },
        { event: 'EndpointUpdated', payload: { endpointId: 99, path: 'label', value: 'Ghost' } },
      ],
      ignore,
    );
    expect(next.map((e) => e.id)).toEqual([7, 9, 12]);
    expect(next[0]?.liveStatus?.linkQuality).toBe(30);
    expect(next[1]).toBe(nine);
    expect(next[2]?.label).toBe('New');
    expect(ignore).toHaveBeenCalledTimes(1);
  });
});

describe('batching', () => {
  it('hands over everything pushed within the window at once', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const batcher = createEndpointBatcher(flush, 50);
    batcher.push({ event: 'EndpointUpdated', payload: 1 });
    batcher.push({ event: 'EndpointUpdated', payload: 2 });
    vi.advanceTimersByTime(49);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledExactlyOnceWith([
      { event: 'EndpointUpdated', payload: 1 },
      { event: 'EndpointUpdated', payload: 2 },
    ]);
    batcher.push({ event: 'EndpointUpdated', payload: 3 });
    batcher.drop();
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('writes the live list once per window, and a new full list drops what waited', () => {
    vi.useFakeTimers();
    const socket = new FakeSocket();
    const queryClient: QueryClient = testQueryClient();
    startLiveClient({ socket, queryClient, onStatus: () => undefined, reload: vi.fn() });
    const list = (): Endpoint[] | undefined =>
      queryClient.getQueryData(endpointsQueryOptions().queryKey);
    socket.accept();
    socket.serverSends('EndpointInit', { result: [makeEndpoint({ id: 7 })] });
    const writes = vi.fn();
    queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && writes());
    for (let value = 1; value <= 20; value++) {
      socket.serverSends('EndpointUpdated', {
        endpointId: 7,
        path: 'liveStatus.linkQuality',
        value,
      });
    }
    expect(list()?.[0]?.liveStatus?.linkQuality).toBe(90);
    vi.advanceTimersByTime(LIVE_BATCH_MS);
    expect(list()?.[0]?.liveStatus?.linkQuality).toBe(20);
    expect(writes).toHaveBeenCalledTimes(1);

    socket.serverSends('EndpointUpdated', { endpointId: 7, path: 'label', value: 'Stale' });
    socket.serverSends('EndpointInit', { result: [makeEndpoint({ id: 7, label: 'Fresh' })] });
    vi.advanceTimersByTime(LIVE_BATCH_MS);
    expect(list()?.[0]?.label).toBe('Fresh');
  });
});

describe('removed fields', () => {
  // A field the hardware removes (an ended call signal) arrives without `value`: JSON drops it.
  it('clears a field whose update has no value', () => {
    const calling = makeEndpoint({
      id: 2,
      liveStatus: { status: 'online', callSignal: { active: true, text: 'Go' } },
    });
    const next = applyEndpointMessages(
      [calling],
      [{ event: 'EndpointUpdated', payload: { endpointId: 2, path: 'liveStatus.callSignal' } }],
      () => undefined,
    );
    expect(next[0]?.liveStatus?.callSignal).toBeUndefined();
  });
});
