import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@crosspoint/protocol/constants';
import { useDevices } from '../../../lib/queries/devices';

/**
 * The resource usage section (device spec §2 "Overview page", §3 `device_usage`): one meter
 * per device, red from the refusal threshold (ports spec §9: 85 percent).
 */
export function ResourceUsage() {
  const { data: devices } = useDevices();
  if (!devices || devices.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-labelledby="resource-usage-title"
      gap="xs"
      data-testid="resource-usage"
    >
      <Title order={3} id="resource-usage-title">
        Resource usage
      </Title>
      {devices.map((device) => {
        const percent = Math.round(device.device_usage);
        return (
          <Group key={device.device_id} gap="sm" wrap="nowrap">
            <Text size="sm" w={200} truncate>
              {device.device_label}
            </Text>
            <Progress
              flex={1}
              maw={320}
              value={percent}
              color={percent >= LIMITS.deviceUsageRefusalPercent ? 'red' : 'blue'}
              aria-label={`Resource usage of ${device.device_label}`}
            />
            <Text size="sm" data-testid={`resource-usage-${device.device_id}`}>
              {percent}%
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
