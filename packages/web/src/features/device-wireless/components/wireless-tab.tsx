import { Divider, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { hasWireless } from '@crosspoint/protocol/rules/device-settings-validation';
import { PinForm } from '../../../components/pin-form';
import { useDevice } from '../../../lib/queries/device';
import { OtaStart } from './ota-start';
import { WirelessIdForm } from './wireless-id-form';

/**
 * The Wireless tab of a FreeSpeak II base (device spec §2): start OTA registration, the OTA
 * code, the admin code and the wireless system id.
 */
export function WirelessTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId).data;
  if (device === undefined) return null;
  if (!hasWireless(device.deviceType_name)) {
    return <Text size="sm">This device has no wireless system.</Text>;
  }
  const settings = device.device_settings;
  return (
    <Stack gap="lg" data-testid="wireless-tab">
      <Title order={2} size="h4">
        Over-the-air registration
      </Title>
      <OtaStart deviceId={deviceId} />
      <Divider />
      <PinForm
        deviceId={deviceId}
        field="otaPin"
        label="OTA code"
        current={settings.otaPin ?? ''}
        failureTitle={MESSAGES.failedOtaPin}
      />
      <PinForm
        deviceId={deviceId}
        field="adminPin"
        label="Admin code"
        current={settings.adminPin ?? ''}
        failureTitle={MESSAGES.failedAdminPin}
      />
      <Divider />
      <WirelessIdForm deviceId={deviceId} current={settings.wirelessId ?? ''} />
    </Stack>
  );
}
