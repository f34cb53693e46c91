import { useCallback, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDevicePorts } from '../../../lib/queries/device-ports';
import { useInterfaces } from '../../../lib/queries/interfaces';
import { useLiveStatistics } from '../hooks/use-live-statistics';
import { PortChart } from './port-chart';
import { StatisticsGrid } from './statistics-grid';

/**
 * The Statistics tab (ports spec §2): a live grid with one row per port, refreshed by the
 * once-a-second `live:statistics` push while the tab is open, and a chart of jitter, buffer and
 * lost packets for each port ticked in the grid.
 */
export function StatisticsPage({ deviceId }: { deviceId: number }) {
  const { latest, history } = useLiveStatistics(deviceId);
  const interfaces = useInterfaces(deviceId).data ?? [];
  const { ports } = useDevicePorts(
    deviceId,
    interfaces.map((i) => i.audioInterface_id),
  );
  const [charted, setCharted] = useState<number[]>([]);
  const onToggle = useCallback(
    (portId: number) =>
      setCharted((ids) =>
        ids.includes(portId) ? ids.filter((id) => id !== portId) : [...ids, portId],
      ),
    [],
  );
  const labelOf = (portId: number) =>
    ports.find((p) => p.port_id === portId)?.port_label ?? `Port ${portId}`;

  if (latest === undefined) {
    return (
      <Text c="dimmed" data-testid="statistics-waiting">
        Waiting for statistics…
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="statistics-page">
      <StatisticsGrid
        rows={latest.audioInterfaces}
        labelOf={labelOf}
        charted={charted}
        onToggle={onToggle}
      />
      {charted.map((portId) => (
        <PortChart
          key={portId}
          title={labelOf(portId)}
          series={history.get(portId)}
          version={latest.audioInterfaces[0]?.statistics.duration ?? 0}
        />
      ))}
    </Stack>
  );
}
