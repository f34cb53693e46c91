import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEndpoints } from '../../../lib/queries/endpoints';
import { useLiveStatus } from '../../../lib/live-provider';
import { ENDPOINT_FAMILIES } from '../lib/endpoint-families';
import { EndpointFamilyList } from './endpoint-family-list';

const countOf = (endpoints: unknown[]): number => endpoints.length;

/** The overview's endpoint lists, one per family present (device spec §2). */
export function EndpointLists() {
  const { data: count } = useEndpoints(countOf);
  const live = useLiveStatus();
  if (count === undefined) {
    if (live === 'failed') return null;
    return (
      <Group gap="xs" data-testid="endpoints-loading">
        <Loader size="xs" />
        <Text size="sm">Waiting for the live endpoint list…</Text>
      </Group>
    );
  }
  if (count === 0) return <Text size="sm">No endpoints are connected.</Text>;
  return (
    <Stack gap="lg">
      {ENDPOINT_FAMILIES.map((family) => (
        <EndpointFamilyList key={family.id} family={family} />
      ))}
    </Stack>
  );
}
