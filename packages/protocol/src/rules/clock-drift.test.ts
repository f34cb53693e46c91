import { describe, expect, it } from 'vitest';
import { isClockDrifted, parseDeviceDateTime } from './clock-drift';

const T = Date.UTC(2026, 5, 1, 12, 0, 0);
const MIN = 60_000;

describe('isClockDrifted', () => {
  // device spec §5: "Clock: a date/time difference over 15 minutes shows a warning"
  it.each([
    { device: T, drifted: false },
    { device: T + 15 * MIN, drifted: false },
    { device: T - 15 * MIN, drifted: false },
    { device: T + 15 * MIN + 1, drifted: true },
    { device: T - 15 * MIN - 1, drifted: true },
    { device: T + 24 * 60 * MIN, drifted: true },
  ])('device $device → $drifted', ({ device, drifted }) => {
    expect(isClockDrifted(T, device)).toBe(drifted);
  });
});

describe('parseDeviceDateTime', () => {
  // device spec §7: setDateTime (dateTime); date range 1970-2099 (§2 date pickers)
  it.each([
    { v: '2026-06-01T12:00:00Z', ms: T },
    { v: '2026-06-01T14:00:00+02:00', ms: T },
    { v: '2026-06-01T12:00Z', ms: T },
    { v: '2026-06-01T12:00:00.000Z', ms: T },
    { v: '2026-06-01T12:00:00', ms: null },
    { v: '2026-13-01T12:00:00Z', ms: null },
    { v: '1969-12-31T23:59:59Z', ms: null },
    { v: '2100-01-01T00:00:00Z', ms: null },
    { v: 'yesterday', ms: null },
    { v: '', ms: null },
  ])('"$v" → $ms', ({ v, ms }) => {
    expect(parseDeviceDateTime(v)).toBe(ms);
  });
});
