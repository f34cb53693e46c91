import { Badge, Checkbox, Group, NavLink, Stack, Text } from '@mantine/core';
import type { Port } from '@crosspoint/protocol/entities/port';
import { groupPortsByInterface } from '@crosspoint/protocol/rules/port-fields';
import { portWarnings } from '@crosspoint/protocol/rules/port-warnings';

export interface PortListProps {
  ports: readonly Port[];
  selected: readonly number[];
  /** Selects only this port. */
  onSelect: (portId: number) => void;
  /** Adds the port to the selection or removes it. */
  onToggle: (portId: number) => void;
  alphabetical: boolean;
}

/**
 * The ports grouped by interface type (ports spec §2: 2W, 4W, 4WG, IVC, E1, SIP). A click
 * selects one port; the checkbox (or Ctrl/⌘-click) adds it to a multiple selection.
 */
export function PortList({ ports, selected, onSelect, onToggle, alphabetical }: PortListProps) {
  return (
    <Stack gap="sm" miw={240} data-testid="port-list">
      {groupPortsByInterface(ports, alphabetical).map(({ group, ports: members }) => (
        <Stack key={group} gap={2} data-testid={`port-group-${group}`}>
          <Text size="xs" fw={700} c="dimmed">
            {group}
          </Text>
          {members.map((port) => {
            const active = selected.includes(port.port_id);
            const warned = portWarnings(port).length > 0;
            return (
              <Group key={port.port_id} gap={4} wrap="nowrap">
                <Checkbox
                  aria-label={`Select ${port.port_label}`}
                  checked={active}
                  onChange={() => onToggle(port.port_id)}
                  data-testid={`port-check-${port.port_desc}`}
                />
                <NavLink
                  component="button"
                  active={active}
                  label={port.port_label}
                  description={port.audioInterfaceType_longName}
                  rightSection={
                    warned ? (
                      <Badge color="yellow" size="xs">
                        !
                      </Badge>
                    ) : undefined
                  }
                  onClick={(event) =>
                    event.ctrlKey || event.metaKey ? onToggle(port.port_id) : onSelect(port.port_id)
                  }
                  data-testid={`port-row-${port.port_desc}`}
                  aria-current={active ? 'true' : undefined}
                />
              </Group>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
