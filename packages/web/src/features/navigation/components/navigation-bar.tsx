import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { activeNavButton, navigationVisibility } from '@crosspoint/protocol/rules/navigation';
import type { NavigationVisibility } from '@crosspoint/protocol/rules/navigation';
import { useDevices } from '../../../lib/queries/devices';
import { useLinkGroupCapability } from '../../../lib/queries/link-group-capability';
import { logout } from '../api/logout';
import { usePageTitle } from '../hooks/use-page-title';
import { NavLinkButton } from './nav-link-button';
import { ResourceMeter } from './resource-meter';

/** Until the link-group capabilities are known, offer only what every system has. */
const NOTHING_OPTIONAL: NavigationVisibility = {
  roles: false,
  systemConfig: false,
  accounts: false,
  resourceMeter: false,
};

/** Help page of the console (device spec §2 "default help/Default.htm"). */
const HELP_PAGE = '/help/Default.htm';

/**
 * The navigation bar (device spec §2): the active button follows the route, optional buttons
 * follow the link group's capabilities. It also keeps the page title.
 */
export function NavigationBar() {
  usePageTitle();
  const { pathname } = useLocation();
  const hostId = useDevices().data?.find((device) => device.isHost)?.device_id ?? 0;
  const capability = useLinkGroupCapability().data;
  const visible = capability ? navigationVisibility(capability) : NOTHING_OPTIONAL;
  const active = activeNavButton(pathname, hostId);

  return (
    <Group component="nav" aria-label="Main navigation" gap="xs" h="100%" px="md" wrap="nowrap">
      <NavLinkButton
        to="/view/devices"
        label="Overview"
        active={active === 'Overview'}
        testId="nav-overview"
      />
      <NavLinkButton
        to="/view/connections"
        label="Assignments"
        active={active === 'Assignments'}
        testId="nav-assignments"
      />
      {visible.roles && (
        <NavLinkButton
          to="/view/roles"
          label="Roles"
          active={active === 'Roles'}
          testId="nav-roles"
        />
      )}
      {visible.systemConfig && (
        <NavLinkButton
          to="/view/roles"
          label="System config"
          active={false}
          testId="nav-system-config"
        />
      )}
      {visible.accounts && (
        <NavLinkButton
          to="/view/accounts"
          label="Accounts"
          active={active === 'Accounts'}
          testId="nav-accounts"
        />
      )}
      <NavLinkButton
        to="/view/device/0"
        label="Home"
        active={active === 'Home'}
        testId="nav-home"
      />
      {active === 'Proxy' && (
        <NavLinkButton to={pathname} label="Proxy" active testId="nav-proxy" />
      )}
      <Group gap="xs" ml="auto" wrap="nowrap">
        {visible.resourceMeter && <ResourceMeter />}
        <Button
          component="a"
          href={HELP_PAGE}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          data-testid="nav-help"
        >
          Help
        </Button>
        <Button variant="subtle" onClick={() => void logout()} data-testid="nav-logout">
          Logout
        </Button>
      </Group>
    </Group>
  );
}
