import { describe, expect, it } from 'vitest';
import type { LinkingMode } from '../entities/device';
import { MESSAGES } from '../messages';
import {
  availableSlots,
  checkRemoteMaster,
  deriveMasterStatus,
  isMasterReachable,
  linkGroupFeaturesMessage,
  linkingProgressMs,
  noSlotsMessage,
  tooManyDevicesWarning,
  type JoinOutcome,
} from './link-group';

describe('checkRemoteMaster', () => {
  // device spec §5: HelixNet main station links to a main station; equal versions; the remote
  // must be a host acting as master.
  it.each([
    { device: 'HMS-4X', remote: 'HMS-4X', v: '1.0', rv: '1.0', isMaster: true, result: null },
    { device: 'FSII', remote: 'HMS-4X', v: '1.0', rv: '1.0', isMaster: true, result: null },
    { device: 'LQ-4W2', remote: 'FSII', v: '1.0', rv: '1.0', isMaster: true, result: null },
    {
      device: 'HMS-4X',
      remote: 'FSII',
      v: '1.0',
      rv: '1.0',
      isMaster: true,
      result: MESSAGES.helixNetNeedsMainStation,
    },
    {
      device: 'FSII',
      remote: 'HMS-4X',
      v: '1.0',
      rv: '1.1',
      isMaster: true,
      result: MESSAGES.badVersion,
    },
    {
      device: 'FSII',
      remote: 'HMS-4X',
      v: '1.0',
      rv: '1.0',
      isMaster: false,
      result: MESSAGES.invalidLinkMaster,
    },
  ])(
    '$device to $remote ($v/$rv, master $isMaster)',
    ({ device, remote, v, rv, isMaster, result }) => {
      expect(
        checkRemoteMaster(
          { type: device, versionSW: v },
          { type: remote, versionSW: rv, isMaster },
        ),
      ).toBe(result);
    },
  );
});

describe('availableSlots', () => {
  // device spec §5: slot list from the master.
  it.each([
    { max: 4, taken: [], own: undefined, slots: [1, 2, 3, 4] },
    { max: 4, taken: [{ slot: 1, uuid: 'a' }], own: undefined, slots: [2, 3, 4] },
    {
      max: 3,
      taken: [
        { slot: 1, uuid: 'a' },
        { slot: 3, uuid: 'b' },
      ],
      own: 'b',
      slots: [2, 3],
    },
    {
      max: 2,
      taken: [
        { slot: 1, uuid: 'a' },
        { slot: 2, uuid: 'b' },
      ],
      own: 'c',
      slots: [],
    },
  ])('max $max, taken $taken', ({ max, taken, own, slots }) => {
    expect(availableSlots(max, taken, own)).toEqual(slots);
  });

  it.each([
    { slots: [], message: MESSAGES.noSlotsAvailable },
    { slots: [2], message: null },
  ])('noSlotsMessage($slots)', ({ slots, message }) => {
    expect(noSlotsMessage(slots)).toBe(message);
  });
});

describe('tooManyDevicesWarning', () => {
  // device spec §5: "Too many devices: a warning when slots exceed the supported device count."
  it.each([
    { count: 3, max: 4, warning: null },
    { count: 4, max: 4, warning: null },
    { count: 5, max: 4, warning: MESSAGES.tooManyDevices(5, 4) },
  ])('$count of $max', ({ count, max, warning }) => {
    expect(tooManyDevicesWarning(count, max)).toBe(warning);
  });
});

describe('deriveMasterStatus', () => {
  // device spec §3/§4: CONFLICT, BADVERSION, NOTREADY, IsMaster, READY.
  it.each<{ mode: LinkingMode; outcome: JoinOutcome; status: string }>([
    { mode: 'disabled', outcome: 'none', status: 'IsMaster' },
    { mode: 'linkMaster', outcome: 'none', status: 'IsMaster' },
    { mode: 'linkMember', outcome: 'joined', status: 'READY' },
    { mode: 'linkMember', outcome: 'conflict', status: 'CONFLICT' },
    { mode: 'linkMember', outcome: 'badVersion', status: 'BADVERSION' },
    { mode: 'linkMember', outcome: 'unreachable', status: 'NOTREADY' },
    { mode: 'linkMember', outcome: 'refused', status: 'NOTREADY' },
    { mode: 'linkMember', outcome: 'none', status: 'NOTREADY' },
  ])('$mode after $outcome is $status', ({ mode, outcome, status }) => {
    expect(deriveMasterStatus(mode, outcome)).toBe(status);
  });
});

describe('isMasterReachable', () => {
  // ports spec §4: "the master is reachable if a master device is reachable or linking is disabled."
  const d = (isMaster: boolean, reachable: boolean, linking: LinkingMode) => ({
    device_isMaster: isMaster,
    device_isReachable: reachable,
    device_linking: linking,
  });
  it.each([
    { devices: [d(true, true, 'disabled')], reachable: true },
    { devices: [d(false, true, 'disabled')], reachable: true },
    { devices: [d(true, true, 'linkMaster'), d(false, true, 'linkMember')], reachable: true },
    { devices: [d(true, false, 'linkMaster'), d(false, true, 'linkMember')], reachable: false },
    { devices: [d(false, true, 'linkMember')], reachable: false },
    { devices: [], reachable: false },
  ])('case %#', ({ devices, reachable }) => {
    expect(isMasterReachable(devices)).toBe(reachable);
  });
});

describe('linkGroupFeaturesMessage', () => {
  // ports spec §8: 'Connection to Link-Master lost: Use of this feature is disabled'
  it.each<{ linking: LinkingMode; reachable: boolean | undefined; message: string | null }>([
    { linking: 'linkMember', reachable: false, message: MESSAGES.masterLostFeatureDisabled },
    { linking: 'linkMember', reachable: true, message: null },
    { linking: 'linkMaster', reachable: false, message: null },
    { linking: 'disabled', reachable: undefined, message: null },
  ])('$linking, reachable $reachable', ({ linking, reachable, message }) => {
    expect(
      linkGroupFeaturesMessage({ device_linking: linking, device_masterReachable: reachable }),
    ).toBe(message);
  });
});

describe('linkingProgressMs', () => {
  // device spec §9: "Linking progress | 8 s master, 12 s link/disable"
  it.each<{ mode: LinkingMode; ms: number }>([
    { mode: 'linkMaster', ms: 8000 },
    { mode: 'linkMember', ms: 12000 },
    { mode: 'disabled', ms: 12000 },
  ])('$mode', ({ mode, ms }) => {
    expect(linkingProgressMs(mode)).toBe(ms);
  });
});
