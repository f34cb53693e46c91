import { Stack, Title } from '@mantine/core';
import { overviewSections } from '@crosspoint/protocol/rules/overview-sections';
import { useLinkGroupCapability } from '../../../lib/queries/link-group-capability';
import { DeviceTiles } from './device-tiles';
import { EndpointLists } from './endpoint-lists';
import { ResourceUsage } from './resource-usage';

/** The overview / device list (device spec §2 "Overview page"). */
export function OverviewPage() {
  const capability = useLinkGroupCapability().data;
  const resourceUsage = capability !== undefined && overviewSections(capability).resourceUsage;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Overview
      </Title>
      <DeviceTiles />
      {resourceUsage && <ResourceUsage />}
      <EndpointLists />
    </Stack>
  );
}
