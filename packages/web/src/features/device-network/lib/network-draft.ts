import type { NetworkMode, NetworkSettings } from '@crosspoint/protocol/entities/device';
import { normalizeNetworkSettings } from '@crosspoint/protocol/rules/network-validation';

/** The form's text fields: every field a string, empty when not set. */
export interface NetworkDraft {
  mode: NetworkMode;
  staticIP: string;
  netmask: string;
  gateway: string;
  dns1: string;
  dns2: string;
  extip: string;
  extport: string;
}

export const STATIC_FIELDS = ['staticIP', 'netmask', 'gateway', 'dns1', 'dns2'] as const;

/** The form's starting values from the device's stored settings. */
export function draftOf(settings: NetworkSettings | undefined): NetworkDraft {
  return {
    mode: settings?.mode ?? 'dhcp',
    staticIP: settings?.staticIP ?? '',
    netmask: settings?.netmask ?? '',
    gateway: settings?.gateway ?? '',
    dns1: settings?.dns1 ?? '',
    dns2: settings?.dns2 ?? '',
    extip: settings?.extip ?? '',
    extport: settings?.extport ?? '',
  };
}

/**
 * What is sent (device spec §7, §5): empty optional fields are left out; in DHCP (and none)
 * mode the static fields are cleared and not sent.
 */
export function settingsOf(draft: NetworkDraft): NetworkSettings {
  const settings: NetworkSettings = { mode: draft.mode };
  for (const key of [...STATIC_FIELDS, 'extip', 'extport'] as const) {
    if (draft[key] !== '' || key === 'staticIP' || key === 'netmask') settings[key] = draft[key];
  }
  return normalizeNetworkSettings(settings);
}

/** device spec §4: switching a host to DHCP changes its address, so warn about it. */
export function isHostSwitchingToDhcp(
  isHost: boolean,
  before: NetworkMode | undefined,
  after: NetworkMode,
): boolean {
  return isHost && after === 'dhcp' && before !== 'dhcp';
}
