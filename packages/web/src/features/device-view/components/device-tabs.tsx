import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useDevice } from '../../../lib/queries/device';
import { activeDeviceTab, deviceTabPath, visibleDeviceTabs } from '../lib/device-tabs';

/**
 * The device view's tabs (device spec §2), each a route: choosing a tab navigates, and the
 * route's page is shown in the active panel.
 */
export function DeviceTabs({ deviceId, children }: { deviceId: number; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const deviceType = useDevice(deviceId).data?.deviceType_name ?? '';
  const tabs = visibleDeviceTabs(deviceType);
  const active = activeDeviceTab(pathname);

  const onChange = (value: string | null): void => {
    const tab = tabs.find((t) => t.id === value);
    if (tab !== undefined) void navigate(deviceTabPath(deviceId, tab.id));
  };

  return (
    <Tabs value={active} onChange={onChange} keepMounted={false}>
      <Tabs.List aria-label="Device tabs">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} data-testid={`device-tab-${tab.id}`}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="md">
          {tab.id === active && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
