import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { LabelBodySchema } from '@crosspoint/protocol/contract';
import { LIMITS } from '@crosspoint/protocol/constants';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useUpdateDeviceLabel } from '../api/update-device-label';

/**
 * The device label, edited in place (device spec §2 General; ports spec §2 "Enter submits and
 * Escape cancels inline editing"). `draft` is only the user's unsaved text: when null the
 * input shows the device's label from the cache.
 */
export function LabelEditor({ deviceId, label }: { deviceId: number; label: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateDeviceLabel(deviceId);
  const value = draft ?? label;
  const parsed = LabelBodySchema.safeParse({ label: value });
  const changed = parsed.success && parsed.data.label !== label;
  const saving = update.isPending;

  const save = (): void => {
    if (!parsed.success || !changed || saving) return;
    update.mutate(parsed.data.label, { onSuccess: () => setDraft(null) });
  };
  const cancel = (): void => {
    setDraft(null);
    update.reset();
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    save();
  };
  // Handled here rather than left to the form's implicit submission, so Enter behaves the
  // same in every browser and a disabled Save button does not swallow it silently.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Escape' && event.key !== 'Enter') return;
    event.preventDefault();
    if (event.key === 'Enter') save();
    else cancel();
  };

  return (
    <Stack component="form" onSubmit={onSubmit} gap="xs" maw={480} data-testid="label-editor">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Device label"
          value={value}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={saving}
          maxLength={LIMITS.labelMaxLength}
          error={
            draft !== null && !parsed.success ? 'A label needs at least one character.' : undefined
          }
          data-testid="label-input"
          flex={1}
        />
        <Button type="submit" disabled={!changed} loading={saving} data-testid="label-save">
          Save
        </Button>
        {draft !== null && (
          <Button variant="default" onClick={cancel} disabled={saving} data-testid="label-cancel">
            Cancel
          </Button>
        )}
      </Group>
      {update.isError && (
        <Alert role="alert" color="red" title={MESSAGES.failedLabel} data-testid="label-error">
          {update.error.message || MESSAGES.noResponse}
        </Alert>
      )}
    </Stack>
  );
}
