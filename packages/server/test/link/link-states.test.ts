import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { overviewDeviceStatus } from '@crosspoint/protocol/rules/device-status';
import type { TestDevice } from '../helpers';
import { deviceWhere, devicesOf, startMaster, startMember, waitFor } from './link-helpers';

const started: TestDevice[] = [];
const keep = (device: TestDevice): TestDevice => {
  started.push(device);
  return device;
};

afterEach(async () => {
  await Promise.all(started.splice(0).map((d) => d.stop()));
});

describe('link states', () => {
  // device spec §3/§4/§8: 'Slot-ID conflict detected.'
  it('a member asking for a slot the group already uses is in CONFLICT, and left out', async () => {
    const master = keep(await startMaster());
    keep(await startMember(master, 'FSII', 2));
    await deviceWhere(master, 2, (d) => d.device_masterStatus === 'READY');
    const second = keep(await startMember(master, 'LQ-4W2', 2));
    const own = await deviceWhere(second, 2, (d) => d.device_masterStatus === 'CONFLICT');
    expect(overviewDeviceStatus(own, { alerts: [], portWarnings: [] })).toEqual({
      status: 'WARNING',
      reasons: [MESSAGES.slotConflict],
    });
    const types = (await devicesOf(master)).map((d) => d.deviceType_name);
    expect(types).toEqual(['HMS-4X', 'FSII']);
  });

  it("a member in the master's own slot is in CONFLICT", async () => {
    const master = keep(await startMaster());
    const member = keep(await startMember(master, 'FSII', 1));
    await deviceWhere(member, 1, (d) => d.device_masterStatus === 'CONFLICT');
  });

  // device spec §5: "The link master's version must equal this device's."
  it('a member of another software version is BADVERSION, and left out', async () => {
    const master = keep(await startMaster());
    const member = keep(await startMember(master, 'FSII', 2, { versionSW: '0.0.1-old' }));
    const own = await deviceWhere(member, 2, (d) => d.device_masterStatus === 'BADVERSION');
    expect(overviewDeviceStatus(own, { alerts: [], portWarnings: [] }).reasons).toEqual([
      MESSAGES.badVersion,
    ]);
    expect((await devicesOf(master)).map((d) => d.device_id)).toEqual([1]);
  });

  // device spec §4/§8 'The Link-Master is unreachable.'; ports spec §8 'Connection to
  // Link-Master lost: Use of this feature is disabled'; recovery without intervention.
  it('a member whose master stops shows it unreachable, disables link-group calls, recovers', async () => {
    const master = keep(await startMaster());
    const member = keep(await startMember(master, 'FSII', 2));
    await deviceWhere(master, 2, (d) => d.device_isReachable && d.device_masterStatus === 'READY');
    const port = master.device.port;

    await master.device.close();
    const lost = await deviceWhere(member, 2, (d) => d.device_masterReachable === false);
    expect(lost.device_masterStatus).toBe('NOTREADY');
    expect(overviewDeviceStatus(lost, { alerts: [], portWarnings: [] }).reasons).toContain(
      MESSAGES.masterUnreachable,
    );
    const refused = await member.api('/api/1/capabilities/linkgroup');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      ok: false,
      message: MESSAGES.masterLostFeatureDisabled,
    });
    const other = await member.api('/api/2/devices/1/capability');
    expect(other.status).toBe(503);
    const masterRecord = await member.api('/api/2/devices/1');
    expect(await masterRecord.json()).toMatchObject({ device_id: 1, device_isReachable: false });

    await master.restart({ port });
    const back = await deviceWhere(member, 2, (d) => d.device_masterReachable === true);
    expect(back.device_masterStatus).toBe('READY');
    expect(overviewDeviceStatus(back, { alerts: [], portWarnings: [] }).status).toBe('OK');
    await deviceWhere(master, 2, (d) => d.device_isReachable);
    expect((await member.api('/api/1/capabilities/linkgroup')).status).toBe(200);
  });

  // The master sees a stopped member as unreachable (device spec §4: ERROR if unreachable).
  it('the master shows a stopped member unreachable, then reachable again', async () => {
    const master = keep(await startMaster());
    const member = keep(await startMember(master, 'LQ-4W2', 3));
    await deviceWhere(master, 3, (d) => d.device_isReachable);
    const port = member.device.port;
    await member.device.close();
    const gone = await deviceWhere(master, 3, (d) => !d.device_isReachable);
    expect(overviewDeviceStatus(gone, { alerts: [], portWarnings: [] }).status).toBe('ERROR');
    const routed = await master.api('/api/1/devices/3/interfaces');
    expect(routed.status).toBe(502);
    expect(await routed.json()).toEqual({ ok: false, message: MESSAGES.linkMemberUnreachable });
    await member.restart({ port });
    await deviceWhere(master, 3, (d) => d.device_isReachable);
  });

  // device spec §7 updatelinkingconfig; §5 slot list; "DELETE /api/2/devices/{deviceId}".
  it('links, lists slots, unlinks and removes through the console calls', async () => {
    const master = keep(await startMaster());
    const device = keep(
      await startMember(master, 'FSII', 2, {
        link: { timings: { heartbeatMs: 100, retryMinMs: 50, retryMaxMs: 200, timeoutMs: 1_000 } },
      }),
    );
    const target = `127.0.0.1:${master.device.port}`;
    const slots = await device.api(`/api/2/devices/0/linkingslots?master=${target}`);
    expect(slots.status).toBe(200);
    expect(await slots.json()).toMatchObject({
      masterType: 'HMS-4X',
      maxDevices: 4,
      deviceCount: 1,
      slots: [2, 3, 4],
    });

    const bad = await device.api('/api/2/devices/0/updatelinkingconfig', {
      method: 'POST',
      json: { mode: 'linkMember', masterIp: '172.23.0.9', slotId: 2 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, message: MESSAGES.ipReserved });

    const link = await device.api('/api/2/devices/0/updatelinkingconfig', {
      method: 'POST',
      json: {
        mode: 'linkMember',
        masterIp: '127.0.0.1',
        masterMgmtPort: master.device.port,
        slotId: 2,
      },
    });
    expect(link.status).toBe(200);
    expect(await link.json()).toEqual({ ok: true });
    await deviceWhere(master, 2, (d) => d.device_masterStatus === 'READY');

    const unlink = await device.api('/api/2/devices/0/updatelinkingconfig', {
      method: 'POST',
      json: { mode: 'disabled' },
    });
    expect(unlink.status).toBe(200);
    await waitFor('the member to leave', async () =>
      (await devicesOf(master)).length === 1 ? true : undefined,
    );
    const own = (await devicesOf(device))[0];
    expect(own).toMatchObject({ device_linking: 'disabled', device_masterStatus: 'IsMaster' });

    expect((await master.api('/api/2/devices/2', { method: 'DELETE' })).status).toBe(404);
    const host = await master.api('/api/2/devices/1', { method: 'DELETE' });
    expect(host.status).toBe(400);
  });

  it('removes an unreachable member from the master', async () => {
    const master = keep(await startMaster());
    const member = keep(await startMember(master, 'FSII', 2));
    await deviceWhere(master, 2, (d) => d.device_isReachable);
    await member.device.close();
    await deviceWhere(master, 2, (d) => !d.device_isReachable);
    const removed = await master.api('/api/2/devices/2', { method: 'DELETE' });
    expect(await removed.json()).toEqual({ ok: true });
    expect((await devicesOf(master)).map((d) => d.device_id)).toEqual([1]);
  });

  it('refuses a master that is not acting as master, with the spec message', async () => {
    const master = keep(await startMaster());
    const standalone = keep(
      await startMember(master, 'FSII', 2, { link: { initial: { mode: 'disabled' } } }),
    );
    const other = keep(
      await startMember(master, 'LQ-4W2', 3, { link: { initial: { mode: 'disabled' } } }),
    );
    const reply = await other.api('/api/2/devices/0/updatelinkingconfig', {
      method: 'POST',
      json: { mode: 'linkMember', masterIp: '127.0.0.1', masterMgmtPort: standalone.device.port },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ ok: false, message: MESSAGES.invalidLinkMaster });
  });
});
