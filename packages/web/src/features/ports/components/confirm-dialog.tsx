import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change with side effects (ports spec §5 multichannel and power confirmations). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid="confirm-dialog">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-testid="confirm-cancel">
          Cancel
        </Button>
        <Button color="orange" onClick={onConfirm} data-testid="confirm-ok" data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
