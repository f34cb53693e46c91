import { memo } from 'react';
import { Checkbox, Table } from '@mantine/core';
import type { LiveStatistics, PortStatistics } from '@crosspoint/protocol/entities/port-statistics';
import { jitterMs } from '../lib/statistics-history';

type Row = LiveStatistics['audioInterfaces'][number];

const ms = (us: number) => jitterMs(us).toFixed(1);

/** Columns of the grid (ports spec §3 "Port statistics"; §9 duration in s, jitter ÷ 1000). */
const COLUMNS: ReadonlyArray<[string, (s: PortStatistics) => string | number]> = [
  ['Duration (s)', (s) => s.duration],
  ['Pkts Tx', (s) => s.pktsTx],
  ['Pkts Rx', (s) => s.pktsRx],
  ['Data pkts Tx', (s) => s.dataPktsTx],
  ['Data pkts Rx', (s) => s.dataPktsRx],
  ['Data bytes Tx', (s) => s.dataBytesTx],
  ['Data bytes Rx', (s) => s.dataBytesRx],
  ['Disordered', (s) => s.pktsDisordered],
  ['Too late', (s) => s.pktsTooLate],
  ['Missing', (s) => s.pktsMissing],
  ['Dropped', (s) => s.pktsDroppedTotal],
  ['Jitter avg (ms)', (s) => ms(s.jitterAverage)],
  ['Jitter max (ms)', (s) => ms(s.jitterMax)],
  ['Buffer avg (ms)', (s) => s.avgBufferContent],
  ['Buffer max (ms)', (s) => s.maxBufferContent],
];

const StatisticsRow = memo(function StatisticsRow({
  row,
  label,
  checked,
  onToggle,
}: {
  row: Row;
  label: string;
  checked: boolean;
  onToggle: (portId: number) => void;
}) {
  return (
    <Table.Tr data-testid={`statistics-row-${row.portId}`}>
      <Table.Td>
        <Checkbox
          aria-label={`Chart ${label}`}
          checked={checked}
          onChange={() => onToggle(row.portId)}
        />
      </Table.Td>
      <Table.Td>{label}</Table.Td>
      {COLUMNS.map(([name, value]) => (
        <Table.Td key={name} data-column={name}>
          {value(row.statistics)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

export interface StatisticsGridProps {
  rows: readonly Row[];
  labelOf: (portId: number) => string;
  charted: readonly number[];
  onToggle: (portId: number) => void;
}

/** The live grid: one row per port of the device (ports spec §2 "Statistics"). */
export function StatisticsGrid({ rows, labelOf, charted, onToggle }: StatisticsGridProps) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover fz="xs" data-testid="statistics-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Chart</Table.Th>
            <Table.Th>Port</Table.Th>
            {COLUMNS.map(([name]) => (
              <Table.Th key={name}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <StatisticsRow
              key={row.portId}
              row={row}
              label={labelOf(row.portId)}
              checked={charted.includes(row.portId)}
              onToggle={onToggle}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
