import { memo } from 'react';
import { Anchor, Badge, Card, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Device } from '@crosspoint/protocol/entities/device';
import { overviewDeviceStatus } from '@crosspoint/protocol/rules/device-status';
import type { DeviceStatusLevel } from '@crosspoint/protocol/rules/device-status';
import { RemoveDeviceButton } from './remove-device-button';
import { usePortWarnings } from '../hooks/use-port-warnings';
import { useDeviceAlerts } from '../../../lib/queries/alerts';

const STATUS_COLOURS: Record<DeviceStatusLevel, string> = {
  OK: 'green',
  WARNING: 'yellow',
  ERROR: 'red',
};

/**
 * A device on the overview with its status and every reason for it (device spec §4), port
 * warnings and interface alerts (LQ only, device spec §7) included.
 */
export const DeviceTile = memo(function DeviceTile({ device }: { device: Device }) {
  const id = device.device_id;
  const portWarnings = usePortWarnings(id, device.device_isReachable);
  const alerts = useDeviceAlerts(device);
  const { status, reasons } = overviewDeviceStatus(device, { alerts, portWarnings });
  const titleId = `device-tile-title-${id}`;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={titleId}
      data-testid={`device-tile-${id}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/view/device/${id}`} id={titleId} fw={600}>
          {device.device_label}
        </Anchor>
        <Badge
          color={STATUS_COLOURS[status]}
          data-testid={`device-status-${id}`}
          data-status={status}
        >
          {status}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {device.deviceType_name}
          {device.isHost && ' · host'}
        </Text>
        {!device.isHost && <RemoveDeviceButton device={device} />}
      </Group>
      {reasons.length > 0 && (
        <List size="sm" mt="xs" data-testid={`device-reasons-${id}`}>
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Card>
  );
});
