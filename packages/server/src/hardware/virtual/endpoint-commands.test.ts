// device spec §7 endpoint actions on the virtual hardware; §9 event-log codes.
import { describe, expect, it } from 'vitest';
import type { KeyState } from '@crosspoint/protocol/entities/endpoint';
import { micKilledKeys, rebootStep } from './endpoint-commands';
import { createRandom } from './prng';

const key = (keysetIndex: number, currentState: string): KeyState => ({
  keysetIndex,
  currentState,
});

describe('endpoint commands', () => {
  it.each([
    { before: 'talk', after: 'idle' },
    { before: 'talklisten', after: 'listen' },
    { before: 'listen', after: 'listen' },
    { before: 'call', after: 'call' },
    { before: 'idle', after: 'idle' },
  ])('remote mic kill turns $before into $after', ({ before, after }) => {
    expect(micKilledKeys([key(0, before)])).toEqual([key(0, after)]);
  });

  it.each([
    { stepsLeft: 3, status: 'offline', codes: [] },
    { stepsLeft: 2, status: 'connecting', codes: [2] },
    { stepsLeft: 1, status: 'online', codes: [0] },
  ])('a reboot with $stepsLeft steps left is $status', ({ stepsLeft, status, codes }) => {
    const endpoint = {
      id: 4,
      type: 'FSII-BP' as const,
      liveStatus: { status: 'offline' as const },
    };
    const { next, logs } = rebootStep(endpoint, stepsLeft, createRandom(1));
    expect(next.status).toBe(status);
    expect(logs.map((l) => l.eventCode)).toEqual(codes);
  });
});
