// device spec §7 "Endpoints (/api/{version}/devices/{deviceId}/endpoints/{endpointId}): PUT
// update (label or settings); DELETE; POST changerole (body id), reboot, resetToDefault, rmk
// (empty bodies), callSig (body active, text)", ports spec §7 "changerole ... 0 clears", device
// spec §6 "HelixNet endpoint roles are limited to the same endpoint type", §9 event-log codes.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndpointInitSchema } from '@crosspoint/protocol/live';
import { MESSAGES } from '@crosspoint/protocol/messages';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { CALL_SIGNAL_TEXT_MAX_LENGTH } from '@crosspoint/protocol/rules/endpoint-actions';
import { DATABASE_FILE } from '../src/db/database';
import { AUTH, connectLive, nextEvent, startTestDevice, type TestDevice } from './helpers';

let t: TestDevice;
let db: Database.Database;
const base = '/api/1/devices/0/endpoints';

beforeAll(async () => {
  t = await startTestDevice({ type: 'HMS-4X' });
  db = new Database(path.join(t.dir, DATABASE_FILE));
  // Roles have no create call yet (the roles screen's issue): written into migration 3's table.
  const insert = db.prepare(
    `INSERT OR REPLACE INTO roles (id, type, label, description, is_default, settings)
     VALUES (?, ?, ?, '', ?, '{}')`,
  );
  insert.run(901, 'HBP-2X', 'Stage BP', 0);
  insert.run(902, 'HRM-4X', 'Desk', 0);
  insert.run(903, 'HBP-2X', 'BP Local', 1);
});
afterAll(async () => {
  db.close();
  await t.stop();
});

