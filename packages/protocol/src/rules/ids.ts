import { LIMITS } from '../constants';

// ports spec §3 "Global id packing" and architecture §2: interface id = device << 8 | n;
// port id = device << 16 | interface << 8 | n; antenna id = index + 1,000,000.

/** Interface id of the n-th interface (n from 0) of a device. */
export function interfaceIdOf(deviceId: number, n: number): number {
  return (deviceId << 8) | n;
}

/** Port id of the n-th port (from 0) of the interfaceIndex-th interface of a device. */
export function portIdOf(deviceId: number, interfaceIndex: number, n: number): number {
  return (deviceId << 16) | (interfaceIndex << 8) | n;
}

export function unpackInterfaceId(id: number): { deviceId: number; n: number } {
  return { deviceId: id >> 8, n: id & 0xff };
}

export function unpackPortId(id: number): { deviceId: number; interfaceIndex: number; n: number } {
  return { deviceId: id >> 16, interfaceIndex: (id >> 8) & 0xff, n: id & 0xff };
}

/** Endpoint id of the FSII antenna at an index (device spec §3). */
export function antennaIdOf(index: number): number {
  return index + LIMITS.antennaIdOffset;
}

export function isAntennaId(id: number): boolean {
  return id >= LIMITS.antennaIdOffset;
}

/** Endpoint ids are displayed padded to 6 digits (device spec §9). */
export function formatEndpointId(id: number): string {
  return String(id).padStart(LIMITS.endpointIdPadding, '0');
}
