// Interface alerts (decision 0045): device spec §3 "Alert: device_id, interface_id, message
// (code for some alerts)", ports spec §3 "Alert: code (e.g. current_limiter_2w), device_id,
// interface_id, message", device spec §7 "Alerts: GET /api/1/devices/{deviceId}/alerts/current,
// only for device types containing LQ", and the `live:alerts` flag (device spec §7 socket).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorReplySchema } from '@crosspoint/protocol/contract';
import { AlertSchema } from '@crosspoint/protocol/entities/alert';
import { AudioInterfaceSchema } from '@crosspoint/protocol/entities/audio-interface';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { AUTH, connectLive, nextEvent, startTestDevice, type TestDevice } from './helpers';

let lq: TestDevice;
let hms: TestDevice;
beforeAll(async () => {
  lq = await startTestDevice({ type: 'LQ-4W2' });
  hms = await startTestDevice({ type: 'HMS-4X' });
});
afterAll(async () => {
  await lq.stop();
  await hms.stop();
});

const current = async (t: TestDevice, deviceId = 0): Promise<unknown> =>
  (await t.api(`/api/1/devices/${deviceId}/alerts/current`)).json();
const raise = (t: TestDevice, json: unknown) => t.api('/sim/alerts', { method: 'POST', json });

async function firstInterfaceId(t: TestDevice): Promise<number> {
  const list = z
    .array(AudioInterfaceSchema)
    .parse(await (await t.api('/api/1/devices/0/interfaces')).json());
  const first = list[0];
  if (!first) throw new Error('no interface');
  return first.audioInterface_id;
}

describe('current alerts of an LQ device', () => {
  it('starts empty, lists a raised alert with its exact fields, and forgets it when cleared', async () => {
    expect(await current(lq)).toEqual([]);
    const interfaceId = await firstInterfaceId(lq);
    const raised = await raise(lq, {
      interface_id: interfaceId,
      code: 'current_limiter_2w',
      message: 'Current limiter active on the 2-wire line',
    });
    expect(raised.status).toBe(200);
    expect(await raised.json()).toEqual({ ok: true });

    const expected = [
      {
        device_id: 1,
        interface_id: interfaceId,
        code: 'current_limiter_2w',
        message: 'Current limiter active on the 2-wire line',
      },
    ];
    expect(z.array(AlertSchema).parse(await current(lq))).toEqual(expected);
    // Device 0 is the host, and so is its own slot (device spec §2).
    expect(await current(lq, 1)).toEqual(expected);

    const cleared = await lq.api(`/sim/alerts/${interfaceId}`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await current(lq)).toEqual([]);
  });

  it('lists an alert without a code without one', async () => {
    const interfaceId = await firstInterfaceId(lq);
    expect((await raise(lq, { interface_id: interfaceId, message: 'Line fault' })).status).toBe(
      200,
    );
    expect(await current(lq)).toEqual([
      { device_id: 1, interface_id: interfaceId, message: 'Line fault' },
    ]);
    await lq.api(`/sim/alerts/${interfaceId}`, { method: 'DELETE' });
  });

  it('refuses an unknown device with 404', async () => {
    const response = await lq.api('/api/1/devices/7/alerts/current');
    expect(response.status).toBe(404);
    expect(ErrorReplySchema.parse(await response.json()).message).toBe(MESSAGES.deviceNotFound);
  });
});

describe('a device type without LQ', () => {
  it('answers 404 with a clear message (decision 0045)', async () => {
    const response = await hms.api('/api/1/devices/0/alerts/current');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, message: MESSAGES.alertsLqOnly });
  });
});

describe('/sim alert control', () => {
  it('answers 404 for an unknown interface, on raise and on clear', async () => {
    const raised = await raise(lq, { interface_id: 999, message: 'x' });
    expect(raised.status).toBe(404);
    expect(ErrorReplySchema.parse(await raised.json()).message).toBe(
      'Cannot find interface with ID',
    );
    const cleared = await lq.api('/sim/alerts/999', { method: 'DELETE' });
    expect(cleared.status).toBe(404);
  });

  it.each([
    ['no message', { interface_id: 1 }],
    ['an empty message', { interface_id: 1, message: '' }],
    ['an unknown field', { interface_id: 1, message: 'x', severity: 'high' }],
    ['a text interface id', { interface_id: '1', message: 'x' }],
  ])('refuses a body with %s with 400 and writes nothing', async (_name, body) => {
    const response = await raise(lq, body);
    expect(response.status).toBe(400);
    expect(ErrorReplySchema.parse(await response.json()).message).toMatch(/^Invalid alert/);
    expect(await current(lq)).toEqual([]);
  });

  it('refuses a malformed interface id in the clear path with 400', async () => {
    expect((await lq.api('/sim/alerts/abc', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('live:alerts', () => {
  it('is flagged to a subscribed socket when an alert is raised and when it is cleared', async () => {
    const { url } = lq.device;
    const socket = await connectLive(url, { auth: AUTH });
    try {
      socket.emit('live:update', { alerts: 'start' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const interfaceId = await firstInterfaceId(lq);

      const onRaise = nextEvent<unknown>(socket, 'live:alerts');
      await raise(lq, { interface_id: interfaceId, message: 'Raised' });
      lq.clock.advance(100);
      expect(await onRaise).toEqual({ updated: true });

      const onClear = nextEvent<unknown>(socket, 'live:alerts');
      await lq.api(`/sim/alerts/${interfaceId}`, { method: 'DELETE' });
      lq.clock.advance(100);
      expect(await onClear).toEqual({ updated: true });
    } finally {
      socket.close();
    }
  });
});
