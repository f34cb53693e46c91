import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Device } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useRemoveDevice } from '../api/remove-device';

/**
 * Removes a device from the link group after a confirmation (device spec §2 "Overview page":
 * "remove a device"). Offered for devices other than the host: the host is where the console
 * runs and cannot remove itself.
 */
export function RemoveDeviceButton({ device }: { device: Device }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveDevice(device.device_id);
  const close = (): void => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => setConfirming(true)}
        data-testid={`remove-device-${device.device_id}`}
      >
        Remove
      </Button>
      <Modal opened={confirming} onClose={close} title={`Remove ${device.device_label}`}>
        <Stack gap="sm">
          <Text size="sm">
            Remove {device.device_label} ({device.deviceType_name}) from the link group? Its
            endpoints leave the overview.
          </Text>
          {remove.isError && (
            <Alert
              role="alert"
              color="red"
              title={MESSAGES.failedDeviceRemove}
              data-testid="remove-device-error"
            >
              {remove.error.message || MESSAGES.noResponse}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: close })}
              data-testid="remove-device-confirm"
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
