import type { ConnectionType, LinkGroupCapability } from '../entities/capability';

const union = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
};

// ports spec §3: "Link-group capabilities contain: connection types, maximum counts per type, a
// dynamic flag, external systems, users, roles, and per-type labelLength for roles" — for the
// whole group, so the console shows what any device of the group offers (device spec §2
// "Sections appear only when capabilities allow").
/**
 * The capabilities of a link group from those of its devices, the master's first: every
 * device type, role type, user type and external system of any device; the connection types
 * of any device with the highest maximum per type; the master's dynamic flag.
 */
export function mergeLinkGroupCapabilities(
  master: LinkGroupCapability,
  members: readonly LinkGroupCapability[],
): LinkGroupCapability {
  const all = [master, ...members];
  const types = union(
    all.flatMap((c) => c.connections.types),
    (t) => t,
  );
  const max: Partial<Record<ConnectionType, number>> = {};
  for (const type of types) {
    const limits = all.flatMap((c) => {
      const limit = c.connections.max[type];
      return limit === undefined ? [] : [limit];
    });
    if (limits.length > 0) max[type] = Math.max(...limits);
  }
  return {
    connections: { types, max, dynamic: master.connections.dynamic },
    externalSystems: union(
      all.flatMap((c) => c.externalSystems),
      (s) => s.type,
    ),
    users: union(
      all.flatMap((c) => c.users),
      (u) => u,
    ),
    roles: union(
      all.flatMap((c) => c.roles),
      (r) => r.type,
    ),
    resourceUsage: all.some((c) => c.resourceUsage),
    deviceTypes: union(
      all.flatMap((c) => c.deviceTypes),
      (t) => t,
    ),
  };
}
