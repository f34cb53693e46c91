import { useMemo, useState } from 'react';
import { Stack, Table, TextInput, Title } from '@mantine/core';
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
  // One object per combination, so memoized rows keep their props between updates.
  const columns = useMemo<EndpointColumns>(
    () => ({ linkQuality, battery, beltpacks }),
    [linkQuality, battery, beltpacks],
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
      <Table.ScrollContainer minWidth={600}>
        <Table striped aria-labelledby={headingId} data-testid={`endpoint-list-${family.id}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Label</Table.Th>
              <Table.Th>Model</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              {linkQuality && <Table.Th>Link quality</Table.Th>}
              {battery && <Table.Th>Battery</Table.Th>}
              {beltpacks && <Table.Th>Beltpacks</Table.Th>}
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
