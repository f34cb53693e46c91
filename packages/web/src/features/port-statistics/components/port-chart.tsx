import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PortSeries } from '../lib/statistics-history';

const OPTIONS: Omit<uPlot.Options, 'width' | 'height'> = {
  series: [
    {},
    { label: 'Jitter (ms)', stroke: '#1c7ed6', scale: 'ms' },
    { label: 'Buffer (ms)', stroke: '#37b24d', scale: 'ms' },
    { label: 'Lost packets', stroke: '#f03e3e', scale: 'pkts' },
  ],
  axes: [
    {},
    { scale: 'ms', label: 'ms' },
    { scale: 'pkts', side: 1, label: 'packets', grid: { show: false } },
  ],
  scales: { x: { time: true } },
};

/**
 * A chart of one port's jitter, buffer and lost packets over the last minutes (ports spec §2
 * Statistics), drawn with uPlot: created once, then given new data on every push.
 */
export function PortChart({
  title,
  series,
  version,
}: {
  title: string;
  series: PortSeries | undefined;
  version: number;
}) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | undefined>(undefined);

  useEffect(() => {
    if (!host.current) return undefined;
    plot.current = new uPlot(
      { ...OPTIONS, title, width: 640, height: 220 },
      [[], [], [], []],
      host.current,
    );
    return () => {
      plot.current?.destroy();
      plot.current = undefined;
    };
  }, [title]);

  useEffect(() => {
    if (series) plot.current?.setData([series.time, series.jitter, series.buffer, series.lost]);
  }, [series, version]);

  return <div ref={host} data-testid="port-chart" aria-label={`${title} chart`} role="img" />;
}
