// Decision 0075: a device that links with another free slot renumbers every stored id that
// carries its slot (architecture §2 "interface id = device << 8 | n; port id = device << 16 |
// interface << 8 | n", decision 0073 endpoint ids) in one transaction and restarts in-process.
// device spec §5: "The slot list comes from the master"; a taken slot is refused.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { LQ_PORTS, join, portOf, readJson, setPortSettings } from '../connection-helpers';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { EndpointInitSchema } from '@crosspoint/protocol/live';
import { AUTH, connectLive, nextEvent, type TestDevice } from '../helpers';
import { deviceWhere, FAST_LINK, startMaster, waitFor } from './link-helpers';
import { startTestDevice } from '../helpers';

const SLOT2 = {
  fourWA: '/api/1/devices/2/interfaces/512/ports/131072',
  fourWB: '/api/1/devices/2/interfaces/512/ports/131073',
};

/** Every row of every table of a device's database, for "nothing changed" comparisons. */
function dump(dir: string): Record<string, unknown[]> {
  const db = new Database(path.join(dir, 'device.sqlite'), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables
        .filter((t) => t.name !== 'sqlite_sequence')
        .map((t) => [t.name, db.prepare(`SELECT * FROM ${t.name} ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

async function endpointList(device: TestDevice): Promise<Endpoint[]> {
  const socket = await connectLive(device.device.url, { auth: AUTH });
  try {
    const init = nextEvent<unknown>(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    return EndpointInitSchema.parse(await init).result;
  } finally {
    socket.close();
  }
}

function link(member: TestDevice, master: TestDevice, slotId: number): Promise<Response> {
  return member.api('/api/2/devices/0/updatelinkingconfig', {
    method: 'POST',
    json: {
      mode: 'linkMember',
      masterIp: '127.0.0.1',
      masterMgmtPort: master.device.port,
      slotId,
    },
  });
}

describe('linking with another slot', () => {
  const running: TestDevice[] = [];
  afterEach(async () => {
    for (const device of running.splice(0).reverse()) await device.stop();
  });

  async function freshPair(slotId = 1): Promise<{ master: TestDevice; member: TestDevice }> {
    const master = await startMaster({ type: 'LQ-4W2' });
    running.push(master);
    const member = await startTestDevice({
      type: 'LQ-4W2',
      slotId,
      link: { timings: FAST_LINK },
    });
    running.push(member);
    return { master, member };
  }

  it('renumbers a fresh slot-1 device to slot 2, keeps its data and joins', async () => {
    const { master, member } = await freshPair();
    // Data set while standalone in slot 1: a port label, a local mix and an assignment.
    const labelled = await member.api('/api/1/devices/1/interfaces/256/ports', {
      method: 'PUT',
      json: { res: [LQ_PORTS.fourWA], label: 'Stage left' },
    });
    expect(labelled.status).toBe(200);
    await setPortSettings(member, LQ_PORTS.fourWA, { localMix: { bridge: [65537] } });
    const channel = (await readJson(
      member.api('/api/1/connections', { method: 'POST', json: { type: 'partyline' } }),
    )) as { id: number; res: string };
    expect((await join(member, LQ_PORTS.fourWB, channel.res)).status).toBe(200);
    const endpointsBefore = await endpointList(member);
    expect(endpointsBefore.length).toBeGreaterThan(0);

    const reply = await link(member, master, 2);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true });

    // The master lists the member in slot 2, READY (device spec §5).
    await deviceWhere(master, 2, (d) => d.device_masterStatus === 'READY' && d.device_isReachable);
    const own = await waitFor('the member restarted in slot 2', async () => {
      const r = await member.api('/api/2/devices/0');
      if (r.status !== 200) return undefined;
      const d = (await r.json()) as { device_id: number };
      return d.device_id === 2 ? d : undefined;
    });
    expect(own.device_id).toBe(2);

    const portA = await portOf(member, SLOT2.fourWA);
    expect(portA).toMatchObject({
      port_id: 131072,
      audioInterface_id_AudioInterface: 512,
      port_label: 'Stage left',
      port_settings: { localMix: { bridge: [131073] } },
    });
    const portB = await portOf(member, SLOT2.fourWB);
    expect(portB).toMatchObject({
      port_connections: { partyline: { [String(channel.id)]: expect.anything() as unknown } },
    });
    const interfaces = (await readJson(member.api('/api/1/devices/2/interfaces'))) as {
      res: string;
    }[];
    expect(interfaces.map((i) => i.res)).toEqual(
      [512, 513, 514].map((id) => `/api/1/devices/2/interfaces/${id}`),
    );
    // The live hub was rebuilt: its endpoint list carries the slot-2 ids and paths.
    const endpointsAfter = await endpointList(member);
    expect(endpointsAfter.map((e) => [e.id, e.res, e.label])).toEqual(
      endpointsBefore.map((e) => {
        const id = e.id < 1_000_000 ? e.id + 100 : e.id;
        return [id, `/api/1/devices/2/endpoints/${id}`, e.label];
      }),
    );
    // Slot 1 is now the master's: the member routes it there (architecture §2).
    const slot1 = (await readJson(member.api('/api/1/devices/1/interfaces/256/ports'))) as {
      device_id: number;
      port_label: string;
    }[];
    expect(slot1.map((p) => p.device_id)).toEqual([1, 1]);
    expect(slot1.map((p) => p.port_label)).not.toContain('Stage left');

    // A call for the member's port made on the master is routed by the host.
    const viaMaster = await portOf(master, SLOT2.fourWA);
    expect(viaMaster).toMatchObject({ port_id: 131072, port_label: 'Stage left', device_id: 2 });
    await setPortSettings(master, SLOT2.fourWB, { multiChannel: false });
  }, 30_000);

  it('refuses a slot the master holds and renumbers nothing', async () => {
    const { master, member } = await freshPair(3);
    const before = dump(member.dir);
    const reply = await link(member, master, 1);
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ ok: false, message: MESSAGES.slotConflict });
    expect(dump(member.dir)).toEqual(before);
    const own = (await readJson(member.api('/api/2/devices/0'))) as { device_id: number };
    expect(own.device_id).toBe(3);
  });
});
