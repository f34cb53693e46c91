import { describe, expect, it } from 'vitest';
import type { PortSettingsPatch } from '../entities/port-update';
import {
  applyPortPatch,
  isValidPortLabel,
  multiChannelChanges,
  type PortPatchTarget,
} from './port-update';

const lq4w: PortPatchTarget = {
  portId: 65536,
  label: '4W A',
  deviceType: 'LQ-4W2',
  interfaceType: '4W',
  configType: '4W',
  settings: {
    inputGain: 0,
    outputGain: 0,
    multiChannel: true,
    vox: { state: false, threshold: -30, delay: 1, events: [] },
    gpis: [{ events: [], offDelay: 0 }],
    gpos: [{ events: [], offDelay: 0 }],
    serial: { baudRate: 9600 },
    localMix: { bridge: [] },
  },
};
const hms4w: PortPatchTarget = {
  ...lq4w,
  deviceType: 'HMS-4X',
  settings: { inputGain: 0, outputGain: 0, multiChannel: false },
};
const hms2w: PortPatchTarget = {
  ...hms4w,
  interfaceType: '2W',
  configType: '2W',
  settings: { inputGain: 0, outputGain: 0 },
};
const sa: PortPatchTarget = {
  ...hms4w,
  interfaceType: 'SA',
  configType: 'SA',
  settings: { outputGain: 0 },
};
const hs: PortPatchTarget = {
  ...hms4w,
  interfaceType: 'HS',
  configType: 'HS',
  settings: {
    sidetoneGain: -6,
    headphoneLimit: 0,
    sidetoneControl: 'tracking',
    headsetMicType: 'automatic',
  },
};
const sip: PortPatchTarget = {
  ...lq4w,
  portId: 66048,
  interfaceType: 'SIP',
  configType: 'SIP',
  settings: {
    inputGain: 0,
    outputGain: 0,
    silenceSupp: false,
    fec: false,
    networkQuality: { type: 2, bitrate: 32, packetSize: 20, jitter: 60 },
  },
};
const DEVICE_PORTS = [65536, 65537, 66048];

describe('applyPortPatch accepts', () => {
  it.each<{ name: string; target: PortPatchTarget; patch: PortSettingsPatch; expect: object }>([
    // ports spec §9 gain steps
    { name: 'LQ 4W gain 9', target: lq4w, patch: { inputGain: 9 }, expect: { inputGain: 9 } },
    {
      name: 'HMS 4W gain -6',
      target: hms4w,
      patch: { outputGain: -6 },
      expect: { outputGain: -6 },
    },
    { name: 'HMS 2W gain 2', target: hms2w, patch: { inputGain: 2 }, expect: { inputGain: 2 } },
    // ports spec §5: outputGain on E1 SA
    { name: 'SA output gain', target: sa, patch: { outputGain: 12 }, expect: { outputGain: 12 } },
    // ports spec §9 vox thresholds and delays
    {
      name: 'vox',
      target: lq4w,
      patch: { vox: { state: true, threshold: -40, delay: 2.5 } },
      expect: { vox: { state: true, threshold: -40, delay: 2.5, events: [] } },
    },
    {
      name: 'baud',
      target: lq4w,
      patch: { serial: { baudRate: 19200 } },
      expect: { serial: { baudRate: 19200 } },
    },
    {
      name: 'gpo off delay',
      target: lq4w,
      patch: { gpos: [{ offDelay: 0.5 }] },
      expect: { gpos: [{ events: [], offDelay: 0.5 }] },
    },
    {
      name: 'bridge',
      target: lq4w,
      patch: { localMix: { bridge: [65537] } },
      expect: { localMix: { bridge: [65537] } },
    },
    {
      name: 'multichannel',
      target: hms4w,
      patch: { multiChannel: true },
      expect: { multiChannel: true },
    },
    {
      name: 'headset',
      target: hs,
      patch: { sidetoneGain: -18, headphoneLimit: 24, headsetMicType: 'dynamic_0' },
      expect: { sidetoneGain: -18, headphoneLimit: 24, headsetMicType: 'dynamic_0' },
    },
    // ports spec §4: presets set bitrate, packet size and jitter
    {
      name: 'preset 4',
      target: sip,
      patch: { networkQuality: { type: 4 } },
      expect: { networkQuality: { type: 4, bitrate: 128, packetSize: 5, jitter: 5 } },
    },
    {
      name: 'preset follows FEC',
      target: {
        ...sip,
        settings: {
          ...sip.settings,
          networkQuality: { type: 4, bitrate: 128, packetSize: 5, jitter: 5 },
        },
      },
      patch: { fec: true },
      expect: { fec: true, networkQuality: { type: 4, bitrate: 128, packetSize: 10, jitter: 5 } },
    },
    {
      name: 'custom values make type 5',
      target: sip,
      patch: { networkQuality: { bitrate: 48, packetSize: 10, jitter: 40 } },
      expect: { networkQuality: { type: 5, bitrate: 48, packetSize: 10, jitter: 40 } },
    },
  ])('$name', ({ target, patch, expect: wanted }) => {
    const result = applyPortPatch(target, patch, DEVICE_PORTS);
    expect(result).toEqual({ ok: true, value: { ...target.settings, ...wanted } });
  });
});

