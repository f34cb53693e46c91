import { Badge, Group, Text } from '@mantine/core';
import { KEY_STATE_LEGEND, KEY_STATES } from '@crosspoint/protocol/rules/overview-sections';

/** The key-state colour legend of the overview (device spec §2 "Overview page"). */
export function KeyStateLegend() {
  return (
    <Group
      gap="xs"
      component="section"
      aria-label="Key-state colour legend"
      data-testid="key-state-legend"
    >
      <Text size="sm" fw={600}>
        Key states:
      </Text>
      {KEY_STATES.map((state) => (
        <Badge key={state} color={KEY_STATE_LEGEND[state].colour} variant="light">
          {KEY_STATE_LEGEND[state].label}
        </Badge>
      ))}
    </Group>
  );
}
