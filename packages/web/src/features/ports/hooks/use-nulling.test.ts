// ports spec §4 "Nulling: start shows Starting; status is polled every 2 seconds; it returns to
// Idle when the server reports Idle, after more than 20 polls, or on error." §9: poll 2 s, 20 polls.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { NullingStatus } from '@crosspoint/protocol/entities/port-update';
import { getNullingStatus, startNulling } from '../api/nulling';
import { NULLING_MAX_POLLS, NULLING_POLL_MS, useNulling } from './use-nulling';

vi.mock('../api/nulling', () => ({ startNulling: vi.fn(), getNullingStatus: vi.fn() }));

const port = { port_id: 65536 } as Port;
const statuses = (...list: NullingStatus[]) => {
  for (const status of list) vi.mocked(getNullingStatus).mockResolvedValueOnce(status);
};
/** Lets a poll fire and its reply settle. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(NULLING_POLL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(startNulling).mockResolvedValue({ ok: true });
  vi.mocked(getNullingStatus).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useNulling', () => {
  it('shows Starting, follows the progress, and returns to Idle on Idle', async () => {
    statuses({ status: 'Nulling', progress: 40 }, { status: 'Idle' });
    const { result } = renderHook(() => useNulling(port));
    await act(async () => result.current.start());
    expect(result.current.view).toEqual({ status: 'Starting' });
    await act(() => vi.advanceTimersByTimeAsync(NULLING_POLL_MS - 1));
    expect(getNullingStatus).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.view).toEqual({ status: 'Nulling', progress: 40 });
    await nextPoll();
    expect(result.current.view).toEqual({ status: 'Idle' });
    await nextPoll();
    expect(getNullingStatus).toHaveBeenCalledTimes(2);
  });

  it('gives up after 20 polls', async () => {
    vi.mocked(getNullingStatus).mockResolvedValue({ status: 'Nulling', progress: 10 });
    const { result } = renderHook(() => useNulling(port));
    await act(async () => result.current.start());
    for (let n = 0; n < NULLING_MAX_POLLS; n++) await nextPoll();
    expect(result.current.view).toEqual({ status: 'Idle' });
    await nextPoll();
    expect(getNullingStatus).toHaveBeenCalledTimes(NULLING_MAX_POLLS);
  });

  it('returns to Idle with the message on an error or a failed call', async () => {
    statuses({ status: 'Error', message: 'The port did not answer the nulling request.' });
    const { result } = renderHook(() => useNulling(port));
    await act(async () => result.current.start());
    await nextPoll();
    expect(result.current.view).toEqual({
      status: 'Idle',
      error: 'The port did not answer the nulling request.',
    });
    vi.mocked(startNulling).mockRejectedValueOnce(new Error('No response from the server.'));
    await act(async () => result.current.start());
    expect(result.current.view).toEqual({ status: 'Idle', error: 'No response from the server.' });
  });

  it('stops polling when the section closes', async () => {
    vi.mocked(getNullingStatus).mockResolvedValue({ status: 'Nulling', progress: 10 });
    const { result, unmount } = renderHook(() => useNulling(port));
    await act(async () => result.current.start());
    await nextPoll();
    unmount();
    await nextPoll();
    await nextPoll();
    expect(getNullingStatus).toHaveBeenCalledTimes(1);
  });
});
