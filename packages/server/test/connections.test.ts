// Issue 6 through the API: ports spec §7 "Connections" (list, add with the maximum counts of
// §8/§9, rename, delete with the §5 rule), live status (§3) and the live flag (§4 "Live data").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConnectionLiveStatusSchema,
  ConnectionSchema,
} from '@crosspoint/protocol/entities/connection';
import { DeviceSchema } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { AUTH, connectLive, nextEvent, startTestDevice, type TestDevice } from './helpers';
import { join, LQ_PORTS, readJson } from './connection-helpers';

const Connections = z.array(ConnectionSchema);

describe('connections on an LQ-4W2', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterEach(() => t.stop());

  async function list() {
    return Connections.parse(await readJson(t.api('/api/1/connections')));
  }

  it('lists the factory channels with their res', async () => {
    const connections = await list();
    expect(connections.length).toBeGreaterThan(0);
    for (const c of connections) expect(c.res).toBe(`/api/1/connections/${c.id}`);
  });

  it('adds a connection of each type, answering id and res', async () => {
    const before = await list();
    for (const type of ['partyline', 'direct', 'group'] as const) {
      const reply = await t.api('/api/1/connections', { method: 'POST', json: { type } });
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as { ok: boolean; id: number; res: string };
      expect(body).toEqual({
        ok: true,
        id: expect.any(Number),
        res: `/api/1/connections/${body.id}`,
      });
      const added = (await list()).find((c) => c.id === body.id);
      expect(added?.type).toBe(type);
    }
    expect((await list()).length).toBe(before.length + 3);
  });

  // ports spec §8 "Maximum connections": 'The maximum number of Channels has been reached.',
  // 'The maximum number of 4W Direct Channels has been reached.'; other types name the type.
  // §9 "Connection maximum per type: from capabilities" (LQ-4W2: 24 channels, 12 directs, 24 groups).
  it.each([
    { type: 'partyline', max: 24, message: 'The maximum number of Channels has been reached.' },
    {
      type: 'direct',
      max: 12,
      message: 'The maximum number of 4W Direct Channels has been reached.',
    },
    { type: 'group', max: 24, message: 'The maximum number of Groups has been reached.' },
  ])('refuses a $type past the maximum of $max', async ({ type, max, message }) => {
    const existing = (await list()).filter((c) => c.type === type).length;
    for (let n = existing; n < max; n++) {
      expect((await t.api('/api/1/connections', { method: 'POST', json: { type } })).status).toBe(
        200,
      );
    }
    const refused = await t.api('/api/1/connections', { method: 'POST', json: { type } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ ok: false, message });
    expect((await list()).filter((c) => c.type === type)).toHaveLength(max);
  });

  it('renames a connection; refuses an empty label and an unknown id', async () => {
    const [first] = await list();
    if (!first) throw new Error('no factory connection');
    const ok = await t.api(`/api/1/connections/${first.id}`, {
      method: 'PUT',
      json: { label: 'Producers' },
    });
    expect(await ok.json()).toEqual({ ok: true });
    expect((await list()).find((c) => c.id === first.id)?.label).toBe('Producers');
    const empty = await t.api(`/api/1/connections/${first.id}`, {
      method: 'PUT',
      json: { label: ' ' },
    });
    expect(empty.status).toBe(400);
    const unknown = await t.api('/api/1/connections/999', { method: 'PUT', json: { label: 'X' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, message: MESSAGES.connectionNotFound });
    expect((await list()).find((c) => c.id === first.id)?.label).toBe('Producers');
  });

  // ports spec §5: "Deleting a connection requires a reachable master and no ports ('Ports
  // must be removed before deleting this channel.')."
  it('deletes a connection only once its ports are removed', async () => {
    const added = (await readJson(
      t.api('/api/1/connections', { method: 'POST', json: { type: 'partyline' } }),
    )) as { id: number; res: string };
    expect((await join(t, LQ_PORTS.fourWA, added.res)).status).toBe(200);
    const refused = await t.api(`/api/1/connections/${added.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ ok: false, message: MESSAGES.connectionHasPorts });
    expect((await list()).some((c) => c.id === added.id)).toBe(true);

    expect((await join(t, LQ_PORTS.fourWA, added.res, 'leave')).status).toBe(200);
    expect(await readJson(t.api(`/api/1/connections/${added.id}`, { method: 'DELETE' }))).toEqual({
      ok: true,
    });
    expect((await list()).some((c) => c.id === added.id)).toBe(false);
    expect((await t.api(`/api/1/connections/${added.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('reports participants with their join state and connection events', async () => {
    const [first] = await list();
    if (!first) throw new Error('no factory connection');
    await join(t, LQ_PORTS.fourWA, first.res);
    await join(t, LQ_PORTS.sip1, first.res);
    const live = z
      .array(ConnectionLiveStatusSchema)
      .parse(await readJson(t.api('/api/1/connections/liveStatus')));
    const status = live.find((s) => s.id === first.id);
    expect(status?.participants.map((p) => p.res)).toEqual([LQ_PORTS.fourWA, LQ_PORTS.sip1]);
    for (const p of status?.participants ?? []) {
      expect(['Talk', 'Listen', 'Talk-Listen']).toContain(p.joinState);
      expect(p.device_id).toBe(1);
    }
    const talking = status?.participants.some((p) => p.joinState !== 'Listen');
    expect(status?.events.talk).toBe(talking);
  });

  it('flags live:connections when a connection is added', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    try {
      socket.emit('live:update', { connections: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const flag = nextEvent(socket, 'live:connections');
      await t.api('/api/1/connections', { method: 'POST', json: { type: 'group' } });
      t.clock.advance(200);
      expect(await flag).toEqual({ updated: true });
    } finally {
      socket.close();
    }
  });

  it('keeps connections and assignments over a restart', async () => {
    const added = (await readJson(
      t.api('/api/1/connections', { method: 'POST', json: { type: 'group', label: 'Crew' } }),
    )) as { id: number; res: string };
    await join(t, LQ_PORTS.ivc1, added.res);
    await t.device.close();
    await t.restart();
    expect((await list()).find((c) => c.id === added.id)).toMatchObject({
      label: 'Crew',
      type: 'group',
    });
    const live = z
      .array(ConnectionLiveStatusSchema)
      .parse(await readJson(t.api('/api/1/connections/liveStatus')));
    expect(live.find((s) => s.id === added.id)?.participants.map((p) => p.res)).toEqual([
      LQ_PORTS.ivc1,
    ]);
  });
});

describe('connections on an HMS-4X', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'HMS-4X' });
  });
  afterEach(() => t.stop());

  // ports spec §6: connection types come from link-group capabilities (HMS-4X: no directs).
  it('refuses a type the link group does not offer', async () => {
    const reply = await t.api('/api/1/connections', { method: 'POST', json: { type: 'direct' } });
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({
      ok: false,
      message: MESSAGES.connectionTypeUnsupported('direct'),
    });
  });

  it('reports the device usage it enforces', async () => {
    await t.api('/sim/usage', { method: 'POST', json: { percent: 90 } });
    const device = DeviceSchema.parse(await readJson(t.api('/api/1/devices/0')));
    expect(device.device_usage).toBe(90);
  });
});