describe('applyPortPatch refuses', () => {
  it.each<{ name: string; target: PortPatchTarget; patch: PortSettingsPatch; message: RegExp }>([
    {
      name: 'gain off the 3 dB steps',
      target: lq4w,
      patch: { inputGain: 4 },
      message: /inputGain 4 is not allowed/,
    },
    {
      name: 'HMS gain off the 6 dB steps',
      target: hms4w,
      patch: { inputGain: 3 },
      message: /inputGain 3/,
    },
    { name: '2W gain beyond 3', target: hms2w, patch: { outputGain: 6 }, message: /outputGain 6/ },
    // ports spec §5 capability rules
    {
      name: 'input gain on SA',
      target: sa,
      patch: { inputGain: 0 },
      message: /inputGain does not apply/,
    },
    {
      name: 'output gain on HS',
      target: hs,
      patch: { outputGain: 0 },
      message: /outputGain does not apply/,
    },
    {
      name: 'vox on HMS-4X',
      target: hms4w,
      patch: { vox: { state: true } },
      message: /vox does not apply/,
    },
    {
      name: 'vox threshold odd',
      target: lq4w,
      patch: { vox: { threshold: -31 } },
      message: /VOX threshold -31/,
    },
    {
      name: 'vox threshold too low',
      target: lq4w,
      patch: { vox: { threshold: -62 } },
      message: /VOX threshold -62/,
    },
    { name: 'vox delay 5', target: lq4w, patch: { vox: { delay: 5 } }, message: /VOX delay 5/ },
    {
      name: 'vox delay 0.25',
      target: lq4w,
      patch: { vox: { delay: 0.25 } },
      message: /VOX delay 0.25/,
    },
    {
      name: 'baud 4800',
      target: lq4w,
      patch: { serial: { baudRate: 4800 } },
      message: /baud rate 4800/,
    },
    {
      name: 'serial absent',
      target: hms4w,
      patch: { serial: { baudRate: 9600 } },
      message: /serial does not apply/,
    },
    {
      name: 'gpo off delay 3',
      target: lq4w,
      patch: { gpos: [{ offDelay: 3 }] },
      message: /off delay 3/,
    },
    {
      name: 'gpo count',
      target: lq4w,
      patch: { gpos: [{ offDelay: 0 }, { offDelay: 0 }] },
      message: /must list 1/,
    },
    {
      name: 'multichannel on SIP',
      target: sip,
      patch: { multiChannel: true },
      message: /multiChannel/,
    },
    {
      name: 'bridge itself',
      target: lq4w,
      patch: { localMix: { bridge: [65536] } },
      message: /itself/,
    },
    {
      name: 'bridge unknown',
      target: lq4w,
      patch: { localMix: { bridge: [1] } },
      message: /port 1 is not/,
    },
    { name: 'sidetone -3', target: hs, patch: { sidetoneGain: -3 }, message: /sidetone gain -3/ },
    {
      name: 'headphone 12',
      target: hs,
      patch: { headphoneLimit: 12 },
      message: /headphone limit 12/,
    },
    {
      name: 'network quality on 4W',
      target: lq4w,
      patch: { networkQuality: { type: 1 } },
      message: /networkQuality/,
    },
    { name: 'fec on 4W', target: lq4w, patch: { fec: true }, message: /fec/ },
    {
      name: 'bitrate 24',
      target: sip,
      patch: { networkQuality: { type: 5, bitrate: 24 } },
      message: /Bitrate 24/,
    },
    {
      name: 'jitter 50',
      target: sip,
      patch: { networkQuality: { type: 5, jitter: 50 } },
      message: /Jitter buffer 50/,
    },
    // ports spec §5 packet size options: 5 ms needs bitrate 64+ without FEC or silence suppression
    {
      name: 'packet 5 at 32 kbps',
      target: sip,
      patch: { networkQuality: { type: 5, packetSize: 5 } },
      message: /Packet size 5/,
    },
    {
      name: 'FEC with 60 ms custom',
      target: {
        ...sip,
        settings: {
          ...sip.settings,
          networkQuality: { type: 5, bitrate: 32, packetSize: 60, jitter: 60 },
        },
      },
      patch: { fec: true },
      message: /Packet size 60/,
    },
  ])('$name', ({ target, patch, message }) => {
    const result = applyPortPatch(target, patch, DEVICE_PORTS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('multiChannelChanges and labels', () => {
  // ports spec §5: "Changing multichannel on ports asks confirmation that channel assignments
  // will be removed for affected ports."
  it.each([
    { settings: { multiChannel: true }, patch: { multiChannel: false }, changes: true },
    { settings: { multiChannel: true }, patch: { multiChannel: true }, changes: false },
    { settings: { multiChannel: false }, patch: { inputGain: 3 }, changes: false },
  ])('$settings + $patch → $changes', ({ settings, patch, changes }) => {
    expect(multiChannelChanges(settings, patch)).toBe(changes);
  });

  // ports spec §5: "Port or line label: cannot be empty"
  it.each([
    ['A', true],
    ['', false],
    ['   ', false],
  ])('label %j valid %s', (label, valid) => expect(isValidPortLabel(label)).toBe(valid));
});
