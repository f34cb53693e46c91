import { memo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { EndpointLiveStatus } from '@crosspoint/protocol/entities/endpoint';
import { keyStateLegendOf } from '@crosspoint/protocol/rules/overview-sections';

/**
 * The keys that are doing something, coloured as the legend says and written out (never
 * colour alone), and an active call signal with its text.
 */
export const KeyStates = memo(function KeyStates({
  id,
  keys,
  callSignal,
}: {
  id: number;
  keys: EndpointLiveStatus['keyState'];
  callSignal: EndpointLiveStatus['callSignal'];
}) {
  const active = (keys ?? []).filter((key) => key.currentState !== 'idle');
  const call = callSignal?.active ? callSignal : undefined;
  if (active.length === 0 && !call) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" data-testid={`endpoint-keys-${id}`}>
      {active.map((key) => {
        const legend = keyStateLegendOf(key.currentState);
        return (
          <Badge key={key.keysetIndex} size="sm" color={legend.colour} variant="light">
            {key.keysetIndex + 1}: {legend.label}
          </Badge>
        );
      })}
      {call && (
        <Badge size="sm" color="yellow" variant="filled" data-testid={`endpoint-call-${id}`}>
          Call{call.text ? `: ${call.text}` : ''}
        </Badge>
      )}
    </Group>
  );
});
