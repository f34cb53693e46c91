import { DEVICE_ADMIN_TIMINGS } from '../constants';

// device spec §5: "Clock: a date/time difference over 15 minutes shows a warning that the
// base station is not synchronized."
/** True when the device's clock and the browser's differ by more than the allowed drift. */
export function isClockDrifted(browserMs: number, deviceMs: number): boolean {
  return Math.abs(browserMs - deviceMs) > DEVICE_ADMIN_TIMINGS.clockDriftWarningMs;
}

/** Earliest and latest date a device clock may be set to (device spec §2: 1970 to 2099). */
export const DEVICE_CLOCK_RANGE = {
  min: Date.UTC(1970, 0, 1),
  max: Date.UTC(2099, 11, 31, 23, 59, 59, 999),
} as const;

// device spec §7 setDateTime (dateTime): an ISO 8601 date and time with an explicit zone.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant of a `setDateTime` value, or null when it is not a valid date in range. */
export function parseDeviceDateTime(v: string): number | null {
  if (!ISO_WITH_ZONE.test(v)) return null;
  const ms = Date.parse(v);
  if (Number.isNaN(ms) || ms < DEVICE_CLOCK_RANGE.min || ms > DEVICE_CLOCK_RANGE.max) return null;
  return ms;
}
