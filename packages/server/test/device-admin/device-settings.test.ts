// device spec §2 Station (settings) and Wireless fields, §5 rules, §7 (PUT with a single field,
// setupnetwork, setnetmode, audiomonitor, getDateTime/setDateTime), §8 (400 with the message,
// nothing changed). Each rule is the protocol function the console uses.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/db/database';
import { DateTimeReplySchema } from '@crosspoint/protocol/device-admin-contract';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { startTestDevice, type TestDevice } from '../helpers';
import { dumpConfiguration, getHost, refusal } from './admin-helpers';

let fsii: TestDevice;
let hms: TestDevice;
let lq: TestDevice;
beforeAll(async () => {
  [fsii, hms, lq] = await Promise.all([
    startTestDevice({ type: 'FSII' }),
    startTestDevice({ type: 'HMS-4X' }),
    startTestDevice({ type: 'LQ-4W2' }),
  ]);
});
afterAll(() => Promise.all([fsii.stop(), hms.stop(), lq.stop()]));

const put = (t: TestDevice, json: unknown, id = 0) =>
  t.api(`/api/1/devices/${id}`, { method: 'PUT', json });
const post = (t: TestDevice, action: string, json?: unknown, version = 1) =>
  t.api(`/api/${version}/devices/0/${action}`, {
    method: 'POST',
    ...(json === undefined ? {} : { json }),
  });

/** Expects a 400 with `message` and the database exactly as before. */
async function refusedUnchanged(t: TestDevice, call: () => Promise<Response>, message?: string) {
  const before = dumpConfiguration(t.dir);
  const text = await refusal(await call());
  if (message !== undefined) expect(text).toBe(message);
  expect(dumpConfiguration(t.dir)).toEqual(before);
}

describe('Station and Wireless fields (PUT with one field)', () => {
  it.each([
    { field: 'adminPin', value: '1234' },
    { field: 'adminPin', value: '' },
    { field: 'otaPin', value: '4321' },
    { field: 'dspPlcState', value: false },
    { field: 'aaBatteryType', value: 'NiMH' },
    { field: 'roleSorting', value: 'Alphabetical' },
    { field: 'antennaPorts', value: 'fiber' },
    { field: 'wirelessId', value: 'Z9Z' },
  ])('FSII stores $field = $value', async ({ field, value }) => {
    const response = await put(fsii, { [field]: value });
    expect(response.status).toBe(200);
    expect((await getHost(fsii)).device_settings).toMatchObject({ [field]: value });
  });

  it.each([
    { body: { adminPin: '123' }, message: MESSAGES.pinInvalid },
    { body: { adminPin: '12345' }, message: MESSAGES.pinInvalid },
    { body: { adminPin: 'abcd' }, message: MESSAGES.pinInvalid },
    { body: { otaPin: '12 4' }, message: MESSAGES.pinInvalid },
    { body: { wirelessId: 'AB' }, message: MESSAGES.wirelessIdLength },
    { body: { wirelessId: 'ABCD' }, message: MESSAGES.wirelessIdLength },
    { body: { wirelessId: 'z9z' }, message: MESSAGES.wirelessIdUnchanged },
    { body: { dspPlcState: 'yes' }, message: undefined },
    { body: { aaBatteryType: 'Lithium' }, message: undefined },
    { body: { roleSorting: 'Random' }, message: undefined },
    { body: { antennaPorts: 'coax' }, message: undefined },
    { body: { adminPin: 1234 }, message: undefined },
    { body: { adminPin: '1234', otaPin: '1234' }, message: undefined },
    { body: { colour: 'red' }, message: undefined },
    { body: { keysets: [] }, message: 'Changing keysets is not supported yet.' },
  ])('FSII refuses $body', async ({ body, message }) => {
    await refusedUnchanged(fsii, () => put(fsii, body), message);
  });

  it.each([
    { t: () => hms, type: 'HMS-4X', body: { dspPlcState: true }, field: 'dspPlcState' },
    { t: () => hms, type: 'HMS-4X', body: { wirelessId: 'ABC' }, field: 'wirelessId' },
    { t: () => hms, type: 'HMS-4X', body: { otaPin: '1111' }, field: 'otaPin' },
    { t: () => lq, type: 'LQ-4W2', body: { adminPin: '1111' }, field: 'adminPin' },
    { t: () => lq, type: 'LQ-4W2', body: { antennaPorts: 'rj45' }, field: 'antennaPorts' },
  ])('$type refuses $field, which it has not (decision 0031)', async ({ t, type, body, field }) => {
    await refusedUnchanged(t(), () => put(t(), body), MESSAGES.fieldNotApplicable(field, type));
  });

  it('HMS-4X stores its admin code and role sorting', async () => {
    expect((await put(hms, { adminPin: '9876' })).status).toBe(200);
    expect((await put(hms, { roleSorting: 'Alphabetical' })).status).toBe(200);
    expect((await getHost(hms)).device_settings).toMatchObject({
      adminPin: '9876',
      roleSorting: 'Alphabetical',
    });
  });

  it("keeps another feature's keys in the settings column", async () => {
    const db = new Database(path.join(hms.dir, DATABASE_FILE));
    db.prepare(`UPDATE device SET settings = json_set(settings, '$.otherFeature', 7)`).run();
    db.close();
    expect((await put(hms, { adminPin: '1111' })).status).toBe(200);
    const check = new Database(path.join(hms.dir, DATABASE_FILE), { readonly: true });
    const row = check.prepare('SELECT settings FROM device').get() as { settings: string };
    check.close();
    expect(JSON.parse(row.settings)).toMatchObject({ otherFeature: 7, adminPin: '1111' });
  });

  it('answers 404 for another device id', async () => {
    expect(await refusal(await put(fsii, { adminPin: '1111' }, 5), 404)).toBe(
      MESSAGES.deviceNotFound,
    );
  });
});

