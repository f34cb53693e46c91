import { describe, expect, it } from 'vitest';
import {
  antennaIdOf,
  formatEndpointId,
  interfaceIdOf,
  isAntennaId,
  portIdOf,
  unpackInterfaceId,
  unpackPortId,
} from './ids';

describe('interfaceIdOf', () => {
  // ports spec §3: "interface id = device shifted left 8 bits combined with n"
  it.each([
    { deviceId: 0, n: 0, id: 0 },
    { deviceId: 0, n: 3, id: 3 },
    { deviceId: 1, n: 0, id: 256 },
    { deviceId: 1, n: 2, id: 258 },
    { deviceId: 2, n: 5, id: 517 },
    { deviceId: 255, n: 255, id: 65535 },
  ])('device $deviceId interface $n → $id', ({ deviceId, n, id }) => {
    expect(interfaceIdOf(deviceId, n)).toBe(id);
  });
});

describe('portIdOf', () => {
  // ports spec §3: "port id = device shifted left 16 bits, interface shifted left 8 bits,
  // combined with n"
  it.each([
    { deviceId: 0, interfaceIndex: 0, n: 0, id: 0 },
    { deviceId: 0, interfaceIndex: 1, n: 2, id: 258 },
    { deviceId: 1, interfaceIndex: 0, n: 0, id: 65536 },
    { deviceId: 2, interfaceIndex: 3, n: 4, id: (2 << 16) | (3 << 8) | 4 },
    { deviceId: 2, interfaceIndex: 3, n: 4, id: 131844 },
    { deviceId: 255, interfaceIndex: 255, n: 255, id: 16777215 },
  ])(
    'device $deviceId interface $interfaceIndex port $n → $id',
    ({ deviceId, interfaceIndex, n, id }) => {
      expect(portIdOf(deviceId, interfaceIndex, n)).toBe(id);
    },
  );
});

describe('unpacking round trips', () => {
  // ports spec §3: the packed id carries the device, interface and index it was made of
  it.each([
    { deviceId: 0, n: 0 },
    { deviceId: 1, n: 0 },
    { deviceId: 7, n: 9 },
    { deviceId: 255, n: 255 },
  ])('interface of device $deviceId, n $n', ({ deviceId, n }) => {
    expect(unpackInterfaceId(interfaceIdOf(deviceId, n))).toEqual({ deviceId, n });
  });

  it.each([
    { deviceId: 0, interfaceIndex: 0, n: 0 },
    { deviceId: 1, interfaceIndex: 0, n: 0 },
    { deviceId: 2, interfaceIndex: 3, n: 4 },
    { deviceId: 255, interfaceIndex: 255, n: 255 },
  ])('port of device $deviceId, interface $interfaceIndex, n $n', (parts) => {
    expect(unpackPortId(portIdOf(parts.deviceId, parts.interfaceIndex, parts.n))).toEqual(parts);
  });

  it.each([
    { id: 256, unpacked: { deviceId: 1, n: 0 } },
    { id: 517, unpacked: { deviceId: 2, n: 5 } },
  ])('interface id $id unpacks to $unpacked', ({ id, unpacked }) => {
    expect(unpackInterfaceId(id)).toEqual(unpacked);
  });

  it.each([
    { id: 65536, unpacked: { deviceId: 1, interfaceIndex: 0, n: 0 } },
    { id: 131844, unpacked: { deviceId: 2, interfaceIndex: 3, n: 4 } },
  ])('port id $id unpacks to $unpacked', ({ id, unpacked }) => {
    expect(unpackPortId(id)).toEqual(unpacked);
  });
});

describe('antenna ids', () => {
  // device spec §3: "Antenna ids are the antenna index plus 1,000,000."
  it.each([
    { index: 0, id: 1_000_000 },
    { index: 1, id: 1_000_001 },
    { index: 41, id: 1_000_041 },
  ])('antenna $index → $id', ({ index, id }) => {
    expect(antennaIdOf(index)).toBe(id);
  });

  it.each([
    { id: 0, antenna: false },
    { id: 999_999, antenna: false },
    { id: 1_000_000, antenna: true },
    { id: 1_000_007, antenna: true },
  ])('isAntennaId($id) → $antenna', ({ id, antenna }) => {
    expect(isAntennaId(id)).toBe(antenna);
  });
});

describe('formatEndpointId', () => {
  // device spec §9: "Endpoint id display: padded to 6 digits; antenna offset 1,000,000"
  it.each([
    { id: 0, shown: '000000' },
    { id: 42, shown: '000042' },
    { id: 123456, shown: '123456' },
    { id: 1_000_000, shown: '1000000' },
    { id: 1_000_001, shown: '1000001' },
  ])('$id → $shown', ({ id, shown }) => {
    expect(formatEndpointId(id)).toBe(shown);
  });
});
