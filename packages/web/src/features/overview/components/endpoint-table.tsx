import { useMemo, useState } from 'react';
import { Stack, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { endpointRoleLabel } from '@crosspoint/protocol/rules/endpoint-role-label';
import type { EndpointFamily } from '../lib/endpoint-families';
import { EndpointRow } from './endpoint-row';
import type { EndpointColumns } from './endpoint-row';

function matches(endpoint: Endpoint, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    endpoint.label.toLowerCase().includes(needle) ||
    endpointRoleLabel(endpoint).toLowerCase().includes(needle)
  );
}

/** One family's endpoint list; optional columns appear when some endpoint reports them. */
export function EndpointTable({
  family,
  endpoints,
}: {
  family: EndpointFamily;
  endpoints: Endpoint[];
}) {
  const [search, setSearch] = useState('');
  const linkQuality = endpoints.some((e) => e.liveStatus?.linkQuality !== undefined);
  const battery = endpoints.some((e) => e.liveStatus?.batteryLevel !== undefined);
  const beltpacks = endpoints.some((e) => e.liveStatus?.connectedBeltpacks !== undefined);
  const keys = endpoints.some((e) => (e.liveStatus?.keyState?.length ?? 0) > 0);
  const radio = endpoints.some((e) => e.liveStatus?.frequencyType !== undefined);
  // One object per combination, so memoized rows keep their props between updates.
  const columns = useMemo<EndpointColumns>(
    () => ({ linkQuality, battery, beltpacks, keys, radio }),
    [linkQuality, battery, beltpacks, keys, radio],
  );
  const shown = family.searchable ? endpoints.filter((e) => matches(e, search)) : endpoints;
  const headingId = `endpoint-list-title-${family.id}`;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {family.title}
      </Title>
      {family.searchable && (
        <TextInput
          label={`Search ${family.title} by role or label`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={360}
        />
      )}
      <Table.ScrollContainer minWidth={1000}>
        {/* Fixed layout: a live change re-lays out its row, not every column (issue 4). */}
        <Table
          striped
          layout="fixed"
          aria-labelledby={headingId}
          data-testid={`endpoint-list-${family.id}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>ID</Table.Th>
              <Table.Th>Label</Table.Th>
              <Table.Th w={140}>Model</Table.Th>
              <Table.Th w={130}>Role</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              {linkQuality && <Table.Th w={150}>Link quality</Table.Th>}
              {battery && <Table.Th w={80}>Battery</Table.Th>}
              {radio && <Table.Th w={150}>Radio</Table.Th>}
              {beltpacks && <Table.Th w={110}>Beltpacks</Table.Th>}
              {keys && <Table.Th w={190}>Keys</Table.Th>}
              <Table.Th w={130}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} columns={columns} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
