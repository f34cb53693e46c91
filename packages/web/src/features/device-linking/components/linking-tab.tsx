import { Alert, Divider, Stack } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useDevice } from '../../../lib/queries/device';
import { useDeviceCapability } from '../../../lib/queries/device-capability';
import { useLinkingProgress } from '../hooks/use-linking-progress';
import { LinkingForm } from './linking-form';
import { LinkingProgress } from './linking-progress';
import { LinkingStatus } from './linking-status';

/** The Linking tab (device spec §2): mode selection, master address, slot list. */
export function LinkingTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId);
  const capability = useDeviceCapability(deviceId);
  const progress = useLinkingProgress();
  if (device.isError || capability.isError) {
    return (
      <Alert role="alert" color="red">
        {MESSAGES.unableToFetchDevice(deviceId)}
      </Alert>
    );
  }
  if (device.data === undefined || capability.data === undefined) return null;
  return (
    <Stack gap="lg" data-testid="linking-tab">
      <LinkingStatus device={device.data} />
      <Divider />
      <LinkingForm
        key={`${device.data.device_linking}:${device.data.device_masterAddress}:${device.data.device_masterPort}`}
        device={device.data}
        capability={capability.data}
        onApplied={progress.start}
      />
      <LinkingProgress state={progress.state} />
    </Stack>
  );
}
