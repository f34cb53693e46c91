// ports spec §7 "Ports and interfaces": PUT .../interfaces/{interfaceId}/ports with the res list
// and partial settings, checked with the protocol rules of §5 and §9, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevice, type TestDevice } from '../helpers';
import { allPorts, portByDesc, putPorts, replyOf } from './port-helpers';

describe('PUT ports on an LQ-4W2', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'LQ-4W2' });
  });
  afterAll(() => t.stop());

  it('applies one body to every selected port', async () => {
    const [a, b] = [await portByDesc(t, 'A'), await portByDesc(t, 'B')];
    const reply = await putPorts(t, [a, b], { inputGain: 9, vox: { state: true, threshold: -40 } });
    expect(await replyOf(reply)).toEqual({ status: 200, body: { ok: true } });
    for (const desc of ['A', 'B']) {
      const port = await portByDesc(t, desc);
      expect(port.port_settings.inputGain).toBe(9);
      expect(port.port_settings.vox).toEqual({ state: true, threshold: -40, delay: 1, events: [] });
    }
  });

  it('accepts ports of several interfaces of the device in one call', async () => {
    const [a, ivc] = [await portByDesc(t, 'A'), await portByDesc(t, 'IVC 1')];
    expect((await putPorts(t, [a, ivc], { outputGain: -3 })).status).toBe(200);
    expect((await portByDesc(t, 'IVC 1')).port_settings.outputGain).toBe(-3);
    expect((await portByDesc(t, 'A')).port_settings.outputGain).toBe(-3);
  });

  // ports spec §4: "Applying a preset (0-4) sets bitrate, packet size and jitter"
  it('applies network quality presets and checks custom values', async () => {
    const sip = await portByDesc(t, 'SIP 1');
    expect((await putPorts(t, [sip], { networkQuality: { type: 4 } })).status).toBe(200);
    expect((await portByDesc(t, 'SIP 1')).port_settings.networkQuality).toEqual({
      type: 4,
      bitrate: 128,
      packetSize: 5,
      jitter: 5,
    });
    // FEC on: the preset's packet size moves to 10 ms (ports spec §5 packet size options)
    expect((await putPorts(t, [sip], { fec: true })).status).toBe(200);
    expect((await portByDesc(t, 'SIP 1')).port_settings.networkQuality?.packetSize).toBe(10);
    const custom = { type: 5, bitrate: 48, packetSize: 20, jitter: 40 };
    expect((await putPorts(t, [sip], { networkQuality: custom })).status).toBe(200);
    expect((await portByDesc(t, 'SIP 1')).port_settings.networkQuality).toEqual(custom);
  });

  it.each([
    ['gain off the 3 dB steps', 'A', { inputGain: 4 }, /inputGain 4 is not allowed/],
    ['gain beyond 12', 'A', { outputGain: 15 }, /outputGain 15/],
    ['VOX threshold off the 2 dB steps', 'A', { vox: { threshold: -31 } }, /VOX threshold -31/],
    ['VOX threshold below -60', 'A', { vox: { threshold: -62 } }, /VOX threshold -62/],
    ['VOX delay above 4 s', 'A', { vox: { delay: 4.5 } }, /VOX delay 4.5/],
    ['baud rate', 'A', { serial: { baudRate: 4800 } }, /baud rate 4800/],
    ['GPO off delay', 'A', { gpos: [{ offDelay: 0.3 }] }, /off delay 0.3/],
    ['multiChannel on SIP', 'SIP 1', { multiChannel: false }, /multiChannel/],
    ['network quality on 4W', 'A', { networkQuality: { type: 2 } }, /networkQuality/],
    ['custom bitrate', 'SIP 2', { networkQuality: { type: 5, bitrate: 24 } }, /Bitrate 24/],
    [
      'packet size 5 at 32 kbps',
      'SIP 2',
      { networkQuality: { type: 5, packetSize: 5 } },
      /Packet size 5/,
    ],
    ['wrong type', 'A', { inputGain: '3' }, /Invalid port settings \(inputGain\)/],
    ['unknown field', 'A', { volume: 3 }, /Invalid port settings/],
    ['bridge with itself', 'A', { localMix: { bridge: [65536] } }, /itself/],
    ['empty label', 'A', { label: '  ' }, /The label cannot be empty\./],
  ])('refuses %s with a 400 and its message', async (_name, desc, body, message) => {
    const port = await portByDesc(t, desc);
    const before = await allPorts(t);
    const { status, body: reply } = await replyOf(await putPorts(t, [port], body));
    expect(status).toBe(400);
    expect(reply).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expect(await allPorts(t)).toEqual(before);
  });

  it('refuses unknown, foreign, duplicate and misplaced ports', async () => {
    const a = await portByDesc(t, 'A');
    const cases = [
      [`/api/1/devices/1/interfaces/256/ports/99999`],
      [`/api/1/devices/7/interfaces/256/ports/${a.port_id}`],
      [`/api/1/devices/1/interfaces/257/ports/${a.port_id}`],
      [a.res, a.res],
      ['../../etc/passwd'],
    ];
    for (const res of cases) {
      const reply = await t.api('/api/1/devices/0/interfaces/256/ports', {
        method: 'PUT',
        json: { res, inputGain: 0 },
      });
      expect(reply.status).toBe(400);
    }
    const none = await t.api('/api/1/devices/0/interfaces/256/ports', {
      method: 'PUT',
      json: { res: [], inputGain: 0 },
    });
    expect(none.status).toBe(400);
  });

  it('changes nothing when one of the selected ports refuses the value', async () => {
    const [a, sip] = [await portByDesc(t, 'A'), await portByDesc(t, 'SIP 2')];
    const before = await allPorts(t);
    // vox exists on the 4W port but not on the SIP port
    const reply = await putPorts(t, [a, sip], { vox: { state: false } });
    expect(reply.status).toBe(400);
    expect(await allPorts(t)).toEqual(before);
  });

  it('sets a label on one port only', async () => {
    const [a, b] = [await portByDesc(t, 'A'), await portByDesc(t, 'B')];
    expect((await putPorts(t, [a], { label: ' Desk ' })).status).toBe(200);
    expect((await portByDesc(t, 'A')).port_label).toBe('Desk');
    expect((await putPorts(t, [a, b], { label: 'Two' })).status).toBe(400);
  });

  it('answers 404 for an unknown device or interface', async () => {
    const a = await portByDesc(t, 'A');
    const device = await t.api('/api/1/devices/9/interfaces/256/ports', {
      method: 'PUT',
      json: { res: [a.res] },
    });
    expect(await replyOf(device)).toEqual({
      status: 404,
      body: { ok: false, message: 'Cannot find device with ID' },
    });
    const item = await t.api('/api/1/devices/0/interfaces/999/ports', {
      method: 'PUT',
      json: { res: [a.res] },
    });
    expect(item.status).toBe(404);
  });
});

describe('PUT ports on an HMS-4X', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice({ type: 'HMS-4X' });
  });
  afterAll(() => t.stop());

  // ports spec §9: 6 dB steps on an HMS-4X; 2W -3..3 dB; no VOX on an HMS-4X
  it.each([
    ['C', { inputGain: 3 }, 400],
    ['C', { inputGain: 6 }, 200],
    ['A', { outputGain: 6 }, 400],
    ['A', { outputGain: -3 }, 200],
    ['C', { vox: { state: true } }, 400],
    // ports spec §5: no input gain on SA or HS, no output gain on PGM
    ['SA', { inputGain: 0 }, 400],
    ['SA', { outputGain: -12 }, 200],
    ['PGM', { outputGain: 0 }, 400],
    ['HS', { sidetoneGain: -12, headphoneLimit: 24 }, 200],
    ['HS', { sidetoneGain: -9 }, 400],
    ['HS', { headsetMicType: 'carbon' }, 400],
  ])('port %s with %j answers %i', async (desc, body, status) => {
    const port = await portByDesc(t, desc);
    expect((await putPorts(t, [port], body)).status).toBe(status);
  });
});
