import { useState } from 'react';
import { ActionIcon, Alert, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useRenameConnection } from '../api/rename-connection';
import { ConnectionLabelEditor } from './connection-label-editor';

const TYPE_NAMES: Record<Connection['type'], string> = {
  partyline: 'Channel',
  direct: 'Direct',
  group: 'Group',
};

export interface ConnectionListProps {
  connections: readonly Connection[];
  active: Connection | undefined;
  showType: boolean;
  onSelect: (id: number) => void;
  onDelete: (connection: Connection) => void;
}

/** The connections of a tab; the active one is highlighted and can be renamed or deleted. */
export function ConnectionList({
  connections,
  active,
  showType,
  onSelect,
  onDelete,
}: ConnectionListProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const rename = useRenameConnection();

  if (connections.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="connection-list-empty">
        None yet.
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="connection-list">
      {connections.map((connection) => (
        <Group
          key={connection.id}
          gap={4}
          wrap="nowrap"
          data-testid={`connection-${connection.id}`}
        >
          {editing === connection.id ? (
            <ConnectionLabelEditor
              connection={connection}
              saving={rename.isPending}
              onCancel={() => setEditing(null)}
              onSave={(label) =>
                rename.mutate({ id: connection.id, label }, { onSuccess: () => setEditing(null) })
              }
            />
          ) : (
            <NavLink
              component="button"
              label={connection.label}
              description={showType ? TYPE_NAMES[connection.type] : undefined}
              active={active?.id === connection.id}
              aria-current={active?.id === connection.id ? 'true' : undefined}
              onClick={() => onSelect(connection.id)}
              onDoubleClick={() => setEditing(connection.id)}
              data-testid={`connection-select-${connection.id}`}
            />
          )}
          <Tooltip label="Rename">
            <ActionIcon
              variant="subtle"
              aria-label={`Rename ${connection.label}`}
              onClick={() => {
                rename.reset();
                setEditing(connection.id);
              }}
              data-testid={`connection-rename-${connection.id}`}
            >
              ✎
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${connection.label}`}
              onClick={() => onDelete(connection)}
              data-testid={`connection-delete-${connection.id}`}
            >
              ✕
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {rename.isError && (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedRenameConnection}
          data-testid="rename-error"
        >
          {rename.error.message || MESSAGES.noResponse}
        </Alert>
      )}
    </Stack>
  );
}
