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

/**
 * First endpoint id of a slot, less one (decision 0073): slot n numbers its endpoints from
 * (n - 1) * 100 + 1 so that ids stay unique across a link group; slot 1 keeps 1, 2, …
 */
export function endpointIdBaseOf(slot: number): number {
  return Math.max(0, slot - 1) * 100;
}

// Decision 0075: a device that links with another slot renumbers every id carrying its slot.
// Ids of other slots (and antennas) are left as they are.

/** The interface id in `newSlot` of an interface of `oldSlot`; other ids unchanged. */
export function renumberInterfaceId(id: number, oldSlot: number, newSlot: number): number {
  const { deviceId, n } = unpackInterfaceId(id);
  return deviceId === oldSlot ? interfaceIdOf(newSlot, n) : id;
}

/** The port id in `newSlot` of a port of `oldSlot`; other ids unchanged. */
export function renumberPortId(id: number, oldSlot: number, newSlot: number): number {
  const { deviceId, interfaceIndex, n } = unpackPortId(id);
  return deviceId === oldSlot ? portIdOf(newSlot, interfaceIndex, n) : id;
}

/** The endpoint id in `newSlot` of an endpoint of `oldSlot`; antennas keep theirs. */
export function renumberEndpointId(id: number, oldSlot: number, newSlot: number): number {
  if (isAntennaId(id)) return id;
  const local = id - endpointIdBaseOf(oldSlot);
  if (local < 1 || local > 100) return id;
  return local + endpointIdBaseOf(newSlot);
}

const DEVICE_RES = /^(\/api\/\d+\/devices\/)(\d+)((?:\/[^/]*)*)$/;

/**
 * A res path of `oldSlot` (`/api/N/devices/{slot}/interfaces/{id}/ports/{id}`,
 * `…/endpoints/{id}`, …) rewritten for `newSlot`; any other string is returned unchanged.
 */
export function renumberRes(res: string, oldSlot: number, newSlot: number): string {
  const match = DEVICE_RES.exec(res);
  if (!match || Number(match[2]) !== oldSlot) return res;
  const rest = (match[3] ?? '').replace(
    /\/(interfaces|ports|endpoints)\/(\d+)(?=\/|$)/g,
    (_, kind: string, id: string) => {
      const value = Number(id);
      const renumber =
        kind === 'interfaces'
          ? renumberInterfaceId
          : kind === 'ports'
            ? renumberPortId
            : renumberEndpointId;
      return `/${kind}/${renumber(value, oldSlot, newSlot)}`;
    },
  );
  return `${match[1]}${newSlot}${rest}`;
}

/** JSON values as stored in settings columns. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A stored JSON value with every res path of `oldSlot` rewritten (roles' keysets, connection
 * and port settings), and the port ids of a local mix (`bridge`, decision 0054) renumbered.
 */
export function renumberJson(value: JsonValue, oldSlot: number, newSlot: number): JsonValue {
  if (typeof value === 'string') return renumberRes(value, oldSlot, newSlot);
  if (Array.isArray(value)) return value.map((v) => renumberJson(v, oldSlot, newSlot));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: JsonValue } = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === 'bridge' && Array.isArray(v)
        ? v.map((p) => (typeof p === 'number' ? renumberPortId(p, oldSlot, newSlot) : p))
        : renumberJson(v, oldSlot, newSlot);
  }
  return out;
}
