import { Badge, Button, Group, Table, Tooltip } from '@mantine/core';
import { hasActiveLine } from '@crosspoint/protocol/rules/sip-dial-out';
import { usePortCalls } from '../api/port-calls';
import type { ParticipantRow as Row } from '../lib/assignment-view';
import { PortStateCell } from './port-state-badge';

export interface ParticipantRowProps {
  row: Row;
  busy: boolean;
  onRemove: () => void;
  onDial: () => void;
}

/**
 * One participant (ports spec §2): display state, role label for endpoints, talk/listen join
 * state, and the active-line marker of a SIP port with a call in progress.
 */
export function ParticipantRow({ row, busy, onRemove, onDial }: ParticipantRowProps) {
  const isSip = row.type === 'SIP' && row.port !== undefined;
  const placeholder = { device_id: 0, audioInterface_id_AudioInterface: 0, port_id: 0, res: '' };
  const calls = usePortCalls(row.port ?? placeholder, isSip);
  const activeLine = isSip && hasActiveLine(calls.data ?? []);
  return (
    <Table.Tr data-testid={`participant-${row.res}`} data-selectable={row.selectable}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {row.label}
          {activeLine && (
            <Tooltip label="Active line">
              <Badge color="red" size="xs" data-testid="active-line">
                ● Line
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{row.type === 'endpoint' ? 'Endpoint' : row.type}</Table.Td>
      <Table.Td>
        <PortStateCell state={row.displayState} selectable={row.selectable} />
      </Table.Td>
      <Table.Td data-testid="role-label">{row.roleLabel ?? ''}</Table.Td>
      <Table.Td>
        {row.joinState !== undefined && (
          <Badge variant="outline" data-testid="join-state" data-join={row.joinState}>
            {row.joinState}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {isSip && (
            <Button size="xs" variant="light" onClick={onDial} data-testid="dial-out-open">
              Dial out
            </Button>
          )}
          {row.port !== undefined && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={busy}
              onClick={onRemove}
              data-testid="participant-remove"
            >
              Remove
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
