import { describe, expect, it } from 'vitest';
import type { DeviceCapability } from '@crosspoint/protocol/entities/capability';
import type { Device } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  checkAddress,
  initialDraft,
  isChanged,
  linkingBody,
  pageAfterLinking,
} from './linking-draft';

const device: Device = {
  device_id: 2,
  res: '/api/2/devices/2',
  device_label: 'FSII',
  device_uuid: 'u2',
  deviceType_name: 'FSII',
  isHost: true,
  device_isReachable: true,
  device_isMaster: true,
  device_linking: 'disabled',
  linkingVersion: 1,
  device_masterStatus: 'IsMaster',
  device_masterAddress: '',
  device_masterPort: 8081,
  device_ipAddress: '127.0.0.1',
  device_netMode: 'LAN',
  versionSW: '1.0.0',
  licensedFeatures: [],
  device_liveStatus: {},
  device_usage: 0,
  device_settings: {},
};
const member: Device = {
  ...device,
  device_linking: 'linkMember',
  device_masterAddress: '127.0.0.1',
  device_masterPort: 8080,
};
const capability: DeviceCapability = {
  type: 'FSII',
  productName: 'FreeSpeak II',
  upgrade: { extensions: ['.gz'], minSize: 1, maxSize: 2 },
  linking: { options: [], maxDevices: 4, supportedDevices: [], nameResolution: true },
  users: [],
  interfaces: [],
  endpointTypes: [],
  resourceUsage: false,
  maxBodyBytes: 1024,
};

describe('linking draft', () => {
  it.each([
    { d: device, draft: { mode: 'disabled', address: '', slotId: 2 } },
    { d: member, draft: { mode: 'linkMember', address: '127.0.0.1:8080', slotId: 2 } },
  ])('starts from the device ($d.device_linking)', ({ d, draft }) => {
    expect(initialDraft(d)).toEqual(draft);
  });

  // device spec §5: the address rule, against this device (page port 8081).
  it.each([
    { text: '127.0.0.1:8080', ok: true },
    { text: '127.0.0.1:8081', ok: false, message: MESSAGES.linkMasterIpSameAsDevice },
    { text: '224.1.1.1', ok: false, message: MESSAGES.linkMasterIpInvalid },
    { text: '172.23.4.5', ok: false, message: MESSAGES.ipReserved },
  ])('checks $text', ({ text, ok, message }) => {
    const result = checkAddress(text, device, capability, 8081);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it.each([
    {
      draft: { mode: 'linkMember' as const, address: '127.0.0.1:8080', slotId: 2 },
      body: { mode: 'linkMember', masterIp: '127.0.0.1', masterMgmtPort: 8080, slotId: 2 },
    },
    {
      draft: { mode: 'linkMaster' as const, address: 'x', slotId: null },
      body: { mode: 'linkMaster' },
    },
    { draft: { mode: 'disabled' as const, address: '', slotId: 2 }, body: { mode: 'disabled' } },
  ])('builds the body of $draft.mode', ({ draft, body }) => {
    expect(linkingBody(draft, checkAddress(draft.address, device, capability, 8081))).toEqual({
      ok: true,
      body,
    });
  });

  it('refuses a member draft without a slot', () => {
    const draft = { mode: 'linkMember' as const, address: '127.0.0.1:8080', slotId: null };
    expect(linkingBody(draft, checkAddress(draft.address, device, capability, 8081))).toEqual({
      ok: false,
      message: MESSAGES.noSlotsAvailable,
    });
  });

  it.each([
    { d: device, draft: { mode: 'disabled' as const, address: '', slotId: 2 }, changed: false },
    { d: device, draft: { mode: 'linkMaster' as const, address: '', slotId: 2 }, changed: true },
    {
      d: member,
      draft: { mode: 'linkMember' as const, address: '127.0.0.1:8080', slotId: 2 },
      changed: false,
    },
    {
      d: member,
      draft: { mode: 'linkMember' as const, address: '127.0.0.1:9000', slotId: 2 },
      changed: true,
    },
  ])('knows whether $draft.mode $draft.address changes the device', ({ d, draft, changed }) => {
    expect(isChanged(d, draft, checkAddress(draft.address, d, capability, 8081))).toBe(changed);
  });

  // Decision 0075: a device that links with another slot is known by its new id afterwards.
  it.each([
    {
      body: { mode: 'linkMember' as const, masterIp: 'h', slotId: 3 },
      path: '/view/device/3/linking',
    },
    { body: { mode: 'linkMember' as const, masterIp: 'h', slotId: 2 }, path: undefined },
    { body: { mode: 'linkMaster' as const }, path: undefined },
    { body: { mode: 'disabled' as const }, path: undefined },
  ])('goes to $path after applying $body', ({ body, path }) => {
    expect(pageAfterLinking(device, body)).toBe(path);
  });
});
