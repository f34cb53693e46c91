import { describe, expect, it } from 'vitest';
import type { LinkGroupCapability } from '../entities/capability';
import { activeNavButton, DEVICE_TABS, navigationVisibility, resolveRoute } from './navigation';

describe('activeNavButton', () => {
  // device spec §2: "The active button is derived from the route: /view/connections gives
  // Assignments; /view/devices and / give Overview; /view/roles gives Roles;
  // /view/device/{deviceId} gives Home when the device is the host (id 0 or the host's own id),
  // otherwise Proxy; /view/accounts gives Accounts."
  it.each([
    { path: '/view/connections', host: 1, button: 'Assignments' },
    { path: '/view/connections/', host: 1, button: 'Assignments' },
    { path: '/view/devices', host: 1, button: 'Overview' },
    { path: '/view/devices/', host: 1, button: 'Overview' },
    { path: '/', host: 1, button: 'Overview' },
    { path: '', host: 1, button: 'Overview' },
    { path: '/view/roles', host: 1, button: 'Roles' },
    { path: '/view/roles?initialId=4', host: 1, button: 'Roles' },
    { path: '/view/device/0', host: 1, button: 'Home' },
    { path: '/view/device/0/', host: 1, button: 'Home' },
    { path: '/view/device/1/network', host: 1, button: 'Home' },
    { path: '/view/device/3/ports?pId=196608', host: 3, button: 'Home' },
    { path: '/view/device/2', host: 1, button: 'Proxy' },
    { path: '/view/device/2/linking/', host: 1, button: 'Proxy' },
    { path: '/view/device/2/interfaces/512/4w', host: 1, button: 'Proxy' },
    { path: '/view/device/x', host: 1, button: null },
    { path: '/view/device', host: 1, button: null },
    { path: '/view/accounts', host: 1, button: 'Accounts' },
    { path: '/view/accounts/sip/3', host: 1, button: 'Accounts' },
    { path: '/view/accounts/aicusers/', host: 1, button: 'Accounts' },
    { path: '/view/lqconnections', host: 1, button: null },
    { path: '/view/conn', host: 1, button: null },
    { path: '/view/elsewhere', host: 1, button: null },
    { path: '/help', host: 1, button: null },
  ])('$path (host $host) → $button', ({ path, host, button }) => {
    expect(activeNavButton(path, host)).toBe(button);
  });
});

function caps(overrides: Partial<LinkGroupCapability>): LinkGroupCapability {
  return {
    connections: { types: ['partyline'], max: {}, dynamic: true },
    externalSystems: [],
    users: [],
    roles: [],
    resourceUsage: false,
    deviceTypes: ['HMS-4X'],
    ...overrides,
  };
}

const role = (type: string) => ({ type, labelLength: 10 });

describe('navigationVisibility', () => {
  // device spec §2: "Roles is shown only if link-group capabilities include roles. System
  // config is shown if they include roles or users. Accounts is shown if they include external
  // systems. A resource meter is shown if resource usage is supported (and, per the companion
  // document, hidden when capabilities include HMS-4X or FSII-BP roles)."
  it.each([
    {
      case: 'nothing',
      cap: caps({}),
      shown: { roles: false, systemConfig: false, accounts: false, resourceMeter: false },
    },
    {
      case: 'roles',
      cap: caps({ roles: [role('HRM-4X')] }),
      shown: { roles: true, systemConfig: true, accounts: false, resourceMeter: false },
    },
    {
      case: 'users only',
      cap: caps({ users: ['LQ-AIC'] }),
      shown: { roles: false, systemConfig: true, accounts: false, resourceMeter: false },
    },
    {
      case: 'external systems',
      cap: caps({ externalSystems: [{ type: 'SIP' }] }),
      shown: { roles: false, systemConfig: false, accounts: true, resourceMeter: false },
    },
    {
      case: 'resource usage without roles',
      cap: caps({ resourceUsage: true }),
      shown: { roles: false, systemConfig: false, accounts: false, resourceMeter: true },
    },
    {
      case: 'resource usage with LQ-AIC roles',
      cap: caps({ resourceUsage: true, roles: [role('LQ-AIC')] }),
      shown: { roles: true, systemConfig: true, accounts: false, resourceMeter: true },
    },
    {
      case: 'resource usage with HMS-4X roles',
      cap: caps({ resourceUsage: true, roles: [role('HRM-4X'), role('HMS-4X')] }),
      shown: { roles: true, systemConfig: true, accounts: false, resourceMeter: false },
    },
    {
      case: 'resource usage with FSII-BP roles',
      cap: caps({ resourceUsage: true, roles: [role('FSII-BP')] }),
      shown: { roles: true, systemConfig: true, accounts: false, resourceMeter: false },
    },
    {
      case: 'everything (LQ link group)',
      cap: caps({
        resourceUsage: true,
        roles: [role('LQ-AIC')],
        users: ['LQ-AIC'],
        externalSystems: [{ type: 'IVC' }],
      }),
      shown: { roles: true, systemConfig: true, accounts: true, resourceMeter: true },
    },
  ])('$case → $shown', ({ cap, shown }) => {
    expect(navigationVisibility(cap)).toEqual(shown);
  });
});

