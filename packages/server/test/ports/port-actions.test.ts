// ports spec §7 "Ports and interfaces": PUT /interfaces/{id}, POST/GET .../nulling,
// POST .../gpo; §5 multichannel and power confirmations; §4 nulling.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullingStatusSchema } from '@crosspoint/protocol/entities/port-update';
import { startTestDevice, type TestDevice } from '../helpers';
import { allInterfaces, portByDesc, putPorts, replyOf } from './port-helpers';

const portPath = (port: { audioInterface_id_AudioInterface: number; port_id: number }) =>
  `/api/1/devices/0/interfaces/${port.audioInterface_id_AudioInterface}/ports/${port.port_id}`;

describe('interfaces, nulling and multichannel on an HMS-4X', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'HMS-4X' });
  });
  afterAll(() => t.stop());

  const putInterface = (ids: string, json: unknown) =>
    t.api(`/api/1/devices/0/interfaces/${ids}`, { method: 'PUT', json });

  // ports spec §5: "Changing power warns that termination follows power."
  it('switches termination with power', async () => {
    expect((await putInterface('256', { power: false })).status).toBe(200);
    let twoWire = (await allInterfaces(t))[0];
    expect(twoWire?.settings).toEqual({ power: false, termination: false });
    // the virtual hardware senses the power it no longer delivers
    expect(twoWire?.liveStatus).toEqual({ powerSense: false });
    expect((await putInterface('256', { termination: true })).status).toBe(400);
    expect((await putInterface('256', { power: true })).status).toBe(200);
    expect((await putInterface('256', { termination: false })).status).toBe(200);
    twoWire = (await allInterfaces(t))[0];
    expect(twoWire?.settings).toEqual({ power: true, termination: false });
    expect(twoWire?.liveStatus).toEqual({ powerSense: true });
  });

  it('refuses interface changes that do not apply or do not parse', async () => {
    expect((await putInterface('257', { power: false })).status).toBe(400);
    expect((await putInterface('256', { power: 'off' })).status).toBe(400);
    expect((await putInterface('256', {})).status).toBe(400);
    expect((await putInterface('256', { power: true, termination: false })).status).toBe(400);
    expect((await putInterface('999', { power: true })).status).toBe(404);
    expect((await putInterface('256,abc', { power: true })).status).toBe(400);
  });

  // ports spec §4 "Nulling": start shows Starting, then the device reports progress, then Idle.
  it('runs a nulling sequence on a 2-wire port', async () => {
    const a = await portByDesc(t, 'A');
    const status = async () =>
      NullingStatusSchema.parse(await (await t.api(`${portPath(a)}/nulling`)).json());
    expect(await status()).toEqual({ status: 'Idle' });
    expect(await replyOf(await t.api(`${portPath(a)}/nulling`, { method: 'POST' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await status()).toEqual({ status: 'Starting' });
    t.clock.advance(1_000);
    expect(await status()).toEqual({ status: 'Nulling', progress: 0 });
    t.clock.advance(2_000);
    expect(await status()).toEqual({ status: 'Nulling', progress: 40 });
    t.clock.advance(3_000);
    expect(await status()).toEqual({ status: 'Idle' });
  });

  it('reports an error when the port does not respond, and refuses ports without nulling', async () => {
    const b = await portByDesc(t, 'B');
    await t.api(`/sim/ports/${b.port_id}`, { method: 'POST', json: { responding: false } });
    await t.api(`${portPath(b)}/nulling`, { method: 'POST' });
    const error = NullingStatusSchema.parse(await (await t.api(`${portPath(b)}/nulling`)).json());
    expect(error.status).toBe('Error');
    const c = await portByDesc(t, 'C');
    expect((await t.api(`${portPath(c)}/nulling`, { method: 'POST' })).status).toBe(400);
    expect((await t.api(`/api/1/devices/0/interfaces/256/ports/99/nulling`)).status).toBe(404);
    expect((await t.api(`/api/1/devices/0/interfaces/257/ports/${b.port_id}/nulling`)).status).toBe(
      404,
    );
  });

  // ports spec §5: "Changing multichannel on ports asks confirmation that channel assignments
  // will be removed for affected ports."
  it('removes the channel assignments of ports whose multichannel changes', async () => {
    const [c, d] = [await portByDesc(t, 'C'), await portByDesc(t, 'D')];
    const db = new Database(path.join(t.dir, 'device.sqlite'));
    const assigned = JSON.stringify({
      partyline: { '1': { connectionState: 0 } },
      group: { '13': { connectionState: 0 } },
    });
    db.prepare(
      'UPDATE ports SET connections = ?, settings = json_set(settings, ?, json(?)) WHERE id = ?',
    ).run(assigned, '$.multiChannel', 'true', d.port_id);
    db.prepare('UPDATE ports SET connections = ? WHERE id = ?').run(assigned, c.port_id);
    db.close();
    // C changes (false → true), D already is multichannel: only C loses its channels
    expect((await putPorts(t, [c, d], { multiChannel: true })).status).toBe(200);
    const after = [await portByDesc(t, 'C'), await portByDesc(t, 'D')];
    expect(after[0]?.port_connections).toEqual({ group: { '13': { connectionState: 0 } } });
    expect(after[1]?.port_connections).toEqual(JSON.parse(assigned));
    expect(after.map((p) => p.port_settings.multiChannel)).toEqual([true, true]);
  });
});

describe('GPO test on an LQ-4W2', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterAll(() => t.stop());

  // ports spec §2 "A GPO test forces the state of an output"; §9 "GPO call timeout 4000 ms".
  it('forces the port GPO for the timeout, then releases it', async () => {
    const a = await portByDesc(t, 'A');
    const reply = await t.api(`${portPath(a)}/gpo`, {
      method: 'POST',
      json: { enabled: true, timeout: 4000 },
    });
    expect(await replyOf(reply)).toEqual({ status: 200, body: { ok: true } });
    expect((await portByDesc(t, 'A')).liveStatus.gpos).toEqual([{ status: true, forced: true }]);
    t.clock.advance(3_999);
    expect((await portByDesc(t, 'A')).liveStatus.gpos).toEqual([{ status: true, forced: true }]);
    t.clock.advance(1);
    expect((await portByDesc(t, 'A')).liveStatus.gpos).toEqual([{ status: false, forced: false }]);
  });

  it('answers 404 for unknown devices, interfaces and ports', async () => {
    const body = { enabled: true, timeout: 4000 };
    const paths = [
      '/api/1/devices/9/interfaces/256/ports/65536/gpo',
      '/api/1/devices/0/interfaces/999/ports/65536/gpo',
      '/api/1/devices/0/interfaces/257/ports/65536/gpo',
      '/api/1/devices/0/interfaces/256/ports/1/gpo',
    ];
    for (const path of paths) {
      expect((await t.api(path, { method: 'POST', json: body })).status).toBe(404);
    }
    const device = await t.api('/api/1/devices/9/interfaces/256', {
      method: 'PUT',
      json: { power: true },
    });
    expect(await replyOf(device)).toEqual({
      status: 404,
      body: { ok: false, message: 'Cannot find device with ID' },
    });
    expect(
      (await t.api('/api/1/devices/0/interfaces/256/ports/x/gpo', { method: 'POST', json: body }))
        .status,
    ).toBe(400);
  });

  it.each([
    ['A', { enabled: 'yes', timeout: 4000 }, 400],
    ['A', { enabled: true }, 400],
    ['A', { enabled: true, timeout: -1 }, 400],
    ['A', { enabled: true, timeout: 4000, extra: 1 }, 400],
    ['SIP 1', { enabled: true, timeout: 4000 }, 400],
  ])('port %s with %j answers %i', async (desc, body, status) => {
    const port = await portByDesc(t, desc);
    expect((await t.api(`${portPath(port)}/gpo`, { method: 'POST', json: body })).status).toBe(
      status,
    );
  });
});
