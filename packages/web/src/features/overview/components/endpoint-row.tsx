import { memo } from 'react';
import { Table, Text } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { formatEndpointId } from '@crosspoint/protocol/rules/ids';
import { endpointModelName, endpointStatusOf } from '@crosspoint/protocol/rules/endpoint-status';
import { antennaDensityWarning } from '@crosspoint/protocol/rules/endpoint-status';
import { endpointRoleLabel } from '@crosspoint/protocol/rules/endpoint-role-label';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { LinkQuality } from './link-quality';

/** Which optional columns the row's table shows. */
export interface EndpointColumns {
  linkQuality: boolean;
  battery: boolean;
  beltpacks: boolean;
}

const NONE = '–';

function BeltpackCount({ endpoint }: { endpoint: Endpoint }) {
  const count = endpoint.liveStatus?.connectedBeltpacks;
  const frequency = endpoint.liveStatus?.frequencyType;
  if (count === undefined) return NONE;
  const crowded = frequency !== undefined && antennaDensityWarning(count, frequency);
  return (
    <Text
      size="sm"
      c={crowded ? 'orange.8' : undefined}
      data-density-warning={crowded || undefined}
    >
      {count}
      {crowded && ' (too many beltpacks on this antenna)'}
    </Text>
  );
}

/**
 * One endpoint of an overview list. Memoized: the live client replaces only the endpoint that
 * changed, so a status change re-renders one row, not the list.
 */
export const EndpointRow = memo(function EndpointRow({
  endpoint,
  columns,
}: {
  endpoint: Endpoint;
  columns: EndpointColumns;
}) {
  const status = endpointStatusOf(endpoint);
  const live = endpoint.liveStatus;
  return (
    <Table.Tr data-testid={`endpoint-row-${endpoint.id}`} data-status={status}>
      <Table.Td>{formatEndpointId(endpoint.id)}</Table.Td>
      <Table.Td>{endpoint.label}</Table.Td>
      <Table.Td>{endpointModelName(endpoint)}</Table.Td>
      <Table.Td>{endpointRoleLabel(endpoint)}</Table.Td>
      <Table.Td>
        <EndpointStatusBadge id={endpoint.id} status={status} />
      </Table.Td>
      {columns.linkQuality && (
        <Table.Td data-testid={`endpoint-link-quality-${endpoint.id}`}>
          {live?.linkQuality === undefined ? (
            NONE
          ) : (
            <LinkQuality percent={live.linkQuality} frameErrorRate={live.frameErrorRate} />
          )}
        </Table.Td>
      )}
      {columns.battery && (
        <Table.Td data-testid={`endpoint-battery-${endpoint.id}`}>
          {live?.batteryLevel === undefined ? NONE : `${Math.round(live.batteryLevel)}%`}
        </Table.Td>
      )}
      {columns.beltpacks && (
        <Table.Td>
          <BeltpackCount endpoint={endpoint} />
        </Table.Td>
      )}
    </Table.Tr>
  );
});
