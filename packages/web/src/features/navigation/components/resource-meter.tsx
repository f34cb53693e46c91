import { Group, Progress, Text } from '@mantine/core';
import { LIMITS } from '@crosspoint/protocol/constants';
import { useDevice } from '../../../lib/queries/device';

/** The host's resource usage (device spec §2 "A resource meter"), red from the refusal level. */
export function ResourceMeter() {
  const usage = useDevice(0).data?.device_usage;
  if (usage === undefined) return null;
  const percent = Math.round(usage);
  return (
    <Group gap={6} wrap="nowrap" data-testid="resource-meter">
      <Text size="sm" aria-hidden>
        Resources {percent}%
      </Text>
      <Progress
        w={80}
        value={percent}
        color={percent >= LIMITS.deviceUsageRefusalPercent ? 'red' : 'blue'}
        aria-label="Resource usage"
      />
    </Group>
  );
}
