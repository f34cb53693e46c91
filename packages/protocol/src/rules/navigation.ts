import type { LinkGroupCapability } from '../entities/capability';

/** Buttons of the navigation bar that can be active (device spec §2). */
export type NavButton = 'Overview' | 'Assignments' | 'Roles' | 'Home' | 'Proxy' | 'Accounts';

// device spec §2 "Device view tabs", in the order the spec lists them.
export const DEVICE_TABS = [
  { id: 'general', label: 'General' },
  { id: 'network', label: 'Network' },
  { id: 'wireless', label: 'Wireless' },
  { id: 'settings', label: 'Station' },
  { id: 'ports', label: 'Ports' },
  { id: 'events', label: 'Event Log' },
  { id: 'linking', label: 'Linking' },
  { id: 'statistics', label: 'Statistics' },
] as const;
export type DeviceTabId = (typeof DEVICE_TABS)[number]['id'];

/** The device view opens on General (device spec §2: "general (default)"). */
export const DEFAULT_DEVICE_TAB: DeviceTabId = 'general';

/** Where unknown paths and the empty path go (device spec §2). */
export const DEFAULT_ROUTE = '/view/devices';

/** Port pages of an interface list (device spec §2, ports spec §2). */
export const INTERFACE_PAGE_KINDS = ['4w', '4wg', '2w'] as const;

/** Path segments without the query, hash and empty segments from extra or trailing slashes. */
function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

/** A device id in a path: 0 (the host) to 255, without leading zeros. */
function parseDeviceId(segment: string | undefined): number | null {
  if (segment === undefined || !/^(0|[1-9]\d{0,2})$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 255 ? id : null;
}

const EXTERNAL_DEVICE_ID = /^[1-9]\d*$/;
const DEVICE_TAB_IDS: readonly string[] = DEVICE_TABS.map((tab) => tab.id);
const INTERFACE_KINDS: readonly string[] = INTERFACE_PAGE_KINDS;

// device spec §2 "Navigation bar": "/view/connections gives Assignments; /view/devices and /
// give Overview; /view/roles gives Roles; /view/device/{deviceId} gives Home when the device is
// the host (id 0 or the host's own id), otherwise Proxy; /view/accounts gives Accounts."
/**
 * The active navigation button for a path. Only the routes the spec names activate a button:
 * /view/lqconnections and /view/conn activate none. Sub-paths of a device and of the accounts
 * activate that button.
 */
export function activeNavButton(pathname: string, hostDeviceId: number): NavButton | null {
  const [view, page, id] = segmentsOf(pathname);
  if (view === undefined) return 'Overview';
  if (view !== 'view' || page === undefined) return null;
  if (page === 'devices' && id === undefined) return 'Overview';
  if (page === 'connections' && id === undefined) return 'Assignments';
  if (page === 'roles' && id === undefined) return 'Roles';
  if (page === 'accounts') return 'Accounts';
  if (page === 'device') {
    const deviceId = parseDeviceId(id);
    if (deviceId === null) return null;
    return deviceId === 0 || deviceId === hostDeviceId ? 'Home' : 'Proxy';
  }
  return null;
}

/** Which optional parts of the navigation bar show. */
export interface NavigationVisibility {
  roles: boolean;
  systemConfig: boolean;
  accounts: boolean;
  resourceMeter: boolean;
}

/** Role types whose presence hides the resource meter (ports spec §6). */
const ROLE_TYPES_HIDING_RESOURCE_METER: readonly string[] = ['HMS-4X', 'FSII-BP'];

// device spec §2 "Navigation bar" and ports spec §6: "The resource meter is hidden when
// capabilities include HMS-4X or FSII-BP roles."
/** Visibility is capability-driven, never user-driven (device spec §6). */
export function navigationVisibility(cap: LinkGroupCapability): NavigationVisibility {
  const hasRoles = cap.roles.length > 0;
  return {
    roles: hasRoles,
    systemConfig: hasRoles || cap.users.length > 0,
    accounts: cap.externalSystems.length > 0,
    resourceMeter:
      cap.resourceUsage &&
      !cap.roles.some((role) => ROLE_TYPES_HIDING_RESOURCE_METER.includes(role.type)),
  };
}

/** Whether the segments after /view/device/{id} name a device page. */
function isDevicePage(rest: string[]): boolean {
  if (rest.length === 0) return true;
  const [first, list, kind, ...extra] = rest;
  if (rest.length === 1) return first !== undefined && DEVICE_TAB_IDS.includes(first);
  return (
    first === 'interfaces' &&
    list !== undefined &&
    kind !== undefined &&
    INTERFACE_KINDS.includes(kind) &&
    extra.length === 0
  );
}

/** Whether the segments after /view/accounts name an accounts page. */
function isAccountsPage(rest: string[]): boolean {
  const [sub, externalDeviceId, ...extra] = rest;
  if (sub === undefined) return true;
  if (extra.length > 0) return false;
  if (sub === 'aicusers') return externalDeviceId === undefined;
  if (sub !== 'ivc32' && sub !== 'sip') return false;
  return externalDeviceId === undefined || EXTERNAL_DEVICE_ID.test(externalDeviceId);
}

const SINGLE_PAGE_ROUTES: readonly string[] = [
  'devices',
  'roles',
  'connections',
  'lqconnections',
  'conn',
];

/** Whether a path is one of the routes of device spec §2 and ports spec §2. */
export function isKnownRoute(pathname: string): boolean {
  const [view, page, ...rest] = segmentsOf(pathname);
  if (view !== 'view' || page === undefined) return false;
  if (SINGLE_PAGE_ROUTES.includes(page)) return rest.length === 0;
  if (page === 'accounts') return isAccountsPage(rest);
  if (page === 'device') {
    const [id, ...tail] = rest;
    return parseDeviceId(id) !== null && isDevicePage(tail);
  }
  return false;
}

// device spec §2: "Empty path and / go to the device list. Any unknown path redirects to
// /view/devices."
/**
 * The path to show for a requested path: a known route is returned unchanged (so
 * `resolveRoute(p) !== p` means "redirect"); the empty path, / and anything unknown give
 * /view/devices. Query and hash are ignored for matching and kept on known routes.
 */
export function resolveRoute(pathname: string): string {
  return isKnownRoute(pathname) ? pathname : DEFAULT_ROUTE;
}
