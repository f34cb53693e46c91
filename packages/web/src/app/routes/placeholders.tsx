import { NotAvailablePanel } from '../../components/not-available-panel';

/**
 * What each screen not built yet will hold, in the words of the specs (device spec §2, ports
 * spec §2), so its route can say so.
 */
export const COMING_SCREENS = {
  roles: [
    'Roles',
    'Role configuration: role lists per device type, the role and keyset editor, and role assignment.',
  ],
  events: [
    'Event Log',
    'The event log with a date range, text search, sortable columns, paging, export and purge.',
  ],
  aicusers: ['Agent-IC users', 'The Agent-IC (LQ-AIC) users of the link group, edited in place.'],
  ivc32: ['IVC-32', 'IVC-32 devices with their address settings and lines.'],
  sip: ['SIP', 'SIP devices with their lines, transport protocol and domain.'],
} as const satisfies Record<string, readonly [string, string]>;

/** A route whose screen comes with a later version. */
export function ComingScreen({ screen }: { screen: keyof typeof COMING_SCREENS }) {
  const [title, purpose] = COMING_SCREENS[screen];
  return <NotAvailablePanel title={title} purpose={purpose} />;
}