describe('resolveRoute', () => {
  // device spec §2: "Empty path and / go to the device list. Any unknown path redirects to
  // /view/devices." plus the route tables of device spec §2 and ports spec §2.
  it.each([
    { path: '', to: '/view/devices' },
    { path: '/', to: '/view/devices' },
    { path: '/view/devices', to: '/view/devices' },
    { path: '/view/devices/', to: '/view/devices/' },
    { path: '/view/roles', to: '/view/roles' },
    { path: '/view/roles?initialId=3', to: '/view/roles?initialId=3' },
    { path: '/view/device/0', to: '/view/device/0' },
    { path: '/view/device/0/', to: '/view/device/0/' },
    { path: '/view/device/2/general', to: '/view/device/2/general' },
    { path: '/view/device/2/network', to: '/view/device/2/network' },
    { path: '/view/device/2/wireless', to: '/view/device/2/wireless' },
    { path: '/view/device/2/settings', to: '/view/device/2/settings' },
    { path: '/view/device/2/ports?pId=131072', to: '/view/device/2/ports?pId=131072' },
    { path: '/view/device/2/events', to: '/view/device/2/events' },
    { path: '/view/device/2/linking', to: '/view/device/2/linking' },
    { path: '/view/device/2/statistics/', to: '/view/device/2/statistics/' },
    { path: '/view/device/1/interfaces/256,257/4w', to: '/view/device/1/interfaces/256,257/4w' },
    { path: '/view/device/1/interfaces/256/4wg', to: '/view/device/1/interfaces/256/4wg' },
    { path: '/view/device/1/interfaces/256/2w', to: '/view/device/1/interfaces/256/2w' },
    { path: '/view/accounts', to: '/view/accounts' },
    { path: '/view/accounts/aicusers', to: '/view/accounts/aicusers' },
    { path: '/view/accounts/ivc32', to: '/view/accounts/ivc32' },
    { path: '/view/accounts/ivc32/4', to: '/view/accounts/ivc32/4' },
    { path: '/view/accounts/sip', to: '/view/accounts/sip' },
    { path: '/view/accounts/sip/12', to: '/view/accounts/sip/12' },
    { path: '/view/connections', to: '/view/connections' },
    { path: '/view/lqconnections', to: '/view/lqconnections' },
    { path: '/view/conn', to: '/view/conn' },
    // unknown paths
    { path: '/view', to: '/view/devices' },
    { path: '/view/nowhere', to: '/view/devices' },
    { path: '/view/devices/3', to: '/view/devices' },
    { path: '/view/device', to: '/view/devices' },
    { path: '/view/device/abc', to: '/view/devices' },
    { path: '/view/device/256', to: '/view/devices' },
    { path: '/view/device/007', to: '/view/devices' },
    { path: '/view/device/2/station', to: '/view/devices' },
    { path: '/view/device/2/general/extra', to: '/view/devices' },
    { path: '/view/device/2/interfaces/256', to: '/view/devices' },
    { path: '/view/device/2/interfaces/256/ivc', to: '/view/devices' },
    { path: '/view/accounts/sip/x', to: '/view/devices' },
    { path: '/view/accounts/aicusers/3', to: '/view/devices' },
    { path: '/view/accounts/ivc32/4/5', to: '/view/devices' },
    { path: '/view/roles/3', to: '/view/devices' },
    { path: '/api/1/version', to: '/view/devices' },
    { path: '/devices', to: '/view/devices' },
  ])('$path → $to', ({ path, to }) => {
    expect(resolveRoute(path)).toBe(to);
  });
});

describe('DEVICE_TABS', () => {
  // device spec §2: "tabs: general (default), network, wireless, settings (labelled Station),
  // ports, events (labelled Event Log), linking, statistics"
  it.each([
    { index: 0, id: 'general', label: 'General' },
    { index: 1, id: 'network', label: 'Network' },
    { index: 2, id: 'wireless', label: 'Wireless' },
    { index: 3, id: 'settings', label: 'Station' },
    { index: 4, id: 'ports', label: 'Ports' },
    { index: 5, id: 'events', label: 'Event Log' },
    { index: 6, id: 'linking', label: 'Linking' },
    { index: 7, id: 'statistics', label: 'Statistics' },
  ])('tab $index is $id labelled $label', ({ index, id, label }) => {
    expect(DEVICE_TABS[index]).toEqual({ id, label });
  });

  it('has exactly the eight tabs of the spec', () => {
    expect(DEVICE_TABS).toHaveLength(8);
  });
});
