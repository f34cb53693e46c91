import { LIMITS } from '@crosspoint/protocol/constants';
import type { SimulatedEndpoint } from './endpoint-simulation';

/**
 * Online FSII beltpacks per antenna endpoint id (index + 1,000,000): what each antenna
 * reports as `connectedBeltpacks` (device spec §2 "FSII antennas with their connected
 * beltpack counts").
 */
export function antennaBeltpackCounts(endpoints: Iterable<SimulatedEndpoint>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const e of endpoints) {
    if (
      e.type === 'FSII-BP' &&
      e.liveStatus.status === 'online' &&
      e.liveStatus.antennaIndex !== undefined
    ) {
      const id = e.liveStatus.antennaIndex + LIMITS.antennaIdOffset;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}
