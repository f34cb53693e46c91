import type { DeviceTypeName } from '../entities/device';
import { MESSAGES } from '../messages';

// device spec §2 Settings (Station) and Wireless, §5 and §7 (the single-field device PUT).

/** Station settings a device `PUT` can change, besides the label and the link-group fields. */
export const STATION_FIELDS = [
  'adminPin',
  'roleSorting',
  'dspPlcState',
  'aaBatteryType',
  'antennaPorts',
] as const;
export type StationField = (typeof STATION_FIELDS)[number];

// device spec §2: "Settings (Station): admin code, roll sorting and device-specific settings
// (dspPlcState, aaBatteryType, roleSorting, antenna port type)". Which settings apply to which
// device is not shown: decision 0031. A HelixNet main station has a front-panel admin code
// and sorts roles; a FreeSpeak II base also has the beltpack DSP, battery and antenna-port
// settings; an LQ interface has no front panel and no beltpacks: it only sorts roles.
const STATION_FIELDS_BY_TYPE: Record<DeviceTypeName, readonly StationField[]> = {
  'HMS-4X': ['adminPin', 'roleSorting'],
  FSII: ['adminPin', 'roleSorting', 'dspPlcState', 'aaBatteryType', 'antennaPorts'],
  'LQ-4W2': ['roleSorting'],
};

/** The Station settings of a device type, in the order the tab shows them. */
export function stationFieldsFor(deviceType: string): readonly StationField[] {
  return deviceType in STATION_FIELDS_BY_TYPE
    ? STATION_FIELDS_BY_TYPE[deviceType as DeviceTypeName]
    : [];
}

/** Wireless (over-the-air) settings exist on FreeSpeak II only (device spec §2). */
export function hasWireless(deviceType: string): boolean {
  return deviceType.startsWith('FSII');
}

/** Whether `field` of a device `PUT` applies to this device type. */
export function deviceFieldApplies(deviceType: string, field: string): boolean {
  if (field === 'label') return true;
  if (field === 'otaPin' || field === 'wirelessId') return hasWireless(deviceType);
  return (stationFieldsFor(deviceType) as readonly string[]).includes(field);
}

const PIN = /^\d{4}$/;

// device spec §2 Station/Wireless: the admin and OTA codes. Their format is not shown
// (decision 0031): empty (no code) or exactly four digits, as a beltpack keypad enters them.
/** The message for a refused admin or OTA code, or null. */
export function validatePin(v: string): string | null {
  return v === '' || PIN.test(v) ? null : MESSAGES.pinInvalid;
}

const WIRELESS_ID = /^[A-Za-z0-9]{3}$/;

// device spec §5: "Wireless system id: exactly 3 characters and different from the current
// one (case-insensitive)." Letters and digits only (decision 0031).
export function validateWirelessId(next: string, current: string): string | null {
  if (!WIRELESS_ID.test(next)) return MESSAGES.wirelessIdLength;
  if (next.toLowerCase() === current.toLowerCase()) return MESSAGES.wirelessIdUnchanged;
  return null;
}
