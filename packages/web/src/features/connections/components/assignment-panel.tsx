import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { CONNECTION_LIMITS } from '@crosspoint/protocol/constants';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { usePortAssociation } from '../api/join-port';
import type { CandidateRow, ParticipantRow as Row } from '../lib/assignment-view';
import { CandidateTable } from './candidate-table';
import { ParticipantRow } from './participant-row';
import { SelectionDialog } from './selection-dialog';
import { SipDialOutDialog } from './sip-dial-out-dialog';

export interface AssignmentPanelProps {
  active: Connection | undefined;
  participants: readonly Row[];
  candidates: readonly CandidateRow[];
  showAll: boolean;
}

/**
 * The participants of the active connection and the ports that can be added (ports spec §2).
 * Show-all mode lists every other port, with the reason one cannot be added; otherwise only
 * the ports that can be (decision 0065).
 */
export function AssignmentPanel({
  active,
  participants,
  candidates,
  showAll,
}: AssignmentPanelProps) {
  const association = usePortAssociation();
  const [choosing, setChoosing] = useState(false);
  const [dialing, setDialing] = useState<Port | null>(null);
  const addable = candidates.filter((c) => c.reason === null);
  const shown = showAll ? candidates : addable;

  if (active === undefined) {
    return (
      <Alert color="blue" data-testid="no-active-connection">
        {MESSAGES.portNeedsConnection}
      </Alert>
    );
  }
  const change = (ports: Port[], action: 'join' | 'leave'): void =>
    association.mutate({ ports, target: active.res, action });
  const portCount = participants.filter((p) => p.port !== undefined).length;
  const directNeedsTwo = active.type === 'direct' && portCount === 0;
  const directOneLeft = active.type === 'direct' && portCount === 1;

  return (
    <Stack data-testid="assignment-panel">
      <Title order={4}>Participants of {active.label}</Title>
      {participants.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-participants">
          No participants yet.
        </Text>
      ) : (
        <Table data-testid="participant-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Participant</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Join</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {participants.map((row) => (
              <ParticipantRow
                key={row.res}
                row={row}
                busy={association.isPending}
                onRemove={() => row.port && change([row.port], 'leave')}
                onDial={() => row.port && setDialing(row.port)}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {association.isError && (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedPortAssociation}
          withCloseButton
          onClose={() => association.reset()}
          data-testid="association-error"
        >
          {association.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={5}>{showAll ? 'All other ports' : 'Ports that can be added'}</Title>
        <Button
          size="xs"
          disabled={addable.length === 0 || (directNeedsTwo && addable.length < 2)}
          onClick={() => setChoosing(true)}
          data-testid="add-ports"
        >
          Add ports…
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="no-candidates">
          No port can be added to this connection.
        </Text>
      ) : (
        <CandidateTable
          rows={shown}
          busy={association.isPending}
          onAdd={(row) => change([row.port], 'join')}
        />
      )}
      {!showAll && candidates.length > addable.length && (
        <Text size="xs" c="dimmed" data-testid="hidden-candidates">
          {candidates.length - addable.length} ports cannot be added: show all ports to see why.
        </Text>
      )}
      {choosing && (
        <SelectionDialog
          title={`Add ports to ${active.label}`}
          mode={directOneLeft ? 'single' : 'multiple'}
          minSelected={directNeedsTwo ? CONNECTION_LIMITS.multipleSelectionMin : 1}
          options={addable.map((c) => ({ id: c.port.port_id, label: c.port.port_label }))}
          onCancel={() => setChoosing(false)}
          onClose={(ids) => {
            setChoosing(false);
            change(
              addable
                .filter((c) => ids.includes(c.port.port_id))
                .map((c) => c.port)
                .sort((a, b) => a.port_id - b.port_id),
              'join',
            );
          }}
        />
      )}
      {dialing && <SipDialOutDialog port={dialing} onClose={() => setDialing(null)} />}
    </Stack>
  );
}
