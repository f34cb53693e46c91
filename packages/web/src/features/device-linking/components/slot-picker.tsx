import { Alert, Group, Loader, Select, Text } from '@mantine/core';
import type { Device } from '@crosspoint/protocol/entities/device';
import {
  checkRemoteMaster,
  noSlotsMessage,
  tooManyDevicesWarning,
} from '@crosspoint/protocol/rules/link-group';
import type { LinkingSlots } from '@crosspoint/protocol/link-protocol';
import { useLinkingSlots } from '../api/linking-slots';

// device spec §5: "A HelixNet main station must link to another main station. The link
// master's version must equal this device's." The device checks it too before it answers.
/** Why the master that answered cannot be this device's master, or null. */
export function remoteProblem(device: Device, slots: LinkingSlots): string | null {
  return checkRemoteMaster(
    { type: device.deviceType_name, versionSW: device.versionSW },
    { type: slots.masterType, versionSW: slots.masterVersionSW, isMaster: true },
  );
}

/** The slot this device would take: its choice when offered, else its own, else the first. */
export function effectiveSlot(
  slots: readonly number[],
  wanted: number | null,
  own: number,
): number | null {
  if (wanted !== null && slots.includes(wanted)) return wanted;
  if (slots.includes(own)) return own;
  return slots[0] ?? null;
}

/**
 * The slot list from the master (device spec §5), asked by the device itself: the remote must
 * be a host acting as master, of the same version; failures show the server's message, e.g.
 * 'Connection to Linkmaster failed or was refused! Device ID Validation will not be possible'.
 */
export function SlotPicker({
  device,
  master,
  slotId,
  onSlot,
}: {
  device: Device;
  /** `host:port` of a valid address, or undefined. */
  master: string | undefined;
  slotId: number | null;
  onSlot: (slot: number | null) => void;
}) {
  const slots = useLinkingSlots(device.device_id, master);
  if (master === undefined) return null;
  if (slots.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Asking the Link-Master for its slots…</Text>
      </Group>
    );
  }
  if (slots.isError) {
    return (
      <Alert role="alert" color="red" data-testid="linking-slots-error">
        {slots.error.message}
      </Alert>
    );
  }
  const offered = slots.data.slots;
  const empty = remoteProblem(device, slots.data) ?? noSlotsMessage(offered);
  if (empty !== null) {
    return (
      <Alert role="alert" color="red" data-testid="linking-slots-error">
        {empty}
      </Alert>
    );
  }
  const alreadyIn =
    device.device_linking === 'linkMember' && device.device_masterStatus === 'READY';
  const warning = tooManyDevicesWarning(
    slots.data.deviceCount + (alreadyIn ? 0 : 1),
    slots.data.maxDevices,
  );
  const selected = effectiveSlot(offered, slotId, device.device_id);
  return (
    <>
      <Text size="sm">
        Link-Master: {slots.data.masterLabel} ({slots.data.masterType}, version{' '}
        {slots.data.masterVersionSW})
      </Text>
      <Select
        label="Slot ID"
        data={offered.map((slot) => ({ value: String(slot), label: String(slot) }))}
        value={selected === null ? null : String(selected)}
        onChange={(value) => onSlot(value === null ? null : Number(value))}
        allowDeselect={false}
        data-testid="linking-slot"
        w={160}
      />
      {warning !== null && (
        <Alert color="orange" data-testid="linking-too-many">
          {warning}
        </Alert>
      )}
    </>
  );
}
