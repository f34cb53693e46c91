import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { ENDPOINT_SETTING_DEFAULTS } from '@crosspoint/protocol/entities/endpoint-settings';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  syncOffsetForCable,
  syncOffsetLabel,
  syncOffsetRanges,
} from '@crosspoint/protocol/rules/sync-offset';
import { useUpdateEndpoint } from '../api/update-endpoint';

const OPTIONS = syncOffsetRanges().map((range) => ({
  value: String(range.option),
  label: syncOffsetLabel(range.option),
}));

/**
 * FSII antenna cable lengths (device spec §2 "Modals", §9 "Sync offset: options 1-23"): the
 * sync offset chosen from its metre ranges, or found from a measured cable length.
 */
export function CableLengthsForm({
  endpoint,
  onSaved,
}: {
  endpoint: Endpoint;
  onSaved: () => void;
}) {
  const stored = endpoint.settings.syncOffset;
  const current = typeof stored === 'number' ? stored : ENDPOINT_SETTING_DEFAULTS.syncOffset;
  const [option, setOption] = useState(current);
  const [metres, setMetres] = useState<string | number>('');
  const update = useUpdateEndpoint({ deviceId: endpoint.device_id, endpointId: endpoint.id });
  const suggested = typeof metres === 'number' ? syncOffsetForCable(metres) : undefined;

  return (
    <Stack gap="sm" data-testid="cable-lengths-form">
      <Text size="sm">
        The sync offset makes up for the delay of the cable between the base station and{' '}
        {endpoint.label}. Pick the range its cable length falls in.
      </Text>
      <NumberInput
        label="Cable length (m)"
        min={0}
        value={metres}
        onChange={(value) => {
          setMetres(value);
          const found = typeof value === 'number' ? syncOffsetForCable(value) : undefined;
          if (found !== undefined) setOption(found);
        }}
        error={
          typeof metres === 'number' && suggested === undefined
            ? 'Longer than the longest sync offset covers (1609 m).'
            : undefined
        }
        data-testid="cable-length-input"
      />
      <Select
        label="Sync offset"
        data={OPTIONS}
        value={String(option)}
        onChange={(value) => value !== null && setOption(Number(value))}
        allowDeselect={false}
        data-testid="sync-offset-select"
      />
      {update.isError && (
        <Alert
          role="alert"
          color="red"
          title={MESSAGES.failedEndpointConfig}
          data-testid="cable-lengths-error"
        >
          {update.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          disabled={option === current}
          loading={update.isPending}
          onClick={() =>
            update.mutate({ settings: { syncOffset: option } }, { onSuccess: onSaved })
          }
          data-testid="sync-offset-save"
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