describe('endpoint participants on an FSII', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'FSII' });
    await t.api('/sim/pause', { method: 'POST' });
  });
  afterEach(() => t.stop());

  // architecture §9: "On a FreeSpeak II base, partylines take ids 1–12 and groups 13–24 (12 of
  // each)"; ports spec §8 maximum messages.
  it('gives groups ids from 13 and refuses a thirteenth channel', async () => {
    const group = (await readJson(
      t.api('/api/1/connections', { method: 'POST', json: { type: 'group' } }),
    )) as { id: number; res: string };
    expect(group).toMatchObject({ id: 13, res: '/api/1/connections/13' });
    const channel = await t.api('/api/1/connections', {
      method: 'POST',
      json: { type: 'partyline' },
    });
    expect(channel.status).toBe(409);
    expect(await channel.json()).toEqual({
      ok: false,
      message: 'The maximum number of Channels has been reached.',
    });
    expect((await t.api('/api/1/connections/3', { method: 'DELETE' })).status).toBe(200);
    const again = (await readJson(
      t.api('/api/1/connections', { method: 'POST', json: { type: 'partyline' } }),
    )) as { id: number };
    expect(again.id).toBe(3);
  });

  // ports spec §3 "Participant view: … roleLabel, liveStatus.joinState" and "Keyset: …
  // connections (each a res)": an endpoint takes part in the connections its role names.
  it('lists an endpoint whose role keysets name the connection, with its join state', async () => {
    const roles = z
      .array(
        z.object({
          id: z.number(),
          label: z.string(),
          settings: z.record(z.string(), z.unknown()),
        }),
      )
      .parse(await readJson(t.api('/api/1/roles')));
    const role = roles.find((r) => JSON.stringify(r.settings).includes('/api/1/connections/1"'));
    if (!role) throw new Error('no factory role naming channel 1');
    await t.api('/sim/endpoints/1', { method: 'POST', json: { status: 'online' } });
    const changed = await t.api('/api/1/devices/1/endpoints/1/changerole', {
      method: 'POST',
      json: { id: role.id },
    });
    expect(changed.status).toBe(200);
    const live = z
      .array(ConnectionLiveStatusSchema)
      .parse(await readJson(t.api('/api/1/connections/liveStatus')));
    const participant = live
      .find((s) => s.id === 1)
      ?.participants.find((p) => p.res === '/api/1/devices/1/endpoints/1');
    expect(participant).toMatchObject({ device_id: 1, label: 'BP-01' });
    expect(['Talk', 'Listen', 'Talk-Listen']).toContain(participant?.joinState);
    expect(
      live.find((s) => s.id === 2)?.participants.some((p) => p.res.endsWith('/endpoints/1')),
    ).toBe(false);
  });
});
