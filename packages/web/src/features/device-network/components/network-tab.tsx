import { Alert, Divider, Stack } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useDevice } from '../../../lib/queries/device';
import { useTimedProgress } from '../hooks/use-timed-progress';
import { NetModeForm } from './net-mode-form';
import { NetworkForm } from './network-form';
import { NetworkProgress } from './network-progress';

/** The Network tab (device spec §2): mode and addresses, and the net mode. */
export function NetworkTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId);
  const progress = useTimedProgress();
  const retrieveError = device.isError && (
    <Alert role="alert" color="red" data-testid="network-retrieve-error">
      {MESSAGES.networkRetrieveFailed}
    </Alert>
  );
  if (device.data === undefined) return retrieveError || null;
  return (
    <Stack gap="lg" data-testid="network-tab">
      {retrieveError}
      <NetworkForm
        device={device.data}
        onApplied={(ms, message) => progress.start('Applying network settings', ms, message)}
      />
      <Divider />
      <NetModeForm
        device={device.data}
        onApplied={(ms, message) => progress.start('Changing the net mode', ms, message)}
      />
      <NetworkProgress state={progress.state} />
    </Stack>
  );
}
