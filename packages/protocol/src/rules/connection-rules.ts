import { LIMITS } from '../constants';
import type { ConnectionType, LinkGroupCapability } from '../entities/capability';
import { MESSAGES } from '../messages';

type ConnectionsCapability = Pick<LinkGroupCapability, 'connections'>;

/** The tabs of the connection assignment screen, in order. */
export type ConnectionTab = ConnectionType | 'all';

export const CONNECTION_TAB_LABELS: Record<ConnectionTab, string> = {
  partyline: 'Channels',
  direct: 'Directs',
  group: 'Groups',
  all: 'All',
};

const TAB_ORDER: readonly ConnectionType[] = ['partyline', 'direct', 'group'];

// ports spec §2: "Tabs: Channels (partyline), Directs (direct), Groups (group). An All tab is
// added when two or more tabs exist. The Directs tab is hidden when capabilities offer no
// direct type."
/** The tabs shown for a link group's connection capability. */
export function connectionTabs(capability: ConnectionsCapability): ConnectionTab[] {
  const tabs: ConnectionTab[] = TAB_ORDER.filter((t) => capability.connections.types.includes(t));
  return tabs.length >= 2 ? [...tabs, 'all'] : tabs;
}

/** The connections a tab lists, ordered by id. */
export function connectionsOfTab<C extends { id: number; type: ConnectionType }>(
  connections: readonly C[],
  tab: ConnectionTab,
): C[] {
  return connections.filter((c) => tab === 'all' || c.type === tab).sort((a, b) => a.id - b.id);
}

// ports spec §2: "Show-all mode is forced on for main-station (HMS) device types."
/** Whether show-all mode is forced on (any HMS device type in the link group). */
export function showAllForced(deviceTypes: readonly string[]): boolean {
  return deviceTypes.some((type) => type.startsWith('HMS'));
}

// ports spec §2: "After deleting, the next connection in the tab is selected (the previous one
// if the deleted one was last, none if the tab is empty)."
/** The connection selected after `deletedId` is deleted from a tab listing `ids` (in order). */
export function selectionAfterDelete(ids: readonly number[], deletedId: number): number | null {
  const index = ids.indexOf(deletedId);
  const rest = ids.filter((id) => id !== deletedId);
  if (rest.length === 0) return null;
  if (index === -1) return rest[0] ?? null;
  return rest[Math.min(index, rest.length - 1)] ?? null;
}

// ports spec §6 and §9: "Connection types, maximum counts and the dynamic flag come from
// link-group capabilities"; §8 "Maximum connections" messages.
/** Why a connection of `type` cannot be added now, or null. */
export function connectionAddRefusal(
  type: ConnectionType,
  existing: readonly { type: ConnectionType }[],
  capability: ConnectionsCapability,
): string | null {
  const { types, max } = capability.connections;
  if (!types.includes(type)) return MESSAGES.connectionTypeUnsupported(type);
  const limit = max[type];
  if (limit !== undefined && existing.filter((c) => c.type === type).length >= limit) {
    return MESSAGES.connectionMaxReached(type);
  }
  return null;
}

// ports spec §5: "Deleting a connection requires a reachable master and no ports ('Ports must
// be removed before deleting this channel.')."
/** Why a connection cannot be deleted, or null. */
export function connectionDeleteRefusal(input: {
  portCount: number;
  masterReachable: boolean;
}): string | null {
  if (!input.masterReachable) return MESSAGES.masterLostFeatureDisabled;
  if (input.portCount > 0) return MESSAGES.connectionHasPorts;
  return null;
}

// ports spec §5: "Assigning a user or port to a device whose usage exceeds 85 percent is
// refused: […] for connections 'Device resource usage limits exceeded. (Channel assignment
// refused)'."
/** The refusal of a channel assignment on a device at `usage` percent, or null. */
export function channelAssignmentUsageRefusal(usage: number): string | null {
  return usage > LIMITS.deviceUsageRefusalPercent ? MESSAGES.channelAssignmentRefused : null;
}

/**
 * The id a new connection of `type` takes (decision 0062). Without the dynamic flag each type
 * has a fixed block of ids in the order partyline, direct, group, as large as its maximum
 * (FSII: channels 1–12, groups 13–24; architecture §9), and the lowest free id of the block is
 * used. With it, ids are one more than the highest in use. Null when no id is free.
 */
export function nextConnectionId(
  type: ConnectionType,
  existingIds: readonly number[],
  capability: ConnectionsCapability,
): number | null {
  const { types, max, dynamic } = capability.connections;
  if (dynamic) return Math.max(0, ...existingIds) + 1;
  let start = 1;
  for (const t of TAB_ORDER) {
    if (!types.includes(t)) continue;
    const size = max[t] ?? 0;
    if (t === type) {
      for (let id = start; id < start + size; id++) if (!existingIds.includes(id)) return id;
      return null;
    }
    start += size;
  }
  return null;
}

/** `/api/1/connections/{id}`, the res of a connection (architecture §2). */
export function connectionRes(id: number): string {
  return `/api/1/connections/${id}`;
}

/** The connection id of a join target such as `/api/1/connections/3`, or null. */
export function connectionIdOfTarget(target: string): number | null {
  const match = /^\/api\/[12]\/connections\/(\d{1,9})$/.exec(target);
  return match?.[1] === undefined ? null : Number(match[1]);
}
