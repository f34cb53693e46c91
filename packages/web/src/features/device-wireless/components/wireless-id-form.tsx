import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { validateWirelessId } from '@crosspoint/protocol/rules/device-settings-validation';
import { CallError } from '../../../components/call-error';
import { useUpdateDeviceField } from '../../../lib/queries/update-device-field';

/**
 * The wireless system id (device spec §5: "exactly 3 characters and different from the
 * current one (case-insensitive). Changing it needs confirmation because all beltpacks must
 * be re-registered and the system restarts").
 */
export function WirelessIdForm({ deviceId, current }: { deviceId: number; current: string }) {
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateDeviceField(deviceId);
  const refused = validateWirelessId(draft, current);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (refused === null) setConfirming(true);
  };
  const apply = (): void => {
    setConfirming(false);
    update.mutate({ wirelessId: draft }, { onSuccess: () => setDraft('') });
  };
  return (
    <Stack component="form" onSubmit={onSubmit} gap="xs" maw={480} data-testid="wireless-id-form">
      <Text size="sm" data-testid="wireless-id-current">
        Current wireless system id: {current}
      </Text>
      <Group align="flex-start">
        <TextInput
          label="New wireless system id"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={3}
          error={draft !== '' ? (refused ?? undefined) : undefined}
          data-testid="wireless-id-input"
        />
        <Button
          type="submit"
          mt={25}
          disabled={refused !== null}
          loading={update.isPending}
          data-testid="wireless-id-save"
        >
          Change
        </Button>
      </Group>
      <CallError
        title={MESSAGES.failedWirelessId}
        error={update.error}
        testId="wireless-id-error"
      />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Change the wireless system id"
        centered
      >
        <Stack>
          <Text size="sm">{MESSAGES.wirelessIdConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={apply} data-autofocus data-testid="wireless-id-confirm">
              Change and restart
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
