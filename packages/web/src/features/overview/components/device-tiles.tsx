import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { systemStatus } from '@crosspoint/protocol/rules/device-status';
import { useDevices } from '../../../lib/queries/devices';
import { DeviceTile } from './device-tile';

/**
 * The device tiles. device spec §4: "Device list failures mark the host unreachable" and
 * "When the host is unreachable the system status is failure".
 */
export function DeviceTiles() {
  const devices = useDevices();
  if (devices.isPending) return <Loader size="sm" aria-label="Loading devices" />;
  if (devices.isError) {
    return (
      <Alert
        role="alert"
        color="red"
        title={MESSAGES.hostUnreachable}
        data-testid="system-status"
        data-status={systemStatus(false)}
      >
        {devices.error.message}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="device-tiles">
      {devices.data.map((device) => (
        <DeviceTile key={device.device_id} device={device} />
      ))}
    </SimpleGrid>
  );
}
