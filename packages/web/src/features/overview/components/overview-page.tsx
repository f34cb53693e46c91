import { Stack, Title } from '@mantine/core';
import { DeviceTiles } from './device-tiles';
import { EndpointLists } from './endpoint-lists';

/** The overview / device list (device spec §2 "Overview page"). */
export function OverviewPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Overview
      </Title>
      <DeviceTiles />
      <EndpointLists />
    </Stack>
  );
}
