import { Stack, Text } from '@mantine/core';
import { PortSection } from './port-section';
import type { Port } from '@crosspoint/protocol/entities/port';
import {
  externalConnectionMessage,
  sipRegistrationMessage,
} from '@crosspoint/protocol/rules/port-warnings';

/** External devices a port can be bound to: IVC-32 and SIP lines (ports spec §2, §3). */
const EXTERNAL_TYPES = new Set(['IVC', 'SIP']);

function connection(port: Port): string {
  const live = port.liveStatus;
  if (port.port_config_type === 'SIP' && live.sipRegistrationStatusCode !== undefined) {
    return sipRegistrationMessage(live.sipRegistrationStatusCode);
  }
  return live.externalConnectionStatus === undefined
    ? '—'
    : externalConnectionMessage(live.externalConnectionStatus);
}

/**
 * External device settings of IVC and SIP ports (ports spec §2): the external device and line
 * the port is bound to and its connection state. The accounts screens edit the accounts.
 */
export function ExternalDeviceSection({ ports }: { ports: readonly Port[] }) {
  if (!ports.every((p) => EXTERNAL_TYPES.has(p.audioInterfaceType_shortName))) return null;
  return (
    <PortSection title="External device" testId="section-external-device">
      <Stack gap={4}>
        {ports.map((p) => (
          <Text size="sm" key={p.port_id} data-testid={`external-${p.port_id}`}>
            {p.port_label}:{' '}
            {p.port_externalDeviceId === undefined
              ? 'No external device assigned'
              : `device ${p.port_externalDeviceId}, line ${p.port_externalPortId ?? '—'}`}{' '}
            · {connection(p)}
            {p.lastUri ? ` · last call ${p.lastUri}` : ''}
          </Text>
        ))}
      </Stack>
    </PortSection>
  );
}