describe('network (setupnetwork)', () => {
  const setup = (t: TestDevice, network: unknown) =>
    t.api('/api/2/devices/0/setupnetwork', { method: 'POST', json: { network } });

  it('stores static settings', async () => {
    const network = {
      mode: 'static',
      staticIP: '192.168.10.20',
      netmask: '255.255.255.0',
      gateway: '192.168.10.1',
      dns1: '8.8.8.8',
      dns2: '',
      extip: '203.0.113.5',
      extport: '8080',
    };
    expect((await setup(hms, network)).status).toBe(200);
    expect((await getHost(hms)).device_settings.network).toEqual(network);
  });

  it('DHCP clears the static fields (spec §5)', async () => {
    const reply = await setup(hms, {
      mode: 'dhcp',
      staticIP: '10.0.0.9',
      netmask: '255.0.0.0',
      extip: '',
    });
    expect(reply.status).toBe(200);
    expect((await getHost(hms)).device_settings.network).toEqual({ mode: 'dhcp', extip: '' });
  });

  it('stores mode none', async () => {
    expect((await setup(lq, { mode: 'none' })).status).toBe(200);
    expect((await getHost(lq)).device_settings.network).toEqual({ mode: 'none' });
  });

  it.each([
    {
      network: { mode: 'static', staticIP: '172.23.1.1', netmask: '255.255.0.0' },
      message: MESSAGES.ipReserved,
    },
    {
      network: { mode: 'static', staticIP: '192.168.1.300', netmask: '255.255.255.0' },
      message: MESSAGES.ipInvalid,
    },
    { network: { mode: 'static', netmask: '255.255.255.0' }, message: MESSAGES.ipInvalid },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '255.255.255.255' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '255.255.255.254' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '128.0.0.0' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '0.0.0.0' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '255.0.255.0' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '10.0.0.2' },
      message: MESSAGES.netmaskInvalid,
    },
    {
      network: { mode: 'static', staticIP: '10.0.0.2', netmask: '255.0.0.0', gateway: '10.0.0' },
      message: MESSAGES.ipInvalid,
    },
    { network: { mode: 'dhcp', extip: '1.2.3' }, message: MESSAGES.extIpInvalid },
    { network: { mode: 'dhcp', extport: '123456' }, message: MESSAGES.portInvalid },
    { network: { mode: 'dhcp', extport: '0' }, message: MESSAGES.portInvalid },
    { network: { mode: 'bridge' }, message: undefined },
    { network: { mode: 'dhcp', hostname: 'x' }, message: undefined },
    { network: { mode: 'static', staticIP: 10 }, message: undefined },
  ])('refuses $network', async ({ network, message }) => {
    await refusedUnchanged(hms, () => setup(hms, network), message);
  });

  it('refuses a body without `network`', async () => {
    await refusedUnchanged(hms, () =>
      hms.api('/api/2/devices/0/setupnetwork', { method: 'POST', json: { mode: 'dhcp' } }),
    );
  });
});

describe('net mode, audio monitor', () => {
  it.each(['WAN', 'LAN'] as const)('setnetmode %s is reported as device_netMode', async (mode) => {
    expect((await post(hms, 'setnetmode', { mode }, 2)).status).toBe(200);
    expect((await getHost(hms)).device_netMode).toBe(mode);
  });

  it.each([{ mode: 'lan' }, { mode: 'NAT' }, {}, { mode: 'LAN', extra: 1 }])(
    'setnetmode refuses %j',
    async (body) => {
      await refusedUnchanged(hms, () => post(hms, 'setnetmode', body));
    },
  );

  it.each([2, 1, 0] as const)(
    'audiomonitor %d (Off, Port A, Port B) is the live monitoring',
    async (monitoring) => {
      expect((await post(fsii, 'audiomonitor', { monitoring })).status).toBe(200);
      expect((await getHost(fsii)).device_liveStatus.monitoring).toBe(monitoring);
    },
  );

  it.each([{ monitoring: 3 }, { monitoring: -1 }, { monitoring: '1' }, {}])(
    'audiomonitor refuses %j',
    async (body) => {
      await refusedUnchanged(fsii, () => post(fsii, 'audiomonitor', body));
    },
  );
});

describe('date and time', () => {
  const now = async (t: TestDevice) =>
    Date.parse(
      DateTimeReplySchema.parse(await (await t.api('/api/1/devices/0/getDateTime')).json())
        .wbsDateTime,
    );

  it('keeps its own clock as an offset that moves with time', async () => {
    expect(await now(lq)).toBe(lq.clock.now());
    const target = '2031-03-04T05:06:07.000Z';
    expect((await post(lq, 'setDateTime', { dateTime: target })).status).toBe(200);
    expect(await now(lq)).toBe(Date.parse(target));
    lq.clock.advance(60_000);
    expect(await now(lq)).toBe(Date.parse(target) + 60_000);
  });

  it('keeps the clock across a restart (the offset is stored)', async () => {
    const before = await now(lq);
    await lq.device.close();
    await lq.restart();
    expect(await now(lq)).toBe(before);
  });

  it.each([
    '2031-03-04 05:06',
    '2031-03-04T05:06:07',
    '1969-01-01T00:00:00Z',
    '2100-01-01T00:00:00Z',
    'now',
  ])('setDateTime refuses %j', async (dateTime) => {
    await refusedUnchanged(
      lq,
      () => post(lq, 'setDateTime', { dateTime }),
      MESSAGES.dateTimeInvalid,
    );
  });

  it('setDateTime refuses a body of the wrong shape', async () => {
    await refusedUnchanged(lq, () => post(lq, 'setDateTime', { dateTime: 5 }));
  });
});
