import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { validatePin } from '@crosspoint/protocol/rules/device-settings-validation';
import { useUpdateDeviceField } from '../lib/queries/update-device-field';
import { CallError } from './call-error';

/**
 * An admin or OTA code of a device (device spec §2 Station and Wireless): four digits or
 * empty (decision 0031), saved with a single-field `PUT`; a failure shows the spec's title.
 */
export function PinForm({
  deviceId,
  field,
  label,
  current,
  failureTitle,
}: {
  deviceId: number;
  field: 'adminPin' | 'otaPin';
  label: string;
  current: string;
  failureTitle: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateDeviceField(deviceId);
  const value = draft ?? current;
  const refused = validatePin(value);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (refused !== null || draft === null) return;
    const body = field === 'adminPin' ? { adminPin: value } : { otaPin: value };
    update.mutate(body, { onSuccess: () => setDraft(null) });
  };
  return (
    <Stack component="form" onSubmit={onSubmit} gap="xs" maw={420} data-testid={`${field}-form`}>
      <Group align="flex-start">
        <TextInput
          label={label}
          value={value}
          onChange={(event) => setDraft(event.currentTarget.value)}
          inputMode="numeric"
          maxLength={4}
          error={draft !== null ? (refused ?? undefined) : undefined}
          data-testid={`${field}-input`}
        />
        <Button
          type="submit"
          mt={25}
          disabled={draft === null || refused !== null}
          loading={update.isPending}
          data-testid={`${field}-save`}
        >
          Save
        </Button>
      </Group>
      <CallError title={failureTitle} error={update.error} testId={`${field}-error`} />
    </Stack>
  );
}
