import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { singleDeviceStatus } from '@crosspoint/protocol/rules/device-status';
import type { DeviceStatusLevel } from '@crosspoint/protocol/rules/device-status';
import { useDevice } from '../../../lib/queries/device';
import { useDeviceAlerts } from '../../../lib/queries/alerts';

const STATUS_COLOURS: Record<DeviceStatusLevel, string> = {
  OK: 'green',
  WARNING: 'yellow',
  ERROR: 'red',
};

/**
 * The device's label and its single-device status (device spec §4: a host conflict forces
 * ERROR here), with its interface alerts (LQ only); port warnings are not loaded yet.
 */
export function DeviceHeader({ deviceId }: { deviceId: number }) {
  const device = useDevice(deviceId).data;
  const alerts = useDeviceAlerts(device);
  if (device === undefined) return null;
  const { status, reasons } = singleDeviceStatus(device, { alerts, portWarnings: [] });
  return (
    <Stack gap={4} mb="md">
      <Group gap="sm">
        <Title order={1} size="h2" data-testid="device-view-label">
          {device.device_label}
        </Title>
        <Badge color={STATUS_COLOURS[status]} data-testid="device-view-status" data-status={status}>
          {status}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {device.deviceType_name} · {device.device_ipAddress} · software {device.versionSW}
      </Text>
      {reasons.length > 0 && (
        <List size="sm" data-testid="device-view-reasons">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
