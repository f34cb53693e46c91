import { DEFAULT_DEVICE_TAB, DEVICE_TABS } from '@crosspoint/protocol/rules/navigation';
import type { DeviceTabId } from '@crosspoint/protocol/rules/navigation';

/** The tabs a device shows, in spec order: Wireless (OTA, wireless id) is FreeSpeak II only. */
export function visibleDeviceTabs(deviceType: string) {
  const wireless = deviceType.startsWith('FSII');
  return DEVICE_TABS.filter((tab) => tab.id !== 'wireless' || wireless);
}

const TAB_IDS: readonly string[] = DEVICE_TABS.map((tab) => tab.id);

function isTabId(segment: string): segment is DeviceTabId {
  return TAB_IDS.includes(segment);
}

/**
 * The tab a device path belongs to: /view/device/{id}/{tab}; the interface port pages
 * (/interfaces/{list}/4w…) belong to Ports; the bare device path is General.
 */
export function activeDeviceTab(pathname: string): DeviceTabId {
  const segment = pathname.split('/').filter(Boolean)[3];
  if (segment === 'interfaces') return 'ports';
  return segment !== undefined && isTabId(segment) ? segment : DEFAULT_DEVICE_TAB;
}

/** The path of a device's tab; General is the device's own path. */
export function deviceTabPath(deviceId: number, tab: DeviceTabId): string {
  return tab === DEFAULT_DEVICE_TAB
    ? `/view/device/${deviceId}`
    : `/view/device/${deviceId}/${tab}`;
}
