// Issue 2 "virtual hardware" inventory, with ids packed as ports spec §3 "Global id packing"
// says (interface = device << 8 | n, port = device << 16 | interface << 8 | n) and antennas at
// index + 1,000,000 (device spec §3). Replies parse with the protocol schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AudioInterfaceSchema } from '@crosspoint/protocol/entities/audio-interface';
import { PortSchema } from '@crosspoint/protocol/entities/port';
import { EndpointSchema } from '@crosspoint/protocol/entities/endpoint';
import { LinkGroupCapabilitySchema } from '@crosspoint/protocol/entities/capability';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import { connectLive, nextEvent, AUTH, startTestDevice, type TestDevice } from './helpers';

const EXPECTED: Record<
  DeviceTypeName,
  { interfaces: string[]; ports: string[]; endpoints: Record<string, number> }
> = {
  'HMS-4X': {
    interfaces: ['2W', '4W', 'PGM', 'SA', 'HS'],
    ports: ['2W', '2W', '4W', '4W', 'PGM', 'SA', 'HS'],
    endpoints: { 'HRM-4X': 2, 'HKB-2X': 1, 'HBP-2X': 6 },
  },
  FSII: {
    interfaces: ['2W', '4W'],
    ports: ['2W', '2W', '4W', '4W'],
    endpoints: { 'FSII-BP': 10, 'FSII-Antenna': 4 },
  },
  'LQ-4W2': {
    interfaces: ['4W', 'IVC', 'SIP'],
    ports: ['4W', '4W', 'IVC', 'IVC', 'SIP', 'SIP'],
    endpoints: { 'LQ-AIC': 2 },
  },
};

describe.each(Object.keys(EXPECTED) as DeviceTypeName[])('%s inventory', (type) => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type });
  });
  afterAll(() => t.stop());

  it('has its interfaces and ports with packed ids', async () => {
    const interfaces = z
      .array(AudioInterfaceSchema)
      .parse(await (await t.api('/api/1/devices/0/interfaces')).json());
    expect(interfaces.map((i) => i.type)).toEqual(EXPECTED[type].interfaces);
    const portTypes: string[] = [];
    for (const [n, item] of interfaces.entries()) {
      expect(item.audioInterface_id).toBe(256 + n);
      expect(item.res).toBe(`/api/1/devices/1/interfaces/${256 + n}`);
      const one = AudioInterfaceSchema.parse(
        await (await t.api(`/api/1/devices/1/interfaces/${item.audioInterface_id}`)).json(),
      );
      expect(one).toEqual(item);
      const ports = z
        .array(PortSchema)
        .parse(
          await (await t.api(`/api/1/devices/0/interfaces/${item.audioInterface_id}/ports`)).json(),
        );
      expect(ports).toHaveLength(item.portCount);
      for (const [k, port] of ports.entries()) {
        expect(port.port_id).toBe(65_536 + (n << 8) + k);
        expect(port.audioInterface_id_AudioInterface).toBe(item.audioInterface_id);
        expect(port.liveStatus).toMatchObject({ online: true, responding: true });
        portTypes.push(port.port_config_type);
      }
    }
    expect(portTypes).toEqual(EXPECTED[type].ports);
    const missing = await t.api('/api/1/devices/0/interfaces/999/ports');
    expect(missing.status).toBe(404);
  });

  it('has its endpoints, antennas at 1,000,000 + index', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    try {
      const init = nextEvent<{ result: unknown[] }>(socket, 'EndpointInit');
      socket.emit('EndpointInit');
      const endpoints = z.array(EndpointSchema).parse((await init).result);
      const counts: Record<string, number> = {};
      for (const endpoint of endpoints) counts[endpoint.type] = (counts[endpoint.type] ?? 0) + 1;
      expect(counts).toEqual(EXPECTED[type].endpoints);
      const antennas = endpoints.filter((e) => e.type === 'FSII-Antenna').map((e) => e.id);
      expect(antennas).toEqual(type === 'FSII' ? [1_000_000, 1_000_001, 1_000_002, 1_000_003] : []);
      const others = endpoints.filter((e) => e.type !== 'FSII-Antenna');
      expect(others.map((e) => e.id)).toEqual(others.map((_, n) => n + 1));
      expect(
        endpoints.every((e) => e.device_id === 1 && e.res === `/api/1/devices/1/endpoints/${e.id}`),
      ).toBe(true);
      const statuses = new Set(endpoints.map((e) => e.liveStatus?.status));
      // A fresh device shows both states on its overview (some endpoints start offline).
      expect(statuses.has('online')).toBe(true);
      expect(statuses.has('offline')).toBe(true);
      if (type === 'HMS-4X') {
        expect(endpoints.filter((e) => e.type === 'HBP-2X' && e.modelVariant === 2)).toHaveLength(
          2,
        );
      }
    } finally {
      socket.close();
    }
  });

  it('reports the link-group capability of a group of one', async () => {
    const group = LinkGroupCapabilitySchema.parse(
      await (await t.api('/api/1/capabilities/linkgroup')).json(),
    );
    if (type === 'FSII') {
      expect(group.connections.max).toEqual({ partyline: 12, group: 12 });
      expect(group.roles).toEqual([{ type: 'FSII-BP', labelLength: 10 }]);
    }
    if (type === 'LQ-4W2') {
      expect(group.connections.types).toContain('direct');
      expect(group.externalSystems.map((s) => s.type).sort()).toEqual(['IVC', 'SIP']);
      expect(group.users).toEqual(['LQ-AIC']);
    }
  });
});