async function call(method: string, urlPath: string, json?: unknown) {
  const response = await t.api(urlPath, json === undefined ? { method } : { method, json });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function endpointList(): Promise<Endpoint[]> {
  const socket = await connectLive(t.device.url, { auth: AUTH });
  const init = nextEvent<unknown>(socket, 'EndpointInit');
  socket.emit('EndpointInit');
  const list = EndpointInitSchema.parse(await init).result;
  socket.close();
  return list;
}

const endpointRow = (id: number) =>
  db.prepare('SELECT label, settings, role_id FROM endpoints WHERE id = ?').get(id);
const lastLog = () =>
  db.prepare('SELECT entity_id, event_code, details FROM event_log ORDER BY id DESC').get();
const fail = (message: string | RegExp) => ({
  ok: false,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
});

describe('PUT label and settings', () => {
  it('changes the label, keeps it and tells live clients', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const init = nextEvent(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    await init;
    const update = nextEvent<{ path: string }>(
      socket,
      'EndpointUpdated',
      (u) => u.path === 'label',
    );
    expect(await call('PUT', `${base}/4`, { label: '  Camera 1 ' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await update).toEqual({ endpointId: 4, path: 'label', value: 'Camera 1' });
    socket.close();
    expect((await endpointList()).find((e) => e.id === 4)?.label).toBe('Camera 1');
  });

  it('merges settings that the endpoint has, on both API versions', async () => {
    await call('PUT', `${base}/5`, { settings: { sidetoneGain: -12 } });
    const reply = await call('PUT', `/api/2/devices/1/endpoints/5`, {
      settings: { headphoneLimit: 24, headsetMicType: 'dynamic_10' },
    });
    expect(reply.status).toBe(200);
    const stored = (await endpointList()).find((e) => e.id === 5)?.settings;
    expect(stored).toEqual({ sidetoneGain: -12, headphoneLimit: 24, headsetMicType: 'dynamic_10' });
  });

  it.each([
    { what: 'nothing', body: {}, message: /Give a label or settings/ },
    { what: 'empty settings', body: { settings: {} }, message: /Give a label or settings/ },
    { what: 'a blank label', body: { label: '  ' }, message: /Invalid endpoint \(label\)/ },
    { what: 'an over-long label', body: { label: 'x'.repeat(21) }, message: /label/ },
    { what: 'a bad gain', body: { settings: { sidetoneGain: -5 } }, message: /Sidetone gain/ },
    { what: 'an unknown field', body: { colour: 'red' }, message: /Invalid endpoint/ },
    {
      what: 'a setting of another family',
      body: { settings: { batteryType: 'NiMH' } },
      message: MESSAGES.endpointSettingForeign('batteryType', 'HBP-2X'),
    },
    {
      what: 'a default role of another type',
      body: { settings: { default_role: 902 } },
      message: MESSAGES.roleWrongType('HRM-4X', 'HBP-2X'),
    },
  ])('refuses $what with 400 and changes nothing', async ({ body, message }) => {
    const before = endpointRow(6);
    expect(await call('PUT', `${base}/6`, body)).toEqual({ status: 400, body: fail(message) });
    expect(endpointRow(6)).toEqual(before);
  });

  it('answers 404 for an unknown endpoint or device', async () => {
    expect(await call('PUT', `${base}/77`, { label: 'X' })).toEqual({
      status: 404,
      body: fail(MESSAGES.endpointNotFound),
    });
    expect(await call('PUT', '/api/1/devices/9/endpoints/4', { label: 'X' })).toEqual({
      status: 404,
      body: fail(MESSAGES.deviceNotFound),
    });
    expect((await call('PUT', `${base}/abc`, { label: 'X' })).status).toBe(400);
  });
});

describe('changerole', () => {
  it('gives a role of the same type and shows its label; 0 clears it', async () => {
    expect(await call('POST', `${base}/5/changerole`, { id: 901 })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(endpointRow(5)).toMatchObject({ role_id: 901 });
    const five = (await endpointList()).find((e) => e.id === 5);
    expect(five?.role).toEqual({ id: 901, label: 'Stage BP', isDefault: false });
    expect(five?.liveStatus?.role).toBe(901);
    expect((await call('POST', `${base}/5/changerole`, { id: 0 })).status).toBe(200);
    expect(endpointRow(5)).toMatchObject({ role_id: null });
  });

  it.each([
    {
      what: 'a role of another HelixNet type',
      id: 1,
      body: { id: 901 },
      status: 400,
      message: MESSAGES.roleWrongType('HBP-2X', 'HRM-4X'),
    },
    {
      what: 'an unknown role',
      id: 4,
      body: { id: 999 },
      status: 404,
      message: MESSAGES.roleNotFound,
    },
    { what: 'a negative id', id: 4, body: { id: -1 }, status: 400, message: /Invalid role change/ },
    { what: 'no id', id: 4, body: {}, status: 400, message: /Invalid role change/ },
    {
      what: 'an unknown endpoint',
      id: 77,
      body: { id: 0 },
      status: 404,
      message: MESSAGES.endpointNotFound,
    },
  ])('refuses $what and changes nothing', async ({ id, body, status, message }) => {
    const before = id === 77 ? undefined : endpointRow(id);
    expect(await call('POST', `${base}/${id}/changerole`, body)).toEqual({
      status,
      body: fail(message),
    });
    if (before !== undefined) expect(endpointRow(id)).toEqual(before);
  });
});

describe('operator actions', () => {
  it('remote mic kill stops talking keys and logs a status update (code 5)', async () => {
    const hardware = t.device.hardware;
    hardware.setEndpointLiveStatus(1, {
      status: 'online',
      keyState: [
        { keysetIndex: 0, currentState: 'talk' },
        { keysetIndex: 1, currentState: 'talklisten' },
        { keysetIndex: 2, currentState: 'listen' },
      ],
    });
    expect(await call('POST', `${base}/1/rmk`)).toEqual({ status: 200, body: { ok: true } });
    expect(hardware.endpoint(1)?.liveStatus.keyState?.map((k) => k.currentState)).toEqual([
      'idle',
      'listen',
      'listen',
    ]);
    expect(lastLog()).toEqual({ entity_id: 1, event_code: 5, details: 'Remote mic kill' });
    expect((await call('POST', `${base}/1/rmk`, { now: true })).status).toBe(400);
  });

  it('a call signal carries its text until it ends; over-long text is refused', async () => {
    const hardware = t.device.hardware;
    hardware.setEndpointLiveStatus(2, { status: 'online' });
    expect(
      (await call('POST', `${base}/2/callSig`, { active: true, text: 'Standby' })).status,
    ).toBe(200);
    expect(hardware.endpoint(2)?.liveStatus.callSignal).toEqual({ active: true, text: 'Standby' });
    const tooLong = 'x'.repeat(CALL_SIGNAL_TEXT_MAX_LENGTH + 1);
    expect(await call('POST', `${base}/2/callSig`, { active: true, text: tooLong })).toEqual({
      status: 400,
      body: fail(/Invalid call signal \(text\)/),
    });
    expect(hardware.endpoint(2)?.liveStatus.callSignal?.text).toBe('Standby');
    await call('POST', `${base}/2/callSig`, { active: false });
    expect(hardware.endpoint(2)?.liveStatus.callSignal).toBeUndefined();
  });

  it('reboot takes the endpoint offline and back online within three steps', async () => {
    const hardware = t.device.hardware;
    hardware.setEndpointLiveStatus(3, { status: 'online' });
    expect((await call('POST', `${base}/3/reboot`)).status).toBe(200);
    expect(hardware.endpoint(3)?.liveStatus.status).toBe('offline');
    expect(lastLog()).toEqual({ entity_id: 3, event_code: 0, details: 'offline (reboot)' });
    hardware.step(2);
    expect(hardware.endpoint(3)?.liveStatus.status).toBe('connecting');
    hardware.step(1);
    expect(hardware.endpoint(3)?.liveStatus.status).toBe('online');
  });

  it.each(['rmk', 'reboot', 'callSig'])('%s to an offline endpoint is a 409', async (action) => {
    t.device.hardware.setEndpointLiveStatus(7, { status: 'offline' });
    const body = action === 'callSig' ? { active: true, text: 'Hi' } : undefined;
    expect(await call('POST', `${base}/7/${action}`, body)).toEqual({
      status: 409,
      body: fail(MESSAGES.endpointNotOnline),
    });
  });

  it.each(['resetToDefault', 'resettodefault'])(
    '%s returns settings and role to factory and reboots',
    async (action) => {
      await call('PUT', `${base}/8`, { label: 'Kept', settings: { sidetoneGain: -18 } });
      await call('POST', `${base}/8/changerole`, { id: 901 });
      t.device.hardware.setEndpointLiveStatus(8, { status: 'online' });
      expect((await call('POST', `${base}/8/${action}`)).status).toBe(200);
      expect(endpointRow(8)).toEqual({ label: 'Kept', settings: '{}', role_id: null });
      expect(t.device.hardware.endpoint(8)?.liveStatus.status).toBe('offline');
      t.device.hardware.step(3);
    },
  );

  it('an unknown action is a 404', async () => {
    expect(await call('POST', `${base}/4/explode`)).toEqual({
      status: 404,
      body: fail(MESSAGES.unknownEndpointAction('explode')),
    });
  });
});

describe('DELETE', () => {
  it('removes the endpoint from the database, the hardware and live clients', async () => {
    const socket = await connectLive(t.device.url, { auth: AUTH });
    const init = nextEvent(socket, 'EndpointInit');
    socket.emit('EndpointInit');
    await init;
    const removed = nextEvent(socket, 'EndpointRemoved');
    expect(await call('DELETE', `${base}/9`)).toEqual({ status: 200, body: { ok: true } });
    expect(await removed).toEqual({ endpointId: 9 });
    socket.close();
    expect(endpointRow(9)).toBeUndefined();
    expect(t.device.hardware.endpoint(9)).toBeUndefined();
    expect(await call('DELETE', `${base}/9`)).toEqual({
      status: 404,
      body: fail(MESSAGES.endpointNotFound),
    });
  });
});

// ports spec §7 "GET ... /api/1/roles" (read-only here, for the endpoint role selectors).
describe('GET roles', () => {
  it('lists the stored roles with their type and default flag', async () => {
    const { status, body } = await call('GET', '/api/1/roles');
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 901, type: 'HBP-2X', label: 'Stage BP', isDefault: false }),
        expect.objectContaining({ id: 903, res: '/api/1/roles/903', isDefault: true }),
      ]),
    );
  });
});

describe('DELETE device', () => {
  it('refuses to remove the host and does not know other ids', async () => {
    expect(await call('DELETE', '/api/2/devices/1')).toEqual({
      status: 400,
      body: fail(MESSAGES.hostCannotBeRemoved),
    });
    expect(await call('DELETE', '/api/2/devices/5')).toEqual({
      status: 404,
      body: fail(MESSAGES.deviceNotFound),
    });
  });
});
