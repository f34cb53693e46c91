import type { DeviceCapability } from '@crosspoint/protocol/entities/capability';
import type { Device, LinkingMode } from '@crosspoint/protocol/entities/device';
import type { LinkingConfigBody } from '@crosspoint/protocol/link-protocol';
import { MESSAGES } from '@crosspoint/protocol/messages';
import {
  formatMasterAddress,
  parseMasterAddress,
  type MasterAddressResult,
} from '@crosspoint/protocol/rules/link-address';

/** What the Linking tab edits; nothing is sent before Apply (device spec §4). */
export interface LinkingDraft {
  mode: LinkingMode;
  /** `host[:port]` as typed. */
  address: string;
  slotId: number | null;
}

export function initialDraft(device: Device): LinkingDraft {
  const member = device.device_linking === 'linkMember' && device.device_masterAddress !== '';
  return {
    mode: device.device_linking,
    address: member ? `${device.device_masterAddress}:${device.device_masterPort}` : '',
    slotId: device.device_id,
  };
}

/** The spec's mode names as the tab shows them. */
export const MODE_LABELS: Record<LinkingMode, string> = {
  linkMaster: 'Link-Master',
  linkMember: 'Link member',
  disabled: 'Disabled',
};

// device spec §5: the master address is checked against the device itself.
/**
 * Checks the typed address with the protocol rule. The device's own port is the page's port
 * when the device is the host (a real device answers on 80).
 */
export function checkAddress(
  text: string,
  device: Device,
  capability: DeviceCapability,
  pagePort: number,
): MasterAddressResult {
  return parseMasterAddress(text, {
    nameResolution: capability.linking.nameResolution,
    deviceIp: device.device_ipAddress,
    devicePort: device.isHost ? pagePort : 80,
    deviceNames: device.device_ipAddress.startsWith('127.') ? ['localhost'] : [],
  });
}

/** The call body of a draft, or the message saying why it cannot be sent. */
export function linkingBody(
  draft: LinkingDraft,
  address: MasterAddressResult,
): { ok: true; body: LinkingConfigBody } | { ok: false; message: string } {
  if (draft.mode !== 'linkMember') return { ok: true, body: { mode: draft.mode } };
  if (!address.ok) return { ok: false, message: address.message };
  if (draft.slotId === null) return { ok: false, message: MESSAGES.noSlotsAvailable };
  return {
    ok: true,
    body: {
      mode: 'linkMember',
      masterIp: address.address.host,
      masterMgmtPort: address.address.port,
      slotId: draft.slotId,
    },
  };
}

/** Whether the draft differs from what the device runs now. */
export function isChanged(
  device: Device,
  draft: LinkingDraft,
  address: MasterAddressResult,
): boolean {
  if (draft.mode !== device.device_linking) return true;
  if (draft.mode !== 'linkMember' || !address.ok) return false;
  const current = formatMasterAddress({
    host: device.device_masterAddress,
    port: device.device_masterPort,
  });
  return formatMasterAddress(address.address) !== current || draft.slotId !== device.device_id;
}

/**
 * Where the page goes after linking (decision 0075): a device that took another slot is now
 * known by that id, and its old id may name another device of the group; else undefined
 * (reload the same page).
 */
export function pageAfterLinking(device: Device, body: LinkingConfigBody): string | undefined {
  if (body.mode !== 'linkMember' || body.slotId === undefined) return undefined;
  return body.slotId === device.device_id ? undefined : `/view/device/${body.slotId}/linking`;
}
