// Issue 6 through the API: SIP dial-out (ports spec §3 SIP call, §4 "tracked by res until
// inProgress turns false; hang-up clears it. One call or all calls can be hung up.", §7
// `…/calls`, §8 "Hang up of an invalid call: rejected with 'Invalid call'").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SipCallSchema } from '@crosspoint/protocol/entities/sip-call';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { AUTH, connectLive, nextEvent, startTestDevice, type TestDevice } from './helpers';
import { LQ_PORTS, readJson } from './connection-helpers';

const Calls = z.array(SipCallSchema);

describe('SIP calls on an LQ-4W2', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
    await t.api('/sim/pause', { method: 'POST' });
  });
  afterEach(() => t.stop());

  const calls = async (port: string = LQ_PORTS.sip1) =>
    Calls.parse(await readJson(t.api(`${port}/calls`)));
  const dial = (uri: string, port: string = LQ_PORTS.sip1) =>
    t.api(`${port}/calls`, { method: 'POST', json: { uri } });

  it('places a call, lists it in progress, hangs it up', async () => {
    expect(await calls()).toEqual([]);
    const reply = await dial('sip:1001@pbx.local');
    const placed = (await reply.json()) as { ok: boolean; id: number; res: string };
    expect(placed).toEqual({
      ok: true,
      id: expect.any(Number),
      res: `${LQ_PORTS.sip1}/calls/${placed.id}`,
    });
    expect(await calls()).toEqual([
      {
        id: placed.id,
        res: placed.res,
        deviceId: 1,
        audioInterfaceId: 258,
        portId: 66048,
        uri: 'sip:1001@pbx.local',
        liveStatus: { inProgress: true },
      },
    ]);
    // The hardware keeps an answered call going.
    await t.api('/sim/step', { method: 'POST', json: { count: 3 } });
    expect((await calls())[0]?.liveStatus.inProgress).toBe(true);

    expect(await readJson(t.api(placed.res, { method: 'DELETE' }))).toEqual({ ok: true });
    expect((await calls())[0]?.liveStatus.inProgress).toBe(false);
    const again = await t.api(placed.res, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ ok: false, message: MESSAGES.invalidCall });
    const unknown = await t.api(`${LQ_PORTS.sip1}/calls/9999`, { method: 'DELETE' });
    expect(await unknown.json()).toEqual({ ok: false, message: MESSAGES.invalidCall });
  });

  it('ends a call to a busy far end on the next step (inProgress turns false)', async () => {
    const placed = (await readJson(dial('sip:busy@pbx.local'))) as { id: number };
    expect((await calls()).find((c) => c.id === placed.id)?.liveStatus.inProgress).toBe(true);
    await t.api('/sim/step', { method: 'POST', json: { count: 1 } });
    expect((await calls()).find((c) => c.id === placed.id)?.liveStatus.inProgress).toBe(false);
  });

  it('hangs up all calls of a port', async () => {
    await dial('sip:1001@pbx');
    await dial('sip:1002@pbx');
    await dial('sip:1003@pbx', LQ_PORTS.sip2);
    expect(await readJson(t.api(`${LQ_PORTS.sip1}/calls`, { method: 'DELETE' }))).toEqual({
      ok: true,
    });
    expect((await calls()).map((c) => c.liveStatus.inProgress)).toEqual([false, false]);
    expect((await calls(LQ_PORTS.sip2)).map((c) => c.liveStatus.inProgress)).toEqual([true]);
  });

  it('refuses a call from a port that is not SIP and a malformed URI', async () => {
    const from4W = await dial('sip:1001@pbx', LQ_PORTS.fourWA);
    expect(from4W.status).toBe(400);
    expect(await from4W.json()).toEqual({ ok: false, message: MESSAGES.sipCallsSipOnly });
    const badUri = await dial('not a uri');
    expect(badUri.status).toBe(400);
    expect(await badUri.json()).toEqual({ ok: false, message: MESSAGES.sipUriInvalid });
    expect(await calls()).toEqual([]);
  });

  it('flags live:calls when a call is placed', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    try {
      socket.emit('live:update', { calls: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const flag = nextEvent(socket, 'live:calls');
      await dial('sip:1001@pbx');
      t.clock.advance(200);
      expect(await flag).toEqual({ updated: true });
    } finally {
      socket.close();
    }
  });

  it('ends every call on a restart', async () => {
    await dial('sip:1001@pbx');
    await t.device.close();
    await t.restart();
    expect((await calls()).map((c) => c.liveStatus.inProgress)).toEqual([false]);
  });
});
