import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ConnectionType, LinkGroupCapability } from '@crosspoint/protocol/entities/capability';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { connectionAddRefusal } from '@crosspoint/protocol/rules/connection-rules';
import { useState } from 'react';
import { useAddConnection } from '../api/add-connection';

const ADD_LABELS: Record<ConnectionType, string> = {
  partyline: 'Add Channel',
  direct: 'Add Direct',
  group: 'Add Group',
};

export interface AddConnectionButtonsProps {
  types: readonly ConnectionType[];
  connections: readonly Connection[];
  capability: Pick<LinkGroupCapability, 'connections'>;
  onAdded: (id: number, type: ConnectionType) => void;
}

/**
 * Adds a connection of a type (ports spec §2). The maximum counts of the capabilities are
 * checked first with the spec's messages (§8), and the server's refusal is shown as well.
 */
export function AddConnectionButtons({
  types,
  connections,
  capability,
  onAdded,
}: AddConnectionButtonsProps) {
  const add = useAddConnection();
  const [refusal, setRefusal] = useState<string | null>(null);
  const onAdd = (type: ConnectionType): void => {
    add.reset();
    const reason = connectionAddRefusal(type, connections, capability);
    setRefusal(reason);
    if (reason) return;
    add.mutate(type, {
      onSuccess: (reply) => {
        if (reply.id !== undefined) onAdded(reply.id, type);
      },
    });
  };
  const message = refusal ?? (add.isError ? add.error.message || MESSAGES.noResponse : null);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {types.map((type) => (
          <Button
            key={type}
            size="xs"
            variant="light"
            loading={add.isPending && add.variables === type}
            onClick={() => onAdd(type)}
            data-testid={`add-${type}`}
          >
            {ADD_LABELS[type]}
          </Button>
        ))}
      </Group>
      {message !== null && (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedAddConnection}
          withCloseButton
          onClose={() => {
            setRefusal(null);
            add.reset();
          }}
          data-testid="add-error"
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
}
