import { Divider, List, Stack, Text, Title } from '@mantine/core';
import { useDevice } from '../../../lib/queries/device';
import { BackupSection } from './backup-section';
import { DateTimeSection } from './date-time-section';
import { LabelEditor } from './label-editor';
import { MaintenanceActions } from './maintenance-actions';
import { RestoreSection } from './restore-section';
import { SnapshotSection } from './snapshot-section';

/** The maintenance items of device spec §2 General that later versions bring. */
const COMING_LATER = ['Licence', 'Software upgrade'] as const;

/**
 * The General (maintenance) tab (device spec §2): label, date and time, backup and restore,
 * snapshot, reboot and reset; licence and upgrade come later.
 */
export function GeneralTab({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId).data;
  if (device === undefined) return null;
  return (
    <Stack gap="lg">
      <LabelEditor key={deviceId} deviceId={deviceId} label={device.device_label} />
      <Divider />
      <DateTimeSection deviceId={deviceId} />
      <Divider />
      <BackupSection deviceId={deviceId} />
      <RestoreSection />
      <Divider />
      <SnapshotSection deviceId={deviceId} />
      <Divider />
      <MaintenanceActions deviceId={deviceId} />
      <Divider />
      <Stack gap={4} data-testid="general-coming-later">
        <Title order={2} size="h4">
          Licence and upgrade
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
