// ports spec §2 "Statistics": a live grid, one row per port, from `live:statistics` while the
// tab is open (started and stopped with `live:update`); §9 jitter divided by 1000; a chart per
// selected port. uPlot needs a canvas, which jsdom lacks: it is replaced by a recorder here and
// the real charts are tested in the browser (e2e/tests/statistics.spec.ts).
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatistics } from '@crosspoint/protocol/entities/port-statistics';
import { stubServer, type FakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-app';
import { StatisticsPage } from './statistics-page';

const plots = vi.hoisted(
  () => [] as Array<{ title: string; data: number[][][]; destroyed: boolean }>,
);
vi.mock('uplot', () => ({
  default: class {
    private readonly record: (typeof plots)[number];
    constructor(options: { title: string }) {
      this.record = { title: options.title, data: [], destroyed: false };
      plots.push(this.record);
    }
    setData(data: number[][]) {
      this.record.data.push(data);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const stats = (duration: number, dropped: number) => ({
  duration,
  pktsTx: 50 * duration,
  pktsRx: 50 * duration,
  dataPktsTx: 50 * duration,
  dataPktsRx: 50 * duration,
  dataBytesTx: 4000 * duration,
  dataBytesRx: 4000 * duration,
  pktsDisordered: 0,
  pktsTooLate: 0,
  pktsMissing: dropped,
  pktsDroppedTotal: dropped,
  jitterAverage: 12_500,
  jitterMax: 40_000,
  avgBufferContent: 80,
  maxBufferContent: 95,
});
const push = (duration: number, dropped: number): LiveStatistics => ({
  deviceId: 1,
  audioInterfaces: [
    { interfaceId: 256, portId: 65536, statistics: stats(duration, dropped) },
    { interfaceId: 256, portId: 65537, statistics: stats(duration, 0) },
  ],
});

let server: FakeServer;
beforeEach(() => {
  plots.length = 0;
  server = stubServer();
  server.reply('GET', '/api/1/devices/1/interfaces', { body: [] });
});

describe('StatisticsPage', () => {
  it('starts statistics, shows one row per port, charts a ticked port, stops on close', async () => {
    const view = renderWithProviders(<StatisticsPage deviceId={1} />);
    const { socket } = view;
    act(() => socket.accept());
    expect(socket.emitted).toContainEqual({
      event: 'live:update',
      args: [{ statistics: 'start' }],
    });
    expect(screen.getByTestId('statistics-waiting')).toBeInTheDocument();

    act(() => socket.serverSends('live:statistics', push(1, 0)));
    expect(await screen.findAllByTestId(/^statistics-row-/)).toHaveLength(2);
    const row = screen.getByTestId('statistics-row-65536');
    expect(row.querySelector('[data-column="Duration (s)"]')).toHaveTextContent('1');
    expect(row.querySelector('[data-column="Jitter avg (ms)"]')).toHaveTextContent('12.5');
    expect(row.querySelector('[data-column="Jitter max (ms)"]')).toHaveTextContent('40.0');

    fireEvent.click(screen.getByLabelText('Chart Port 65536'));
    expect(plots.map((p) => p.title)).toEqual(['Port 65536']);
    act(() => socket.serverSends('live:statistics', push(2, 3)));
    // jitter in ms, buffer in ms, and 3 packets lost since the previous push
    const last = plots[0]?.data.at(-1);
    expect(last?.slice(1)).toEqual([
      [12.5, 12.5],
      [80, 80],
      [0, 3],
    ]);

    act(() => socket.serverSends('live:statistics', { deviceId: 1, audioInterfaces: 'bad' }));
    expect(screen.getAllByTestId(/^statistics-row-/)).toHaveLength(2);

    view.unmount();
    expect(socket.emitted).toContainEqual({ event: 'live:update', args: [{ statistics: 'stop' }] });
    expect(plots[0]?.destroyed).toBe(true);
  });
});
