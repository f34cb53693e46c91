import { Group, Loader, Stack, Text } from '@mantine/core';
import { overviewSections } from '@crosspoint/protocol/rules/overview-sections';
import { useEndpoints } from '../../../lib/queries/endpoints';
import { useLinkGroupCapability } from '../../../lib/queries/link-group-capability';
import { useLiveStatus } from '../../../lib/live-provider';
import { ENDPOINT_FAMILIES } from '../lib/endpoint-families';
import { EndpointDialogs } from './endpoint-dialogs';
import { EndpointFamilyList } from './endpoint-family-list';
import { KeyStateLegend } from './key-state-legend';

const countOf = (endpoints: unknown[]): number => endpoints.length;

/**
 * The overview's endpoint lists, one per family present whose section the link-group
 * capabilities allow (device spec §2; until they load, every family present shows), with the
 * key-state legend and the endpoint dialogs.
 */
export function EndpointLists() {
  const { data: count } = useEndpoints(countOf);
  const capability = useLinkGroupCapability().data;
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
  const sections = capability && overviewSections(capability);
  const families = ENDPOINT_FAMILIES.filter((family) => !sections || sections[family.section]);
  return (
    <EndpointDialogs>
      <Stack gap="lg">
        <KeyStateLegend />
        {families.map((family) => (
          <EndpointFamilyList key={family.id} family={family} />
        ))}
      </Stack>
    </EndpointDialogs>
  );
}
