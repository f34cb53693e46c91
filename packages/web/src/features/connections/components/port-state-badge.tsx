import { Badge, Group, Tooltip } from '@mantine/core';
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

/**
 * ports spec §4: "A port is marked selectable if it is in use elsewhere and not assigned, or
 * is in two or more connections."
 */
export function PortStateCell({
  state,
  selectable,
  free = false,
}: {
  state: PortDisplayState;
  selectable: boolean;
  free?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <PortStateBadge state={state} free={free} />
      {selectable && (
        <Tooltip label="In use in other connections: it can still be selected here.">
          <Badge variant="dot" color="grape" data-testid="port-selectable">
            Selectable
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
