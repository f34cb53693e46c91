/**
 * First path segments (after `/api/{version}/`) of link-group resources (architecture §2:
 * connections, roles, external devices, agent-intercom users, the CALL key…). They live on the
 * link master: a member forwards these calls to it. Add a new link-group resource here.
 */
export const LINK_GROUP_RESOURCES: readonly string[] = [
  'connections',
  'roles',
  'externalDevices',
  'ivpusers',
  'special',
];

/** Whether a request path (without query) names a link-group resource. */
export function isLinkGroupPath(path: string): boolean {
  if (path === '/api/1/capabilities/linkgroup') return true;
  const resource = /^\/api\/\d+\/([A-Za-z]+)(?:\/.*)?$/.exec(path)?.[1];
  return resource !== undefined && LINK_GROUP_RESOURCES.includes(resource);
}

/** `/api/{v}/devices/{id}[/rest]`: the device id and what follows it. */
export function deviceScopedPath(path: string): { deviceId: number; rest: string } | undefined {
  const match = /^\/api\/\d+\/devices\/(\d{1,3})(\/.*)?$/.exec(path);
  if (!match?.[1]) return undefined;
  return { deviceId: Number(match[1]), rest: match[2] ?? '' };
}
