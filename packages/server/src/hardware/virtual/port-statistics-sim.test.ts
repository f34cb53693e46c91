// ports spec §3 "Port statistics" and §4 network quality: the virtual streams count packets by
// packet size, hold audio within the jitter buffer, and replay under a seed.
import { describe, expect, it } from 'vitest';
import { PortStatisticsSim } from './port-statistics-sim';
import { NullingSim, NULLING_STEPS } from './port-actions-sim';

const run = (seed: number, settings: object, seconds: number) => {
  const sim = new PortStatisticsSim(seed);
  sim.configure(1, settings);
  for (let s = 0; s < seconds; s++) sim.step();
  return sim.statistics(1);
};

describe('PortStatisticsSim', () => {
  it.each([
    {
      quality: { type: 0, bitrate: 16, packetSize: 60, jitter: 200 },
      perSecond: 17,
      min: 200,
      max: 1000,
    },
    {
      quality: { type: 2, bitrate: 32, packetSize: 20, jitter: 60 },
      perSecond: 50,
      min: 60,
      max: 200,
    },
    {
      quality: { type: 4, bitrate: 128, packetSize: 5, jitter: 5 },
      perSecond: 200,
      min: 5,
      max: 60,
    },
  ])('type $quality.type sends $perSecond packets a second', ({ quality, perSecond, min, max }) => {
    const stats = run(3, { networkQuality: quality }, 60);
    expect(stats?.duration).toBe(60);
    expect(stats?.pktsTx).toBe(60 * perSecond);
    expect(stats?.dataBytesTx).toBe(
      stats ? stats.dataPktsTx * ((quality.bitrate * quality.packetSize) / 8) : NaN,
    );
    expect(stats?.avgBufferContent).toBeGreaterThanOrEqual(min);
    expect(stats?.maxBufferContent).toBeLessThanOrEqual(max);
    expect(stats?.pktsDroppedTotal).toBe((stats?.pktsMissing ?? 0) + (stats?.pktsTooLate ?? 0));
  });

  it('replays under a seed and differs between seeds', () => {
    expect(run(7, {}, 30)).toEqual(run(7, {}, 30));
    expect(run(7, {}, 30)).not.toEqual(run(8, {}, 30));
  });

  it('sends fewer data packets with silence suppression and restarts on a change', () => {
    const sim = new PortStatisticsSim(1);
    sim.configure(1, { silenceSupp: true });
    for (let s = 0; s < 10; s++) sim.step();
    const stats = sim.statistics(1);
    expect(stats?.dataPktsTx).toBeLessThan(stats?.pktsTx ?? 0);
    sim.configure(1, { silenceSupp: true });
    expect(sim.statistics(1)?.duration).toBe(10);
    sim.configure(1, { silenceSupp: false });
    expect(sim.statistics(1)?.duration).toBe(0);
  });
});

describe('NullingSim', () => {
  // ports spec §4 "Nulling": Starting, then progress, then Idle; errors are reported once.
  it('runs Starting, Nulling with progress, then Idle', () => {
    const sim = new NullingSim();
    sim.start(1, true);
    const seen = [sim.status(1)];
    for (let s = 0; s <= NULLING_STEPS; s++) {
      sim.step();
      seen.push(sim.status(1));
    }
    expect(seen).toEqual([
      { status: 'Starting' },
      { status: 'Nulling', progress: 0 },
      { status: 'Nulling', progress: 20 },
      { status: 'Nulling', progress: 40 },
      { status: 'Nulling', progress: 60 },
      { status: 'Nulling', progress: 80 },
      { status: 'Idle' },
    ]);
  });

  it('reports an error once for a port that does not respond', () => {
    const sim = new NullingSim();
    sim.start(1, false);
    expect(sim.status(1).status).toBe('Error');
    expect(sim.status(1)).toEqual({ status: 'Idle' });
  });
});
