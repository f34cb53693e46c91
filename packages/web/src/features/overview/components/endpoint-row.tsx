import { memo } from 'react';
import { Table, Text } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { formatEndpointId } from '@crosspoint/protocol/rules/ids';
import { endpointModelName, endpointStatusOf } from '@crosspoint/protocol/rules/endpoint-status';
import { antennaDensityWarning } from '@crosspoint/protocol/rules/endpoint-status';
import { endpointRoleLabel } from '@crosspoint/protocol/rules/endpoint-role-label';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { LinkQuality } from './link-quality';
import { KeyStates } from './key-states';
import { EndpointActions } from './endpoint-actions';
import classes from './endpoint-row.module.css';

/** Which optional columns the row's table shows. */
export interface EndpointColumns {
  linkQuality: boolean;
  battery: boolean;
  beltpacks: boolean;
  keys: boolean;
  radio: boolean;
}

/** Where a wireless endpoint is on air: its antenna (1-based) and band, or an antenna's band. */
function radioText(live: Endpoint['liveStatus']): string {
  if (live?.frequencyType === undefined) return NONE;
  const band = `${live.frequencyType} GHz`;
  return live.antennaIndex === undefined ? band : `Antenna ${live.antennaIndex + 1} · ${band}`;
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
      <td className={classes.cell}>{formatEndpointId(endpoint.id)}</td>
      <td className={classes.cell}>{endpoint.label}</td>
      <td className={classes.cell}>{endpointModelName(endpoint)}</td>
      <td className={classes.cell}>{endpointRoleLabel(endpoint)}</td>
      <td className={classes.cell}>
        <EndpointStatusBadge id={endpoint.id} status={status} />
      </td>
      {columns.linkQuality && (
        <td className={classes.cell} data-testid={`endpoint-link-quality-${endpoint.id}`}>
          {live?.linkQuality === undefined ? (
            NONE
          ) : (
            <LinkQuality
              percent={live.linkQuality}
              type={live.linkQualityType}
              frameErrorRate={live.frameErrorRate}
            />
          )}
        </td>
      )}
      {columns.battery && (
        <td className={classes.cell} data-testid={`endpoint-battery-${endpoint.id}`}>
          {live?.batteryLevel === undefined ? NONE : `${Math.round(live.batteryLevel)}%`}
        </td>
      )}
      {columns.radio && (
        <td className={classes.cell} data-testid={`endpoint-radio-${endpoint.id}`}>
          {radioText(live)}
        </td>
      )}
      {columns.beltpacks && (
        <td className={classes.cell} data-testid={`endpoint-beltpacks-${endpoint.id}`}>
          <BeltpackCount endpoint={endpoint} />
        </td>
      )}
      {columns.keys && (
        <td className={classes.cell}>
          <KeyStates id={endpoint.id} keys={live?.keyState} callSignal={live?.callSignal} />
        </td>
      )}
      <td className={classes.cell}>
        <EndpointActions
          id={endpoint.id}
          deviceId={endpoint.device_id}
          label={endpoint.label}
          online={status === 'online'}
          antenna={endpoint.type === 'FSII-Antenna'}
        />
      </td>
    </Table.Tr>
  );
});
