import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { connectionDeleteRefusal } from '@crosspoint/protocol/rules/connection-rules';
import { useDeleteConnection } from '../api/delete-connection';

export interface DeleteConnectionDialogProps {
  connection: Connection;
  portCount: number;
  masterReachable: boolean;
  onDeleted: (id: number) => void;
  onClose: () => void;
}

/**
 * Confirmation before deleting a connection (ports spec §5: "requires a reachable master and
 * no ports"). When the rule refuses, the dialog says why instead of offering to delete.
 */
export function DeleteConnectionDialog(props: DeleteConnectionDialogProps) {
  const { connection, onClose } = props;
  const remove = useDeleteConnection();
  const refusal = connectionDeleteRefusal({
    portCount: props.portCount,
    masterReachable: props.masterReachable,
  });
  const confirm = (): void =>
    remove.mutate(connection.id, {
      onSuccess: () => {
        props.onDeleted(connection.id);
        onClose();
      },
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Delete ${connection.label}`}
      data-testid="delete-dialog"
    >
      {refusal ? (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedDeleteConnection}
          data-testid="delete-refusal"
        >
          {refusal}
        </Alert>
      ) : (
        <Text>Are you sure you want to delete {connection.label}?</Text>
      )}
      {remove.isError && (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedDeleteConnection}
          mt="sm"
          data-testid="delete-error"
        >
          {remove.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-testid="delete-cancel">
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {!refusal && (
          <Button
            color="red"
            loading={remove.isPending}
            onClick={confirm}
            data-testid="delete-confirm"
          >
            Delete
          </Button>
        )}
      </Group>
    </Modal>
  );
}
