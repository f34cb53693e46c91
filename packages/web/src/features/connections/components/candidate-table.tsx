import { Button, Table, Text } from '@mantine/core';
import { portConnectionRefs } from '@crosspoint/protocol/rules/port-assignment';
import { useDevices } from '../../../lib/queries/devices';
import type { CandidateRow } from '../lib/assignment-view';
import { PortStateCell } from './port-state-badge';

export interface CandidateTableProps {
  rows: readonly CandidateRow[];
  busy: boolean;
  onAdd: (row: CandidateRow) => void;
}

/**
 * Ports that are not in the active connection: an Add button when one can be added, else the
 * reason it cannot (ports spec §5 "Port-unavailable reasons").
 */
export function CandidateTable({ rows, busy, onAdd }: CandidateTableProps) {
  // Ports of several devices share labels ("2W A"): name the device too.
  const devices = useDevices().data ?? [];
  const deviceLabel = (id: number) => devices.find((d) => d.device_id === id)?.device_label ?? '';
  return (
    <Table data-testid="candidate-table" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Port</Table.Th>
          <Table.Th>Device</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Connections</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const refs = portConnectionRefs(row.port);
          return (
            <Table.Tr
              key={row.port.res}
              data-testid={`candidate-${row.port.res}`}
              data-selectable={row.selectable}
            >
              <Table.Td>{row.port.port_label}</Table.Td>
              <Table.Td>{deviceLabel(row.port.device_id)}</Table.Td>
              <Table.Td>{row.port.port_config_type}</Table.Td>
              <Table.Td>
                <PortStateCell
                  state={row.displayState}
                  selectable={row.selectable}
                  free={refs.length === 0}
                />
              </Table.Td>
              <Table.Td>{refs.length}</Table.Td>
              <Table.Td>
                {row.reason === null ? (
                  <Button
                    size="xs"
                    variant="light"
                    loading={busy}
                    onClick={() => onAdd(row)}
                    data-testid="candidate-add"
                  >
                    Add
                  </Button>
                ) : (
                  <Text size="xs" c="dimmed" data-testid="candidate-reason">
                    {row.reason}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
