import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DEVICE_ADMIN_TIMINGS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { DEFAULT_ROUTE } from '@crosspoint/protocol/rules/navigation';
import { hasWireless } from '@crosspoint/protocol/rules/device-settings-validation';
import { CallError } from '../../../components/call-error';
import { useDevice } from '../../../lib/queries/device';
import { startRestartWait } from '../../../lib/restart-wait';
import { useRebootDevice, useResetDevice, useRestartServices } from '../api/device-maintenance';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type Pending = 'reboot' | 'reset' | 'restart' | null;

/**
 * Reboot, reset to default and restart of services (device spec §2 General, §4 "Reset and
 * reboot: redirect to the devices page and show a progress dialog until the socket
 * reconnects, then reload", §9 waits: reboot 60 s; reset 5 s base station, 80 s otherwise).
 */
export function MaintenanceActions({ deviceId }: { deviceId: number }) {
  const navigate = useNavigate();
  const deviceType = useDevice(deviceId).data?.deviceType_name ?? '';
  const [pending, setPending] = useState<Pending>(null);
  const [keepNetwork, setKeepNetwork] = useState(true);
  const reboot = useRebootDevice(deviceId);
  const reset = useResetDevice(deviceId);
  const restart = useRestartServices(deviceId);
  const away = (title: string, expectedMs: number) => () => {
    startRestartWait(title, expectedMs);
    void navigate(DEFAULT_ROUTE);
  };
  const resetWait = hasWireless(deviceType)
    ? DEVICE_ADMIN_TIMINGS.resetWaitBaseStationMs
    : DEVICE_ADMIN_TIMINGS.resetWaitOtherMs;

  const confirm = (): void => {
    const chosen = pending;
    setPending(null);
    if (chosen === 'reboot') {
      reboot.mutate(undefined, { onSuccess: away('Rebooting', DEVICE_ADMIN_TIMINGS.rebootWaitMs) });
    } else if (chosen === 'reset') {
      reset.mutate(keepNetwork, { onSuccess: away('Resetting to default', resetWait) });
    } else if (chosen === 'restart') {
      restart.mutate(undefined, {
        onSuccess: away('Restarting services', DEVICE_ADMIN_TIMINGS.rebootWaitMs),
      });
    }
  };

  return (
    <Stack gap="xs" maw={560} data-testid="maintenance-actions">
      <Title order={2} size="h4">
        Reboot and reset
      </Title>
      <Group>
        <Button
          color="orange"
          onClick={() => setPending('reboot')}
          loading={reboot.isPending}
          data-testid="reboot"
        >
          Reboot
        </Button>
        <Button
          color="red"
          onClick={() => setPending('reset')}
          loading={reset.isPending}
          data-testid="reset"
        >
          Reset to default
        </Button>
        <Button
          variant="default"
          onClick={() => setPending('restart')}
          loading={restart.isPending}
          data-testid="restart-services"
        >
          Restart services
        </Button>
      </Group>
      <CallError title={MESSAGES.failedReboot} error={reboot.error} testId="reboot-error" />
      <CallError title={MESSAGES.failedReset} error={reset.error} testId="reset-error" />
      <CallError
        title={MESSAGES.failedRestartServices}
        error={restart.error}
        testId="restart-error"
      />
      <ConfirmDialog
        confirmTestId="confirm-action"
        opened={pending === 'reboot'}
        title="Reboot the device"
        message="The device restarts: it cannot be reached until it is back."
        confirmLabel="Reboot"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        confirmTestId="confirm-action"
        opened={pending === 'reset'}
        title="Reset to default"
        message="The configuration returns to its factory state (label, settings, roles, channels, ports, registered beltpacks), then the device restarts."
        confirmLabel="Reset"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        <Checkbox
          label="Keep the network settings"
          checked={keepNetwork}
          onChange={(event) => setKeepNetwork(event.currentTarget.checked)}
          data-testid="reset-keep-network"
        />
      </ConfirmDialog>
      <ConfirmDialog
        confirmTestId="confirm-action"
        opened={pending === 'restart'}
        title="Restart services"
        message="The device's services restart: live updates stop for a moment."
        confirmLabel="Restart"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
