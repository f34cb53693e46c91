// Issue 6 in a link group of two real LQ-4W2 servers (architecture §2: connections live on the
// link master, ports on their devices; calls for another device are routed by the host).
// ports spec §4: a direct counts its ports on every device and "an SIP port cannot be mixed
// with 4W or IVC ports on different devices"; §5 deleting needs no ports anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConnectionLiveStatusSchema } from '@crosspoint/protocol/entities/connection';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { TestDevice } from '../helpers';
import { join, readJson, setPortSettings } from '../connection-helpers';
import { deviceWhere, startMaster, startMember } from './link-helpers';

const MASTER = {
  fourWA: '/api/1/devices/1/interfaces/256/ports/65536',
  sip1: '/api/1/devices/1/interfaces/258/ports/66048',
};
const MEMBER = {
  fourWA: '/api/1/devices/2/interfaces/512/ports/131072',
  fourWB: '/api/1/devices/2/interfaces/512/ports/131073',
};

describe('connections across a link group of two LQ-4W2', () => {
  let master: TestDevice;
  let member: TestDevice;

  beforeAll(async () => {
    master = await startMaster({ type: 'LQ-4W2' });
    member = await startMember(master, 'LQ-4W2', 2);
    await deviceWhere(master, 2, (d) => d.device_masterStatus === 'READY' && d.device_isReachable);
  });

  afterAll(async () => {
    await member?.stop();
    await master?.stop();
  });

  async function add(type: 'partyline' | 'direct') {
    return (await readJson(
      master.api('/api/1/connections', { method: 'POST', json: { type } }),
    )) as {
      id: number;
      res: string;
    };
  }

  it("joins a member's port to a connection only the master has", async () => {
    for (let n = 0; n < 3; n++) await add('partyline');
    const channel = await add('partyline');
    expect(channel.id).toBeGreaterThan(4);
    const reply = await join(master, MEMBER.fourWA, channel.res);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, confId: channel.id });

    const live = z
      .array(ConnectionLiveStatusSchema)
      .parse(await readJson(master.api('/api/1/connections/liveStatus')));
    const participant = live
      .find((s) => s.id === channel.id)
      ?.participants.find((p) => p.res === MEMBER.fourWA);
    expect(participant).toMatchObject({ device_id: 2 });
    expect(['Talk', 'Listen', 'Talk-Listen']).toContain(participant?.joinState);

    const refused = await master.api(`/api/1/connections/${channel.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ ok: false, message: MESSAGES.connectionHasPorts });
    expect((await join(master, MEMBER.fourWA, channel.res, 'leave')).status).toBe(200);
    expect(
      (await master.api(`/api/1/connections/${channel.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
  });

  it('refuses a SIP-4W direct across devices and a third port in a direct', async () => {
    const direct = await add('direct');
    await setPortSettings(member, MEMBER.fourWA, { multiChannel: false });
    await setPortSettings(member, MEMBER.fourWB, { multiChannel: false });
    await setPortSettings(master, MASTER.fourWA, { multiChannel: false });
    expect((await join(master, MASTER.sip1, direct.res)).status).toBe(200);

    const mixed = await join(master, MEMBER.fourWA, direct.res);
    expect(mixed.status).toBe(409);
    expect(await mixed.json()).toEqual({ ok: false, message: MESSAGES.directSipSameDevice });

    expect((await join(master, MASTER.fourWA, direct.res)).status).toBe(200);
    const third = await join(master, MEMBER.fourWB, direct.res);
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ ok: false, message: MESSAGES.directTwoPorts });
  });
  // ports spec §5: "Deleting a connection requires a reachable master"; §8 "Master
  // unreachable: 'Connection to Link-Master lost: Use of this feature is disabled'". A member
  // that lost its master neither deletes nor joins, and its ports stay as they were.
  it('refuses delete and join on a member whose master is gone', async () => {
    const before = await readJson(member.api('/api/1/devices/2/interfaces/512/ports'));
    await master.device.close();
    await deviceWhere(member, 2, (d) => d.device_masterReachable === false);
    const deleted = await member.api('/api/1/connections/1', { method: 'DELETE' });
    expect(deleted.status).toBe(503);
    expect(await deleted.json()).toEqual({
      ok: false,
      message: MESSAGES.masterLostFeatureDisabled,
    });
    const joined = await join(member, MEMBER.fourWB, '/api/1/connections/1');
    expect(joined.status).toBe(503);
    expect(await joined.json()).toEqual({ ok: false, message: MESSAGES.masterLostFeatureDisabled });
    expect(await readJson(member.api('/api/1/devices/2/interfaces/512/ports'))).toEqual(before);
  });
});
