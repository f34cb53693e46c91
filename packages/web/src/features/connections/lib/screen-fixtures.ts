// Test data of the assignment screen (tests only), through the protocol schemas.
import { PortSchema, type Port } from '@crosspoint/protocol/entities/port';
import type { FakeServer } from '../../../test/fake-server';
import { makeDevice, makeLinkGroupCapability } from '../../../test/fixtures';

/** A port of device 1, interface 256, number `n`. */
export function makePort(
  n: number,
  type: string,
  connections: Port['port_connections'] = {},
): Port {
  return PortSchema.parse({
    port_id: 65536 + n,
    res: `/api/1/devices/1/interfaces/256/ports/${65536 + n}`,
    port_label: `${type} ${n}`,
    port_desc: String(n),
    port_config_type: type,
    port_hwIndex: n,
    device_id: 1,
    audioInterface_id_AudioInterface: 256,
    audioInterfaceType_shortName: type,
    audioInterfaceType_longName: type,
    port_settings: {},
    port_connections: connections,
    liveStatus: { online: true },
  });
}

export function serve(
  server: FakeServer,
  deviceType: string,
  types: Array<'partyline' | 'direct' | 'group'>,
  ports: Port[],
) {
  server.reply('GET', '/api/2/devices', {
    body: [makeDevice({ deviceType_name: deviceType, device_usage: 10 })],
  });
  server.reply('GET', '/api/1/capabilities/linkgroup', {
    body: makeLinkGroupCapability({ connections: { types, max: {}, dynamic: true } }),
  });
  server.reply('GET', '/api/1/connections', {
    body: [
      { id: 1, res: '/api/1/connections/1', label: 'Channel 1', type: 'partyline' },
      { id: 5, res: '/api/1/connections/5', label: 'Crew', type: 'group' },
    ],
  });
  server.reply('GET', '/api/1/connections/liveStatus', {
    body: [
      {
        id: 1,
        events: { call: false, control: false, talk: true },
        participants: [{ res: ports[0]?.res ?? '', device_id: 1, label: 'x', joinState: 'Talk' }],
      },
    ],
  });
  server.reply('GET', '/api/1/devices/1/interfaces', {
    body: [
      {
        audioInterface_id: 256,
        res: '/api/1/devices/1/interfaces/256',
        device_id_Device: 1,
        type: '4W',
        longName: '4-Wire',
        portCount: ports.length,
        hwIndex: 0,
        settings: {},
        liveStatus: {},
      },
    ],
  });
  server.reply('GET', '/api/1/devices/1/interfaces/256/ports', { body: ports });
}
