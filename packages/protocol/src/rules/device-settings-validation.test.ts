import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  deviceFieldApplies,
  hasWireless,
  stationFieldsFor,
  validatePin,
  validateWirelessId,
} from './device-settings-validation';

describe('validateWirelessId', () => {
  // device spec §5: "Wireless system id: exactly 3 characters and different from the current
  // one (case-insensitive)."
  it.each([
    { next: 'B2C', current: 'A1B', message: null },
    { next: 'a1c', current: 'A1B', message: null },
    { next: 'a1b', current: 'A1B', message: MESSAGES.wirelessIdUnchanged },
    { next: 'A1B', current: 'A1B', message: MESSAGES.wirelessIdUnchanged },
    { next: 'AB', current: 'A1B', message: MESSAGES.wirelessIdLength },
    { next: 'ABCD', current: 'A1B', message: MESSAGES.wirelessIdLength },
    { next: '', current: 'A1B', message: MESSAGES.wirelessIdLength },
    { next: 'A B', current: 'A1B', message: MESSAGES.wirelessIdLength },
    { next: 'A-B', current: 'A1B', message: MESSAGES.wirelessIdLength },
  ])('$next (current $current) → $message', ({ next, current, message }) => {
    expect(validateWirelessId(next, current)).toBe(message);
  });
});

describe('validatePin', () => {
  // device spec §2 Station/Wireless: admin code and OTA code (format: decision 0031)
  it.each([
    { v: '', message: null },
    { v: '1234', message: null },
    { v: '0000', message: null },
    { v: '123', message: MESSAGES.pinInvalid },
    { v: '12345', message: MESSAGES.pinInvalid },
    { v: '12a4', message: MESSAGES.pinInvalid },
    { v: ' 1234', message: MESSAGES.pinInvalid },
  ])('"$v" → $message', ({ v, message }) => {
    expect(validatePin(v)).toBe(message);
  });
});

describe('station fields per device type', () => {
  // device spec §2: "Settings (Station): admin code, roll sorting and device-specific settings"
  it.each([
    { type: 'HMS-4X', fields: ['adminPin', 'roleSorting'] },
    {
      type: 'FSII',
      fields: ['adminPin', 'roleSorting', 'dspPlcState', 'aaBatteryType', 'antennaPorts'],
    },
    { type: 'LQ-4W2', fields: ['roleSorting'] },
    { type: 'unknown', fields: [] },
  ])('$type → $fields', ({ type, fields }) => {
    expect(stationFieldsFor(type)).toEqual(fields);
  });

  it.each([
    { type: 'FSII', field: 'wirelessId', applies: true },
    { type: 'FSII', field: 'otaPin', applies: true },
    { type: 'HMS-4X', field: 'wirelessId', applies: false },
    { type: 'HMS-4X', field: 'dspPlcState', applies: false },
    { type: 'LQ-4W2', field: 'adminPin', applies: false },
    { type: 'LQ-4W2', field: 'label', applies: true },
  ])('$field on $type → $applies', ({ type, field, applies }) => {
    expect(deviceFieldApplies(type, field)).toBe(applies);
  });

  it.each([
    { type: 'FSII', wireless: true },
    { type: 'HMS-4X', wireless: false },
    { type: 'LQ-4W2', wireless: false },
  ])('wireless on $type → $wireless', ({ type, wireless }) => {
    expect(hasWireless(type)).toBe(wireless);
  });
});
