import { Badge } from '@mantine/core';
import type { PortDisplayState } from '@crosspoint/protocol/rules/port-assignment';

const COLORS: Record<PortDisplayState, string> = {
  offline: 'gray',
  pending: 'yellow',
  selected: 'green',
  inuse: 'blue',
};

const LABELS: Record<PortDisplayState, string> = {
  offline: 'Offline',
  pending: 'Pending',
  selected: 'Selected',
  inuse: 'In use',
};

/** The display state of ports spec §4; a port in no connection reads 'Free' rather than 'In use'. */
export function PortStateBadge({
  state,
  free = false,
}: {
  state: PortDisplayState;
  free?: boolean;
}) {
  return (
    <Badge color={COLORS[state]} variant="light" data-state={state} data-testid="port-state">
      {state === 'inuse' && free ? 'Free' : LABELS[state]}
    </Badge>
  );
}
