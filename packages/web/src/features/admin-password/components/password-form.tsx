import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { validatePasswordConfirmation } from '@crosspoint/protocol/rules/validate-password';
import { CallError } from '../../../components/call-error';
import { useChangeAdminPassword } from '../api/change-password';

/**
 * The admin password change (device spec §6): current, new and confirmation; 'Password
 * mismatch' when they differ (§5); 'Failed to modify password.' with the server message (§8).
 * The browser keeps the old Basic credentials, so after a change it asks for the new ones.
 */
export function PasswordForm({ onChanged }: { onChanged?: () => void }) {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useChangeAdminPassword();
  const mismatch = confirm === '' ? null : validatePasswordConfirmation(newPassword, confirm);
  const ready = newPassword !== '' && confirm !== '' && mismatch === null;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (!ready) return;
    change.mutate({ oldPassword, newPassword }, { onSuccess: () => onChanged?.() });
  };
  return (
    <Stack component="form" onSubmit={onSubmit} gap="xs" maw={400} data-testid="password-form">
      <PasswordInput
        label="Current password"
        value={oldPassword}
        onChange={(e) => setOld(e.currentTarget.value)}
        autoComplete="current-password"
        data-testid="password-old"
      />
      <PasswordInput
        label="New password"
        value={newPassword}
        onChange={(e) => setNew(e.currentTarget.value)}
        autoComplete="new-password"
        data-testid="password-new"
      />
      <PasswordInput
        label="Confirm new password"
        value={confirm}
        onChange={(e) => setConfirm(e.currentTarget.value)}
        autoComplete="new-password"
        error={mismatch ?? undefined}
        data-testid="password-confirm"
      />
      <Button
        type="submit"
        disabled={!ready}
        loading={change.isPending}
        data-testid="password-save"
      >
        Change password
      </Button>
      {change.isSuccess && (
        <Alert color="green" data-testid="password-changed">
          The password was changed. The browser asks for the new one on the next request.
        </Alert>
      )}
      <CallError title={MESSAGES.failedPassword} error={change.error} testId="password-error" />
    </Stack>
  );
}
