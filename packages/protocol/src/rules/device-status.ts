import type { Alert } from '../entities/alert';
import type { Device } from '../entities/device';
import { MESSAGES } from '../messages';

/** A device tile's status (device spec §4). */
export type DeviceStatusLevel = 'OK' | 'WARNING' | 'ERROR';

/** What the status of one device depends on besides the device record itself. */
export interface DeviceStatusContext {
  /** Current alerts of this device's interfaces. */
  alerts: Alert[];
  /** Messages of the port warnings of this device (ports spec §2, e.g. 'Port … is not responding'). */
  portWarnings: string[];
  /**
   * versionSW of the HMS-4X the HXII beltpacks belong to. When absent the device's own
   * versionSW is the reference.
   */
  hostHmsVersion?: string;
}

export interface DeviceStatus {
  status: DeviceStatusLevel;
  /** Every reason found, in the order of device spec §4; empty when OK. */
  reasons: string[];
}

/** The HXII beltpack firmware must match the firmware of its HMS-4X (device spec §4, §8). */
function hasHxiiMismatch(device: Device, ctx: DeviceStatusContext): boolean {
  if (device.deviceType_name !== 'HMS-4X') return false;
  const beltpackVersion = device.hxIIBPversionSW;
  // An empty version means no HXII beltpack reported one: nothing to compare.
  if (beltpackVersion === undefined || beltpackVersion === '') return false;
  return beltpackVersion !== (ctx.hostHmsVersion ?? device.versionSW);
}

/** Warning reasons, in the order the spec lists them. */
function warningReasons(device: Device, ctx: DeviceStatusContext): string[] {
  const reasons: string[] = [];
  if (device.device_masterStatus === 'CONFLICT') reasons.push(MESSAGES.slotConflict);
  if (device.device_masterStatus === 'BADVERSION') reasons.push(MESSAGES.badVersion);
  if (device.device_masterStatus === 'NOTREADY') reasons.push(MESSAGES.masterNotReady);
  if (device.device_linking === 'linkMember' && device.device_masterReachable === false) {
    reasons.push(MESSAGES.masterUnreachable);
  }
  if (hasHxiiMismatch(device, ctx)) reasons.push(MESSAGES.hxiiMismatch);
  reasons.push(...ctx.alerts.map((alert) => alert.message));
  reasons.push(...ctx.portWarnings);
  return reasons;
}

// device spec §4: "ERROR if unreachable. WARNING for a conflict, bad version, not-ready master,
// an unreachable master seen from a member, a mismatched HXII beltpack firmware version,
// interface alerts or port warnings. Otherwise OK."
/**
 * Status of a device tile on the overview. An unreachable device is ERROR; its reasons start
 * with the unreachable message and still list the warnings last known, so nothing is hidden.
 */
export function overviewDeviceStatus(device: Device, ctx: DeviceStatusContext): DeviceStatus {
  const warnings = warningReasons(device, ctx);
  if (!device.device_isReachable) {
    const unreachable = device.isHost ? MESSAGES.hostUnreachable : MESSAGES.deviceUnreachable;
    return { status: 'ERROR', reasons: [unreachable, ...warnings] };
  }
  return { status: warnings.length > 0 ? 'WARNING' : 'OK', reasons: warnings };
}

// device spec §4: "In the single-device view a host conflict forces ERROR."
/** Status of a device in its own view: as on the overview, but a host slot conflict is ERROR. */
export function singleDeviceStatus(device: Device, ctx: DeviceStatusContext): DeviceStatus {
  const overview = overviewDeviceStatus(device, ctx);
  if (device.isHost && device.device_masterStatus === 'CONFLICT') {
    return { status: 'ERROR', reasons: overview.reasons };
  }
  return overview;
}

// device spec §4: "When the host is unreachable the system status is failure."
/** Status of the whole system, which stands or falls with the host. */
export function systemStatus(hostReachable: boolean): 'ok' | 'failure' {
  return hostReachable ? 'ok' : 'failure';
}
