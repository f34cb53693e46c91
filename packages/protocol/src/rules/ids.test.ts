import { describe, expect, it } from 'vitest';
import {
  antennaIdOf,
  formatEndpointId,
  interfaceIdOf,
  isAntennaId,
  renumberEndpointId,
  renumberInterfaceId,
  renumberJson,
  renumberPortId,
  renumberRes,
  portIdOf,
  unpackInterfaceId,
  unpackPortId,
  type JsonValue,
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

// Decision 0075 (renumbering when a device links with another slot); ids per architecture §2
// ("interface id = device << 8 | n; port id = device << 16 | interface << 8 | n") and
// decision 0073 (endpoints of slot n from (n - 1) * 100 + 1, antennas 1,000,000 + index).
describe('renumberInterfaceId', () => {
  it.each([
    { id: 256, from: 1, to: 2, out: 512 },
    { id: 258, from: 1, to: 3, out: 770 },
    { id: 517, from: 2, to: 1, out: 261 },
    { id: 517, from: 1, to: 3, out: 517 },
  ])('$id from slot $from to $to is $out', ({ id, from, to, out }) => {
    expect(renumberInterfaceId(id, from, to)).toBe(out);
  });
});

describe('renumberPortId', () => {
  it.each([
    { id: 65536, from: 1, to: 2, out: 131072 },
    { id: 65536 + 0x0203, from: 1, to: 2, out: 131072 + 0x0203 },
    { id: 131072 + 5, from: 2, to: 4, out: 262144 + 5 },
    { id: 131072 + 5, from: 1, to: 4, out: 131072 + 5 },
  ])('$id from slot $from to $to is $out', ({ id, from, to, out }) => {
    expect(renumberPortId(id, from, to)).toBe(out);
  });
});

describe('renumberEndpointId', () => {
  it.each([
    { id: 1, from: 1, to: 2, out: 101 },
    { id: 12, from: 1, to: 3, out: 212 },
    { id: 101, from: 2, to: 1, out: 1 },
    { id: 100, from: 1, to: 2, out: 200 },
    { id: 150, from: 1, to: 2, out: 150 },
    { id: 1_000_000, from: 1, to: 2, out: 1_000_000 },
    { id: 1_000_003, from: 2, to: 5, out: 1_000_003 },
  ])('$id from slot $from to $to is $out', ({ id, from, to, out }) => {
    expect(renumberEndpointId(id, from, to)).toBe(out);
  });
});

describe('renumberRes', () => {
  it.each([
    { res: '/api/2/devices/1', out: '/api/2/devices/2' },
    { res: '/api/1/devices/1/interfaces/257', out: '/api/1/devices/2/interfaces/513' },
    {
      res: '/api/1/devices/1/interfaces/257/ports/65793',
      out: '/api/1/devices/2/interfaces/513/ports/131329',
    },
    { res: '/api/1/devices/1/endpoints/3', out: '/api/1/devices/2/endpoints/103' },
    { res: '/api/1/devices/1/endpoints/1000001', out: '/api/1/devices/2/endpoints/1000001' },
    { res: '/api/1/devices/3/interfaces/769', out: '/api/1/devices/3/interfaces/769' },
    { res: '/api/1/connections/4', out: '/api/1/connections/4' },
    { res: 'Port 1', out: 'Port 1' },
  ])('$res → $out (slot 1 to 2)', ({ res, out }) => {
    expect(renumberRes(res, 1, 2)).toBe(out);
  });
});

describe('renumberJson', () => {
  it.each<{ value: JsonValue; out: JsonValue }>([
    {
      value: { localMix: { bridge: [65536, 65537, 131072] } },
      out: { localMix: { bridge: [131072, 131073, 131072] } },
    },
    {
      value: {
        keysets: [
          { keysetIndex: 0, connections: [{ res: '/api/1/devices/1/interfaces/256/ports/65536' }] },
        ],
      },
      out: {
        keysets: [
          {
            keysetIndex: 0,
            connections: [{ res: '/api/1/devices/2/interfaces/512/ports/131072' }],
          },
        ],
      },
    },
    {
      value: { gain: 3, label: 'x', on: true, none: null },
      out: { gain: 3, label: 'x', on: true, none: null },
    },
  ])('JSON value %#', ({ value, out }) => {
    expect(renumberJson(value, 1, 2)).toEqual(out);
  });
});
