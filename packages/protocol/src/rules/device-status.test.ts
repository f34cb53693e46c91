import { describe, expect, it } from 'vitest';
import type { Device } from '../entities/device';
import { MESSAGES } from '../messages';
import {
  overviewDeviceStatus,
  singleDeviceStatus,
  systemStatus,
  type DeviceStatusContext,
} from './device-status';

function device(overrides: Partial<Device> = {}): Device {
  return {
    device_id: 1,
    res: '/api/1/devices/1',
    device_label: 'Main',
    device_uuid: 'uuid-1',
    deviceType_name: 'HMS-4X',
    isHost: true,
    device_isReachable: true,
    device_isMaster: true,
    device_linking: 'linkMaster',
    linkingVersion: 1,
    device_masterStatus: 'IsMaster',
    device_masterAddress: '',
    device_masterPort: 80,
    device_ipAddress: '10.0.0.1',
    device_netMode: 'LAN',
    versionSW: '4.3.1',
    licensedFeatures: [],
    device_liveStatus: {},
    device_usage: 10,
    device_settings: {},
    ...overrides,
  };
}

const quiet: DeviceStatusContext = { alerts: [], portWarnings: [] };
const alert = {
  device_id: 1,
  interface_id: 256,
  code: 'current_limiter_2w',
  message: '2W overload',
};
const notResponding = 'Port 2W-1 is not responding';

describe('overviewDeviceStatus', () => {
  // device spec §4: "ERROR if unreachable. WARNING for a conflict, bad version, not-ready
  // master, an unreachable master seen from a member, a mismatched HXII beltpack firmware
  // version, interface alerts or port warnings. Otherwise OK."
  it.each([
    { case: 'reachable, nothing wrong', d: {}, ctx: quiet, status: 'OK', reasons: [] },
    {
      case: 'unreachable host',
      d: { device_isReachable: false },
      ctx: quiet,
      status: 'ERROR',
      reasons: [MESSAGES.hostUnreachable],
    },
    {
      case: 'unreachable member',
      d: { isHost: false, device_isReachable: false, device_linking: 'linkMember' as const },
      ctx: quiet,
      status: 'ERROR',
      reasons: [MESSAGES.deviceUnreachable],
    },
    {
      case: 'unreachable with a conflict keeps both reasons',
      d: { isHost: false, device_isReachable: false, device_masterStatus: 'CONFLICT' as const },
      ctx: quiet,
      status: 'ERROR',
      reasons: [MESSAGES.deviceUnreachable, MESSAGES.slotConflict],
    },
    {
      case: 'slot conflict',
      d: { device_masterStatus: 'CONFLICT' as const },
      ctx: quiet,
      status: 'WARNING',
      reasons: [MESSAGES.slotConflict],
    },
    {
      case: 'bad version',
      d: { device_masterStatus: 'BADVERSION' as const },
      ctx: quiet,
      status: 'WARNING',
      reasons: [MESSAGES.badVersion],
    },
    {
      case: 'master not ready',
      d: { device_masterStatus: 'NOTREADY' as const },
      ctx: quiet,
      status: 'WARNING',
      reasons: [MESSAGES.masterNotReady],
    },
    {
      case: 'READY member',
      d: {
        isHost: false,
        device_linking: 'linkMember' as const,
        device_masterStatus: 'READY' as const,
      },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'member that cannot see its master',
      d: { device_linking: 'linkMember' as const, device_masterReachable: false },
      ctx: quiet,
      status: 'WARNING',
      reasons: [MESSAGES.masterUnreachable],
    },
    {
      case: 'member that sees its master',
      d: { device_linking: 'linkMember' as const, device_masterReachable: true },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'member whose master reachability is not known yet',
      d: { device_linking: 'linkMember' as const },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'master flag on a non-member is ignored',
      d: { device_linking: 'disabled' as const, device_masterReachable: false },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'HXII beltpack firmware differs from the HMS-4X',
      d: { hxIIBPversionSW: '4.2.0' },
      ctx: quiet,
      status: 'WARNING',
      reasons: [MESSAGES.hxiiMismatch],
    },
    {
      case: 'HXII beltpack firmware matches the HMS-4X',
      d: { hxIIBPversionSW: '4.3.1' },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'no HXII beltpack version reported',
      d: { hxIIBPversionSW: '' },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'HXII version compared with the given HMS-4X version',
      d: { hxIIBPversionSW: '4.3.1' },
      ctx: { ...quiet, hostHmsVersion: '4.4.0' },
      status: 'WARNING',
      reasons: [MESSAGES.hxiiMismatch],
    },
    {
      case: 'HXII version equal to the given HMS-4X version',
      d: { hxIIBPversionSW: '4.4.0' },
      ctx: { ...quiet, hostHmsVersion: '4.4.0' },
      status: 'OK',
      reasons: [],
    },
    {
      case: 'HXII version on a device that is not an HMS-4X',
      d: { deviceType_name: 'FSII', hxIIBPversionSW: '1.0' },
      ctx: quiet,
      status: 'OK',
      reasons: [],
    },
    {
      case: 'interface alert',
      d: {},
      ctx: { ...quiet, alerts: [alert] },
      status: 'WARNING',
      reasons: ['2W overload'],
    },
    {
      case: 'port warning',
      d: {},
      ctx: { ...quiet, portWarnings: [notResponding] },
      status: 'WARNING',
      reasons: [notResponding],
    },
    {
      case: 'every warning, in spec order',
      d: {
        device_masterStatus: 'NOTREADY' as const,
        device_linking: 'linkMember' as const,
        device_masterReachable: false,
        hxIIBPversionSW: '1.0',
      },
      ctx: { alerts: [alert], portWarnings: [notResponding] },
      status: 'WARNING',
      reasons: [
        MESSAGES.masterNotReady,
        MESSAGES.masterUnreachable,
        MESSAGES.hxiiMismatch,
        '2W overload',
        notResponding,
      ],
    },
  ])('$case → $status', ({ d, ctx, status, reasons }) => {
    expect(overviewDeviceStatus(device(d), ctx)).toEqual({ status, reasons });
  });
});

describe('singleDeviceStatus', () => {
  // device spec §4: "In the single-device view a host conflict forces ERROR."
  it.each([
    { case: 'host conflict', d: { device_masterStatus: 'CONFLICT' as const }, status: 'ERROR' },
    {
      case: 'member conflict stays a warning',
      d: { isHost: false, device_masterStatus: 'CONFLICT' as const },
      status: 'WARNING',
    },
    {
      case: 'host bad version',
      d: { device_masterStatus: 'BADVERSION' as const },
      status: 'WARNING',
    },
    { case: 'healthy host', d: {}, status: 'OK' },
    { case: 'unreachable host', d: { device_isReachable: false }, status: 'ERROR' },
  ])('$case → $status', ({ d, status }) => {
    expect(singleDeviceStatus(device(d), quiet).status).toBe(status);
  });

  it('keeps the conflict as the reason of a host conflict', () => {
    const result = singleDeviceStatus(device({ device_masterStatus: 'CONFLICT' }), quiet);
    expect(result.reasons).toEqual([MESSAGES.slotConflict]);
  });
});

describe('systemStatus', () => {
  // device spec §4: "When the host is unreachable the system status is failure."
  it.each([
    { hostReachable: true, status: 'ok' },
    { hostReachable: false, status: 'failure' },
  ])('host reachable $hostReachable → $status', ({ hostReachable, status }) => {
    expect(systemStatus(hostReachable)).toBe(status);
  });
});
