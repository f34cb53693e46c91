import type { Device, LinkingMode, MasterStatus } from '../entities/device';
import { MESSAGES } from '../messages';

/** What a device knows about itself when it checks a remote link master. */
export interface LinkingDevice {
  type: string;
  versionSW: string;
}

/** What a remote answered about itself (the link protocol's identity, docs/link-protocol.md). */
export interface RemoteMaster {
  type: string;
  versionSW: string;
  /** Whether the remote is the master of its group (linkMaster or disabled). */
  isMaster: boolean;
}

// device spec §5: "A HelixNet main station must link to another main station. The link
// master's version must equal this device's. The remote must be a host acting as master."
/** The reason a remote cannot be this device's link master, or null when it can. */
export function checkRemoteMaster(device: LinkingDevice, remote: RemoteMaster): string | null {
  if (!remote.isMaster) return MESSAGES.invalidLinkMaster;
  if (device.type === 'HMS-4X' && remote.type !== 'HMS-4X') {
    return MESSAGES.helixNetNeedsMainStation;
  }
  if (remote.versionSW !== device.versionSW) return MESSAGES.badVersion;
  return null;
}

/** Slot ids of a group: 1 to the master's maximum device count. */
export function slotRange(maxDevices: number): number[] {
  return Array.from({ length: Math.max(0, maxDevices) }, (_, i) => i + 1);
}

// device spec §5: "slot list from the master"; §8 'No Slot IDs are available on this Link-Master.'
/**
 * Slots a joining device may take: those not used by another device. A slot already held by
 * this same device (its uuid) stays available, so re-linking keeps its slot.
 */
export function availableSlots(
  maxDevices: number,
  taken: readonly { slot: number; uuid: string }[],
  ownUuid?: string,
): number[] {
  const used = new Set(taken.filter((t) => t.uuid !== ownUuid).map((t) => t.slot));
  return slotRange(maxDevices).filter((slot) => !used.has(slot));
}

/** The message when a master offers no slot, else null. */
export function noSlotsMessage(slots: readonly number[]): string | null {
  return slots.length === 0 ? MESSAGES.noSlotsAvailable : null;
}

// device spec §5: "Too many devices: a warning when slots exceed the supported device count."
/** A warning when the group would hold more devices than the master supports, else null. */
export function tooManyDevicesWarning(deviceCount: number, maxDevices: number): string | null {
  return deviceCount > maxDevices ? MESSAGES.tooManyDevices(deviceCount, maxDevices) : null;
}

/** How a member's last join attempt ended (docs/link-protocol.md, `POST /api/link/join`). */
export type JoinOutcome = 'joined' | 'conflict' | 'badVersion' | 'refused' | 'unreachable' | 'none';

// device spec §3, §4: device_masterStatus CONFLICT, BADVERSION, NOTREADY, IsMaster, READY.
/**
 * A device's master status: a master (or a group of one) is IsMaster; a member is READY once
 * its master accepted it, CONFLICT or BADVERSION when the master refused it for that reason,
 * NOTREADY otherwise (not joined yet, refused, or the master cannot be reached).
 */
export function deriveMasterStatus(mode: LinkingMode, outcome: JoinOutcome): MasterStatus {
  if (mode !== 'linkMember') return 'IsMaster';
  switch (outcome) {
    case 'joined':
      return 'READY';
    case 'conflict':
      return 'CONFLICT';
    case 'badVersion':
      return 'BADVERSION';
    default:
      return 'NOTREADY';
  }
}

// ports spec §4: "the master is reachable if a master device is reachable or linking is disabled."
/** Whether the link master is reachable, seen from a device list. */
export function isMasterReachable(
  devices: readonly Pick<Device, 'device_isMaster' | 'device_isReachable' | 'device_linking'>[],
): boolean {
  return devices.some(
    (d) => d.device_linking === 'disabled' || (d.device_isMaster && d.device_isReachable),
  );
}

// ports spec §4/§8 "Master unreachable: 'Connection to Link-Master lost: Use of this feature is
// disabled'"; device spec §4 "an unreachable master seen from a member".
/** The message shown instead of a link-group screen on a member that lost its master, or null. */
export function linkGroupFeaturesMessage(
  host: Pick<Device, 'device_linking' | 'device_masterReachable'>,
): string | null {
  return host.device_linking === 'linkMember' && host.device_masterReachable === false
    ? MESSAGES.masterLostFeatureDisabled
    : null;
}

/** Device spec §9: linking progress 8 s for master, 12 s for link or disable. */
export function linkingProgressMs(mode: LinkingMode): number {
  return mode === 'linkMaster' ? 8_000 : 12_000;
}
