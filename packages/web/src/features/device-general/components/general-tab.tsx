import { List, Stack, Text, Title } from '@mantine/core';
import { useDevice } from '../../../lib/queries/device';
import { LabelEditor } from './label-editor';

/** The maintenance items of device spec §2 General that later versions bring. */
const COMING_LATER = [
  'Date and time',
  'Backup and restore of roles and channels',
  'Diagnostic snapshot',
  'Reboot',
  'Reset to default',
  'Licence',
  'Software upgrade',
] as const;

/** The General (maintenance) tab: the label now, the rest said to come later. */
export function GeneralTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId).data;
  if (device === undefined) return null;
  return (
    <Stack gap="lg">
      <LabelEditor key={deviceId} deviceId={deviceId} label={device.device_label} />
      <Stack gap={4} data-testid="general-coming-later">
        <Title order={2} size="h4">
          Maintenance
        </Title>
        <Text size="sm">These items are coming in a later version of Crosspoint:</Text>
        <List size="sm">
          {COMING_LATER.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
