import { Alert, List } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { portWarnings } from '@crosspoint/protocol/rules/port-warnings';

/** Warnings of the selected ports (ports spec §2, §4 messages). */
export function PortWarnings({ ports }: { ports: readonly Port[] }) {
  const warnings = ports.flatMap(portWarnings);
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" title="Port warnings" data-testid="port-warnings">
      <List size="sm">
        {warnings.map((w) => (
          <List.Item key={w}>{w}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
