import { describe, expect, it } from 'vitest';
import type { PortStatistics } from '@crosspoint/protocol/entities/port-statistics';
import { StatisticsHistory, jitterMs } from './statistics-history';

const stats = (dropped: number, jitterAverage: number): PortStatistics => ({
  duration: 1,
  pktsTx: 50,
  pktsRx: 50,
  dataPktsTx: 50,
  dataPktsRx: 50,
  dataBytesTx: 4000,
  dataBytesRx: 4000,
  pktsDisordered: 0,
  pktsTooLate: 0,
  pktsMissing: dropped,
  pktsDroppedTotal: dropped,
  jitterAverage,
  jitterMax: jitterAverage,
  avgBufferContent: 80,
  maxBufferContent: 90,
});
const push = (dropped: number, jitter = 12_500) => ({
  deviceId: 1,
  audioInterfaces: [{ interfaceId: 256, portId: 65536, statistics: stats(dropped, jitter) }],
});

describe('StatisticsHistory', () => {
  // ports spec §9: "jitter values divided by 1000 for display"
  it.each([
    [12_500, 12.5],
    [0, 0],
    [1_000_000, 1000],
  ])('jitter %i µs shows as %f ms', (us, ms) => expect(jitterMs(us)).toBe(ms));

  it('records jitter, buffer and lost packets per push, keeping the last samples', () => {
    const history = new StatisticsHistory(3);
    history.add(push(0), 1);
    history.add(push(4), 2);
    history.add(push(4), 3);
    history.add(push(1), 4); // restarted stream
    expect(history.get(65536)).toEqual({
      time: [2, 3, 4],
      jitter: [12.5, 12.5, 12.5],
      buffer: [80, 80, 80],
      lost: [4, 0, 1],
    });
    expect(history.get(1)).toBeUndefined();
  });
});
