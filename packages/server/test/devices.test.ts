// Device calls of device spec §7 and architecture §9: version, device list and device (0 is
// the host, device spec §2), capabilities (ports spec §7 "Capabilities and alerts"), the
// single-field PUT for the label; 404 'Cannot find device with ID' (device spec §8); strict
// input parsing, 400 on failure (architecture §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorReplySchema, OkReplySchema, VersionSchema } from '@crosspoint/protocol/contract';
import { DeviceSchema } from '@crosspoint/protocol/entities/device';
import {
  DeviceCapabilitySchema,
  InterfaceCapabilitySchema,
  LinkGroupCapabilitySchema,
} from '@crosspoint/protocol/entities/capability';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { startTestDevice, type TestDevice } from './helpers';

let t: TestDevice;
beforeAll(async () => {
  t = await startTestDevice({ type: 'HMS-4X' });
});
afterAll(() => t.stop());

const json = async (response: Response): Promise<unknown> => response.json();

describe('reads', () => {
  it('reports the version', async () => {
    const version = VersionSchema.parse(await json(await t.api('/api/1/version')));
    expect(version.serverName).toBe('Crosspoint');
  });

  it('lists the host as a master of a group of one', async () => {
    const devices = z.array(DeviceSchema).parse(await json(await t.api('/api/2/devices')));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      device_id: 1,
      res: '/api/2/devices/1',
      deviceType_name: 'HMS-4X',
      isHost: true,
      device_isReachable: true,
      device_isMaster: true,
      device_linking: 'disabled',
      device_masterStatus: 'IsMaster',
    });
  });

  it.each(['1', '2'])('answers device 0 and the host slot id alike on /api/%s', async (version) => {
    const host = DeviceSchema.parse(await json(await t.api(`/api/${version}/devices/0`)));
    const slot = DeviceSchema.parse(await json(await t.api(`/api/${version}/devices/1`)));
    expect(slot).toEqual(host);
    const capability = DeviceCapabilitySchema.parse(
      await json(await t.api(`/api/${version}/devices/0/capability`)),
    );
    expect(capability.productName).toBe('HelixNet');
  });

  it('answers 404 with the spec message for an unknown device', async () => {
    for (const path of [
      '/api/1/devices/7',
      '/api/2/devices/9/capability',
      '/api/1/devices/3/interfaces',
    ]) {
      const response = await t.api(path);
      expect(response.status).toBe(404);
      expect(ErrorReplySchema.parse(await json(response)).message).toBe(MESSAGES.deviceNotFound);
    }
  });

  it('answers 400 for ids that are not numbers', async () => {
    for (const path of [
      '/api/1/devices/abc',
      '/api/1/devices/1e0',
      '/api/1/devices/-1',
      '/api/1/devices/0/interfaces/x',
    ]) {
      const response = await t.api(path);
      expect(response.status, path).toBe(400);
      expect(ErrorReplySchema.safeParse(await json(response)).success).toBe(true);
    }
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.api('/api/1/nothing/here');
    expect(response.status).toBe(404);
    expect(ErrorReplySchema.safeParse(await json(response)).success).toBe(true);
  });

  it('serves device-type, link-group and interface capabilities', async () => {
    const fsii = DeviceCapabilitySchema.parse(
      await json(await t.api('/api/1/capabilities/devices/FSII')),
    );
    expect(fsii.productName).toBe('FreeSpeak II');
    expect((await t.api('/api/1/capabilities/devices/XYZ')).status).toBe(404);

    const group = LinkGroupCapabilitySchema.parse(
      await json(await t.api('/api/1/capabilities/linkgroup')),
    );
    expect(group.roles.map((r) => r.type)).toEqual(['HMS-4X', 'HRM-4X', 'HKB-2X', 'HBP-2X']);
    expect(group.connections.types).toEqual(['partyline', 'group']);

    // ports spec §9: 2W -3..3 dB; others 12..-12, in 6 dB steps on an HMS-4X, no vox.
    const twoWire = InterfaceCapabilitySchema.parse(
      await json(await t.api('/api/1/capabilities/interfaces/2W')),
    );
    expect(twoWire.inputGain).toEqual([3, 2, 1, 0, -1, -2, -3]);
    const fourWire = InterfaceCapabilitySchema.parse(
      await json(await t.api('/api/1/capabilities/interfaces/4W')),
    );
    expect(fourWire.inputGain).toEqual([12, 6, 0, -6, -12]);
    expect(fourWire.voxThresholds).toEqual([]);
    expect((await t.api('/api/1/capabilities/interfaces/SIP')).status).toBe(404);
  });
});

describe('PUT /api/{version}/devices/{id}', () => {
  const put = (body: unknown, path = '/api/1/devices/0') =>
    t.api(path, { method: 'PUT', json: body });
  const label = async () =>
    DeviceSchema.parse(await json(await t.api('/api/1/devices/0'))).device_label;

  it('changes the label, trimmed', async () => {
    const response = await put({ label: '  Studio A  ' });
    expect(response.status).toBe(200);
    expect(OkReplySchema.parse(await json(response))).toEqual({ ok: true });
    expect(await label()).toBe('Studio A');
    expect((await put({ label: 'Studio B' }, '/api/2/devices/1')).status).toBe(200);
    expect(await label()).toBe('Studio B');
  });

  it.each([
    ['an empty label', { label: '   ' }],
    ['a label over 64 characters', { label: 'x'.repeat(65) }],
    ['a label that is not a string', { label: 5 }],
    ['an extra field', { label: 'A', extra: 1 }],
    ['two fields at once', { label: 'A', adminPin: '1234' }],
    ['no field', {}],
    ['an unknown field', { colour: 'red' }],
    ['a field not supported yet', { keysets: [] }],
    ['an admin code that is not 4 digits', { adminPin: '12a4' }],
    ['an array', ['label']],
  ])('answers 400 to %s and keeps the label', async (_, body) => {
    const before = await label();
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(ErrorReplySchema.parse(await json(response)).message.length).toBeGreaterThan(0);
    expect(await label()).toBe(before);
  });

  it('answers 400 to malformed JSON and 404 for an unknown device', async () => {
    const malformed = await t.api('/api/1/devices/0', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"label":',
    });
    expect(malformed.status).toBe(400);
    const unknown = await put({ label: 'Nope' }, '/api/1/devices/4');
    expect(unknown.status).toBe(404);
    expect(ErrorReplySchema.parse(await json(unknown)).message).toBe(MESSAGES.deviceNotFound);
  });

  it('refuses bodies over the size limit with a 4xx, not a 500', async () => {
    const response = await put({ label: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });
});
