import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { antennaDensityWarning } from '@crosspoint/protocol/rules/endpoint-status';
import { endpointModelName } from '@crosspoint/protocol/rules/endpoint-status';
import { syncOffsetLabel } from '@crosspoint/protocol/rules/sync-offset';
import { ENDPOINT_SETTING_DEFAULTS } from '@crosspoint/protocol/entities/endpoint-settings';
import type { EndpointDialogKind } from '../hooks/endpoint-dialog-context';
import { EndpointConfigForm } from './endpoint-config-form';
import { MaintenanceSection } from './maintenance-section';

/** What an antenna's dialog shows besides its label: band, beltpacks and sync offset. */
function AntennaFacts({
  endpoint,
  onCableLengths,
}: {
  endpoint: Endpoint;
  onCableLengths: () => void;
}) {
  const live = endpoint.liveStatus;
  const count = live?.connectedBeltpacks ?? 0;
  const crowded =
    live?.frequencyType !== undefined && antennaDensityWarning(count, live.frequencyType);
  const offset = endpoint.settings.syncOffset;
  return (
    <Stack gap={4} data-testid="antenna-facts">
      <Text size="sm">Band: {live?.frequencyType ? `${live.frequencyType} GHz` : 'unknown'}</Text>
      <Text size="sm" c={crowded ? 'orange.8' : undefined}>
        Connected beltpacks: {count}
        {crowded && ' (too many beltpacks on this antenna)'}
      </Text>
      <Group gap="xs">
        <Text size="sm">
          Sync offset:{' '}
          {syncOffsetLabel(
            typeof offset === 'number' ? offset : ENDPOINT_SETTING_DEFAULTS.syncOffset,
          )}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          onClick={onCableLengths}
          data-testid="open-cable-lengths"
        >
          Cable lengths…
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The body of the FSII beltpack, FSII antenna, HelixNet endpoint and Agent-IC configuration
 * dialogs (device spec §2 "Modals"; design in docs/decisions/0040-endpoint-dialogs.md).
 */
export function EndpointConfigBody({
  endpoint,
  onClose,
  onOpen,
}: {
  endpoint: Endpoint;
  onClose: () => void;
  onOpen: (kind: EndpointDialogKind) => void;
}) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {endpointModelName(endpoint)}
        {endpoint.revision && ` · firmware ${endpoint.revision}`}
      </Text>
      {endpoint.type === 'FSII-Antenna' && (
        <AntennaFacts endpoint={endpoint} onCableLengths={() => onOpen('cableLengths')} />
      )}
      <EndpointConfigForm endpoint={endpoint} onSaved={onClose} />
      <Divider />
      <MaintenanceSection endpoint={endpoint} onClose={onClose} onDelete={() => onOpen('delete')} />
    </Stack>
  );
}
