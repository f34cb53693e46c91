import type { LiveStatistics, PortStatistics } from '@crosspoint/protocol/entities/port-statistics';

/** Samples kept per port: the last five minutes at one push a second. */
export const HISTORY_SAMPLES = 300;

/** One port's chart series: time (s), jitter (ms), buffer (ms), lost packets per push. */
export interface PortSeries {
  time: number[];
  jitter: number[];
  buffer: number[];
  lost: number[];
}

/** Jitter is sent in microseconds and shown in milliseconds (ports spec §9: divided by 1000). */
export function jitterMs(microseconds: number): number {
  return microseconds / 1000;
}

/**
 * The recent history of every port's statistics, for the charts (ports spec §2 Statistics).
 * Lost packets are the growth of `pktsDroppedTotal` since the previous push; a counter that
 * went down (the stream restarted) counts from zero.
 */
export class StatisticsHistory {
  private readonly series = new Map<number, PortSeries>();
  private readonly lastDropped = new Map<number, number>();

  constructor(private readonly limit = HISTORY_SAMPLES) {}

  add(push: LiveStatistics, timeSeconds: number): void {
    for (const { portId, statistics } of push.audioInterfaces)
      this.addPort(portId, statistics, timeSeconds);
  }

  get(portId: number): PortSeries | undefined {
    return this.series.get(portId);
  }

  private addPort(portId: number, s: PortStatistics, time: number): void {
    const series = this.series.get(portId) ?? { time: [], jitter: [], buffer: [], lost: [] };
    this.series.set(portId, series);
    const previous = this.lastDropped.get(portId);
    const lost =
      previous === undefined
        ? 0
        : s.pktsDroppedTotal >= previous
          ? s.pktsDroppedTotal - previous
          : s.pktsDroppedTotal;
    this.lastDropped.set(portId, s.pktsDroppedTotal);
    series.time.push(time);
    series.jitter.push(jitterMs(s.jitterAverage));
    series.buffer.push(s.avgBufferContent);
    series.lost.push(lost);
    if (series.time.length > this.limit) {
      for (const list of [series.time, series.jitter, series.buffer, series.lost]) list.shift();
    }
  }
}
