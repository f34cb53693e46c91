import { compareEndpointsByStatus } from '@crosspoint/protocol/rules/endpoint-status';
import type { Endpoint, EndpointType } from '@crosspoint/protocol/entities/endpoint';
import type { OverviewSections } from '@crosspoint/protocol/rules/overview-sections';

/** One endpoint list of the overview (device spec §2 "Endpoint lists per family"). */
export interface EndpointFamily {
  id: 'helixnet' | 'fsii-beltpacks' | 'fsii-antennas' | 'agent-ic';
  title: string;
  types: readonly EndpointType[];
  /** The capability-driven overview section it belongs to (device spec §2). */
  section: keyof Omit<OverviewSections, 'resourceUsage'>;
  /** Beltpack lists can be searched by role or label (device spec §2). */
  searchable: boolean;
  /**
   * Picks and orders this family's endpoints from the live list. Defined once per family so
   * it stays the same function between renders and the query does not re-run it needlessly.
   */
  select: (endpoints: Endpoint[]) => Endpoint[];
}

function family(
  id: EndpointFamily['id'],
  title: string,
  section: EndpointFamily['section'],
  types: readonly EndpointType[],
  searchable = false,
): EndpointFamily {
  const select = (endpoints: Endpoint[]): Endpoint[] =>
    endpoints.filter((e) => types.includes(e.type)).sort(compareEndpointsByStatus);
  return { id, title, section, types, searchable, select };
}

// device spec §1: HelixNet (HRM-4X, HKB-2X, HBP-2X), FSII (FSII-BP, FSII-Antenna), LQ (LQ-AIC).
/** The overview's endpoint lists in display order; a list shows only when it has endpoints. */
export const ENDPOINT_FAMILIES: readonly EndpointFamily[] = [
  family('helixnet', 'HelixNet', 'helixnet', ['HRM-4X', 'HKB-2X', 'HBP-2X']),
  family('fsii-beltpacks', 'FreeSpeak II beltpacks', 'freeSpeak', ['FSII-BP'], true),
  family('fsii-antennas', 'FreeSpeak II antennas', 'freeSpeak', ['FSII-Antenna']),
  family('agent-ic', 'Agent-IC', 'agentIc', ['LQ-AIC']),
];
