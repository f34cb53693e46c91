// device spec §7: "Alerts … only for device types containing LQ".
import { describe, expect, it } from 'vitest';
import { deviceTypeHasAlerts } from './device-alerts';

describe('deviceTypeHasAlerts', () => {
  it.each([
    ['LQ-4W2', true],
    ['LQ-R', true],
    ['HMS-4X', false],
    ['FSII', false],
    ['', false],
  ])('%s → %s', (type, expected) => {
    expect(deviceTypeHasAlerts(type)).toBe(expected);
  });
});
