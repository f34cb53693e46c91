import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { DeviceCapability } from '@crosspoint/protocol/entities/capability';
import {
  LinkingModeSchema,
  type Device,
  type LinkingMode,
} from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { formatMasterAddress } from '@crosspoint/protocol/rules/link-address';
import { useLinkingSlots } from '../api/linking-slots';
import { useUpdateLinkingConfig } from '../api/update-linking-config';
import {
  checkAddress,
  initialDraft,
  isChanged,
  linkingBody,
  MODE_LABELS,
  pageAfterLinking,
  type LinkingDraft,
} from '../lib/linking-draft';
import { LinkingError } from './linking-error';
import { effectiveSlot, remoteProblem, SlotPicker } from './slot-picker';

const pagePort = (): number => Number(window.location.port || 80);

/**
 * Mode selection, master address and slot (device spec §2, §4, §5). The choice stays pending
 * until Apply; becoming master warns that the device leaves its current group.
 */
export function LinkingForm({
  device,
  capability,
  onApplied,
}: {
  device: Device;
  capability: DeviceCapability;
  /** Called once the device accepted; `nextPath` when the device's id changes. */
  onApplied: (mode: LinkingMode, nextPath?: string) => void;
}) {
  const [draft, setDraft] = useState<LinkingDraft>(() => initialDraft(device));
  const update = useUpdateLinkingConfig(device.device_id);
  const address = checkAddress(draft.address, device, capability, pagePort());
  const master =
    draft.mode === 'linkMember' && address.ok ? formatMasterAddress(address.address) : undefined;
  const slots = useLinkingSlots(device.device_id, master);
  const slotId = slots.data
    ? effectiveSlot(slots.data.slots, draft.slotId, device.device_id)
    : null;
  const body = linkingBody({ ...draft, slotId }, address);
  const slotsReady =
    draft.mode !== 'linkMember' || (slots.isSuccess && remoteProblem(device, slots.data) === null);
  const canApply =
    body.ok && slotsReady && isChanged(device, { ...draft, slotId }, address) && !update.isPending;
  const options = capability.linking.options.flatMap((option) => {
    const mode = LinkingModeSchema.safeParse(option);
    return mode.success ? [mode.data] : [];
  });

  const apply = () => {
    if (!body.ok) return;
    const next = pageAfterLinking(device, body.body);
    update.mutate(body.body, { onSuccess: () => onApplied(body.body.mode, next) });
  };

  return (
    <Stack gap="md" data-testid="linking-form">
      <Radio.Group
        label="Linking mode"
        value={draft.mode}
        onChange={(value) => {
          const mode = LinkingModeSchema.safeParse(value);
          if (mode.success) setDraft({ ...draft, mode: mode.data });
        }}
      >
        <Group mt="xs">
          {options.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={MODE_LABELS[mode]}
              data-testid={`linking-mode-${mode}`}
            />
          ))}
        </Group>
      </Radio.Group>
      {draft.mode === 'linkMaster' && device.device_linking !== 'linkMaster' && (
        <Alert color="orange" data-testid="linking-master-warning">
          {MESSAGES.becomeMasterWarning}
        </Alert>
      )}
      {draft.mode === 'linkMember' && (
        <>
          <TextInput
            label="Link-Master address"
            description="host[:port]; the port is 80 when not given"
            value={draft.address}
            onChange={(event) => setDraft({ ...draft, address: event.currentTarget.value })}
            error={draft.address !== '' && !address.ok ? address.message : undefined}
            data-testid="linking-address"
            w={320}
          />
          <SlotPicker
            device={device}
            master={master}
            slotId={slotId}
            onSlot={(slot) => setDraft({ ...draft, slotId: slot })}
          />
        </>
      )}
      <Group>
        <Button
          onClick={apply}
          disabled={!canApply}
          loading={update.isPending}
          data-testid="linking-apply"
        >
          Apply
        </Button>
        <Button
          variant="default"
          onClick={() => setDraft(initialDraft(device))}
          disabled={update.isPending}
        >
          Cancel
        </Button>
      </Group>
      <LinkingError error={update.error} onClose={() => update.reset()} />
    </Stack>
  );
}
