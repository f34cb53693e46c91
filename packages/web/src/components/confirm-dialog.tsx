import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red for what destroys (reboot, reset), orange for a change with side effects. */
  color?: 'red' | 'orange';
  /** The confirm button's test id. */
  confirmTestId?: string;
  children?: ReactNode;
}

/**
 * Asks before a destructive action or one with side effects (device spec §4 reset and reboot;
 * ports spec §5 multichannel and power confirmations).
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  color = 'red',
  confirmTestId = 'confirm-ok',
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid="confirm-dialog">
      <Stack>
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button color={color} onClick={onConfirm} data-autofocus data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
