import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCapabilitySchema } from '@crosspoint/protocol/entities/capability';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { overviewDeviceStatus } from '@crosspoint/protocol/rules/device-status';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { AUTH, connectLive, nextEvent, type TestDevice } from '../helpers';
import { deviceWhere, devicesOf, startMaster, startMember, waitFor } from './link-helpers';

// Three real device servers in one test, linked over real HTTP and sockets on loopback
// (architecture §2; issue 7 "Done when").
describe('a link group of three device servers', () => {
  let master: TestDevice;
  let fsii: TestDevice;
  let lq: TestDevice;

  beforeAll(async () => {
    master = await startMaster();
    fsii = await startMember(master, 'FSII', 2);
    lq = await startMember(master, 'LQ-4W2', 3);
  });

  afterAll(async () => {
    await Promise.all([lq?.stop(), fsii?.stop()]);
    await master?.stop();
  });

  // device spec §3/§4: a member accepted by its master is READY; the master lists the group.
  it('joins: the master lists all three devices, members READY and reachable', async () => {
    await deviceWhere(master, 2, (d) => d.device_masterStatus === 'READY' && d.device_isReachable);
    await deviceWhere(master, 3, (d) => d.device_masterStatus === 'READY' && d.device_isReachable);
    const devices = await devicesOf(master);
    expect(devices.map((d) => [d.device_id, d.deviceType_name, d.isHost])).toEqual([
      [1, 'HMS-4X', true],
      [2, 'FSII', false],
      [3, 'LQ-4W2', false],
    ]);
    const host = devices[0];
    expect(host?.device_linking).toBe('linkMaster');
    expect(host?.device_masterStatus).toBe('IsMaster');
    // device spec §4: every tile of a healthy group is OK.
    for (const device of devices) {
      expect(overviewDeviceStatus(device, { alerts: [], portWarnings: [] }).status).toBe('OK');
    }
  });

  it("a member's own list shows it linked to the master, and the rest of the group", async () => {
    const own = await deviceWhere(fsii, 2, (d) => d.device_masterStatus === 'READY');
    expect(own).toMatchObject({
      isHost: true,
      device_linking: 'linkMember',
      device_isMaster: false,
      device_masterAddress: '127.0.0.1',
      device_masterPort: master.device.port,
      device_masterReachable: true,
    });
    const ids = (await devicesOf(fsii)).map((d) => d.device_id).sort();
    expect(ids).toEqual([1, 2, 3]);
  });

  // architecture §5: the master's EndpointInit covers the group; updates come live.
  it("the master's live socket lists and updates the members' endpoints", async () => {
    const socket = await connectLive(master.device.url, { auth: AUTH });
    try {
      const init = nextEvent<{ result: Endpoint[] }>(socket, 'EndpointInit');
      socket.emit('EndpointInit');
      const { result } = await init;
      const byDevice = (id: number) => result.filter((e) => e.device_id === id).map((e) => e.type);
      expect(byDevice(1)).toContain('HBP-2X');
      expect(byDevice(2)).toContain('FSII-BP');
      expect(byDevice(3)).toEqual(['LQ-AIC', 'LQ-AIC']);
      expect(new Set(result.map((e) => e.id)).size).toBe(result.length);
      const agent = result.find((e) => e.device_id === 3);
      if (!agent) throw new Error('no LQ endpoint');
      const update = nextEvent<{ endpointId: number; value: unknown }>(
        socket,
        'EndpointUpdated',
        (change) => change.endpointId === agent.id,
      );
      const forced = await lq.api(`/sim/endpoints/${agent.id}`, {
        method: 'POST',
        json: { status: 'offline' },
      });
      expect(forced.status).toBe(200);
      expect(await update).toMatchObject({ endpointId: agent.id });
      const removed = nextEvent<{ endpointId: number }>(
        socket,
        'EndpointRemoved',
        (change) => change.endpointId === agent.id,
      );
      expect((await lq.api(`/sim/endpoints/${agent.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await removed).toEqual({ endpointId: agent.id });
    } finally {
      socket.close();
    }
  });

  // architecture §2: calls for another device's resources are routed by the host.
  it("routes a call for a member's interfaces and ports through the host", async () => {
    const direct = await (await fsii.api('/api/1/devices/2/interfaces')).json();
    const routed = await master.api('/api/1/devices/2/interfaces');
    expect(routed.status).toBe(200);
    expect(await routed.json()).toEqual(direct);
    const iface = (direct as { audioInterface_id: number }[])[0];
    if (!iface) throw new Error('no interface');
    const path = `/api/1/devices/2/interfaces/${iface.audioInterface_id}/ports`;
    const ports = await master.api(path);
    expect(ports.status).toBe(200);
    const list = (await ports.json()) as { port_id: number }[];
    expect(list).toEqual(await (await fsii.api(path)).json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.port_id >> 16 === 2)).toBe(true);
    const capability = DeviceCapabilitySchema.parse(
      await (await master.api('/api/2/devices/3/capability')).json(),
    );
    expect(capability.type).toBe('LQ-4W2');
  });

  it('answers 404 "Cannot find device with ID" for a slot that is not in the group', async () => {
    const reply = await master.api('/api/1/devices/9/interfaces');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ ok: false, message: MESSAGES.deviceNotFound });
  });

  it('a member forwards link-group calls to its master', async () => {
    const own = await (await master.api('/api/1/capabilities/linkgroup')).json();
    const forwarded = await lq.api('/api/1/capabilities/linkgroup');
    expect(forwarded.status).toBe(200);
    const body = (await forwarded.json()) as { deviceTypes: string[] };
    expect(body).toEqual(own);
    // ports spec §3: the group's capabilities cover every device of the group.
    expect(body.deviceTypes).toEqual(['HMS-4X', 'FSII', 'LQ-4W2']);
  });

  it('a member routes a call for another member through the master', async () => {
    const reply = await lq.api('/api/2/devices/2/capability');
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ type: 'FSII' });
  });

  it("serves another device's record as the host sees it", async () => {
    const reply = await master.api('/api/2/devices/3');
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      device_id: 3,
      isHost: false,
      device_isReachable: true,
      device_linking: 'linkMember',
    });
  });

  // device spec §7: GET devices with proxytarget=host[:port] reads a remote link master.
  it('reads the master device list with proxytarget', async () => {
    const reply = await fsii.api(`/api/2/devices?proxytarget=127.0.0.1:${master.device.port}`);
    expect(reply.status).toBe(200);
    const devices = (await reply.json()) as { device_id: number; isHost: boolean }[];
    expect(devices.map((d) => d.device_id)).toEqual([1, 2, 3]);
    expect(devices.every((d) => !d.isHost)).toBe(true);
  });

  it('updates the member label on the master live', async () => {
    const put = await fsii.api('/api/2/devices/2', {
      method: 'PUT',
      json: { label: 'Stage left' },
    });
    expect(put.status).toBe(200);
    // The member's live flags are coalesced on its (test) clock: let 100 ms pass there.
    fsii.clock.advance(200);
    await deviceWhere(master, 2, (d) => d.device_label === 'Stage left');
    const routed = await master.api('/api/2/devices/2', {
      method: 'PUT',
      json: { label: 'Stage right' },
    });
    expect(routed.status).toBe(200);
    await waitFor('label on the member', async () => {
      const own = await (await fsii.api('/api/2/devices/0')).json();
      return (own as { device_label: string }).device_label === 'Stage right' ? true : undefined;
    });
  });
});
