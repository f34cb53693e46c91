// device spec §2 Wireless (start OTA registration, OTA code, wireless system id), §4
// "Over-the-air registration: opens for 2 minutes and resets after each registration", §5
// (wireless id rule, all beltpacks must re-register), §7 (otastate), §8 (OTA success text).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import {
  connectLive,
  nextEvent,
  AUTH,
  startTestDevice,
  type LiveClient,
  type TestDevice,
} from '../helpers';
import { refusal } from './admin-helpers';

let t: TestDevice;
let socket: LiveClient;
beforeEach(async () => {
  t = await startTestDevice({ type: 'FSII' });
  socket = await connectLive(t.device.url, { auth: AUTH });
  const init = nextEvent<{ result: Endpoint[] }>(socket, 'EndpointInit');
  socket.emit('EndpointInit');
  await init;
});
afterEach(async () => {
  socket.close();
  await t.stop();
});

const otaState = (OTAState: unknown) =>
  t.api('/api/1/devices/0/otastate', { method: 'POST', json: { OTAState } });
const switchOn = (body: unknown = {}) =>
  t.api('/sim/ota/beltpacks', { method: 'POST', json: body });
const beltpacks = () => t.device.hardware.endpoints().filter((e) => e.type === 'FSII-BP');

describe('over-the-air registration', () => {
  it('pairs a beltpack in registration mode only while the window is open; it appears live', async () => {
    expect(await refusal(await switchOn(), 409)).toBe(MESSAGES.otaNotOpen);
    expect((await otaState(true)).status).toBe(200);
    const added = nextEvent<{ endpointId: number; value: Endpoint }>(socket, 'EndpointAdded');
    const reply = (await (await switchOn({ label: 'Director' })).json()) as {
      ok: boolean;
      id: number;
    };
    expect(reply.ok).toBe(true);
    const event = await added;
    expect(event.endpointId).toBe(reply.id);
    expect(event.value).toMatchObject({ type: 'FSII-BP', label: 'Director' });
    // stored: it is still there after a restart
    await t.device.close();
    await t.restart();
    expect(t.device.hardware.endpoint(reply.id)?.type).toBe('FSII-BP');
  });

  it('opens for 2 minutes and restarts the window after each registration', async () => {
    await otaState(true);
    t.clock.advance(119_000);
    expect((await switchOn()).status).toBe(200);
    t.clock.advance(119_000);
    expect((await switchOn()).status).toBe(200);
    t.clock.advance(120_001);
    expect(await refusal(await switchOn(), 409)).toBe(MESSAGES.otaNotOpen);
  });

  it('closes with OTAState false', async () => {
    await otaState(true);
    expect((await otaState(false)).status).toBe(200);
    expect(await refusal(await switchOn(), 409)).toBe(MESSAGES.otaNotOpen);
  });

  it('requires the OTA code when the base has one', async () => {
    expect(
      (await t.api('/api/1/devices/0', { method: 'PUT', json: { otaPin: '2580' } })).status,
    ).toBe(200);
    await otaState(true);
    expect(await refusal(await switchOn({ otaPin: '0000' }), 409)).toBe(MESSAGES.otaPinWrong);
    expect((await switchOn({ otaPin: '2580' })).status).toBe(200);
  });

  it.each([{ OTAState: 'start' }, { OTAState: 1 }, {}, { OTAState: true, extra: 1 }])(
    'otastate refuses %j',
    async (body) => {
      const response = await t.api('/api/1/devices/0/otastate', { method: 'POST', json: body });
      expect(response.status).toBe(400);
    },
  );

  it('is FreeSpeak II only', async () => {
    const hms = await startTestDevice({ type: 'HMS-4X' });
    try {
      const response = await hms.api('/api/1/devices/0/otastate', {
        method: 'POST',
        json: { OTAState: true },
      });
      expect(await refusal(response)).toBe(MESSAGES.fieldNotApplicable('OTAState', 'HMS-4X'));
      expect((await hms.api('/sim/ota/beltpacks', { method: 'POST', json: {} })).status).toBe(404);
    } finally {
      await hms.stop();
    }
  });
});

describe('wireless system id', () => {
  it('drops every beltpack (EndpointRemoved); they must register again', async () => {
    const count = beltpacks().length;
    expect(count).toBeGreaterThan(0);
    const removed: number[] = [];
    socket.on('EndpointRemoved', ({ endpointId }) => removed.push(endpointId));
    expect(
      (await t.api('/api/1/devices/0', { method: 'PUT', json: { wirelessId: 'Q7Q' } })).status,
    ).toBe(200);
    expect(beltpacks()).toHaveLength(0);
    await expect.poll(() => removed.length).toBe(count);
    // antennas stay
    expect(t.device.hardware.endpoints().some((e) => e.type === 'FSII-Antenna')).toBe(true);
    await otaState(true);
    expect((await switchOn()).status).toBe(200);
    expect(beltpacks()).toHaveLength(1);
  });

  it('refuses the same id in another case and keeps the beltpacks', async () => {
    const count = beltpacks().length;
    expect(
      await refusal(
        await t.api('/api/1/devices/0', { method: 'PUT', json: { wirelessId: 'a1b' } }),
      ),
    ).toBe(MESSAGES.wirelessIdUnchanged);
    expect(beltpacks()).toHaveLength(count);
  });
});
