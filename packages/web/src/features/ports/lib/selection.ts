import type { Port } from '@crosspoint/protocol/entities/port';

/**
 * The ports a ports-tab URL selects (ports spec §2, device spec §2: "optional selection
 * parameters pId, ifId, or externalDeviceId plus externalPortId"). `pId` may list several ids
 * separated by commas (docs/decisions/0050); `ifId` selects every port of that interface.
 */
export function selectedPortIds(params: URLSearchParams, ports: readonly Port[]): number[] {
  const pId = params.get('pId');
  if (pId) {
    const wanted = new Set(pId.split(',').map(Number));
    return ports.filter((p) => wanted.has(p.port_id)).map((p) => p.port_id);
  }
  const ifId = params.get('ifId');
  if (ifId) {
    return ports
      .filter((p) => p.audioInterface_id_AudioInterface === Number(ifId))
      .map((p) => p.port_id);
  }
  const externalDevice = params.get('externalDeviceId');
  const externalPort = params.get('externalPortId');
  if (externalDevice && externalPort) {
    return ports
      .filter(
        (p) =>
          p.port_externalDeviceId === Number(externalDevice) &&
          p.port_externalPortId === Number(externalPort),
      )
      .map((p) => p.port_id);
  }
  return [];
}

/** The search parameters that select `ids` (none when empty). */
export function selectionParams(ids: readonly number[]): URLSearchParams {
  const params = new URLSearchParams();
  if (ids.length > 0) params.set('pId', [...ids].sort((a, b) => a - b).join(','));
  return params;
}

/** Click selects one port; a toggle adds or removes it from the selection. */
export function toggleSelection(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The interface-type filter of /interfaces/{list}/4w|4wg|2w pages (ports spec §2). */
export interface InterfaceFilter {
  interfaceIds: number[];
  type: string;
}

/** `interfaceList` is a comma-separated list of interface ids (docs/decisions/0050). */
export function parseInterfaceFilter(interfaceList: string, kind: string): InterfaceFilter {
  const interfaceIds = interfaceList
    .split(',')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n >= 0);
  return { interfaceIds, type: kind.toUpperCase() };
}
