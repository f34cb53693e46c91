import { Alert, FileInput, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useRestoreBackup } from '../api/restore-backup';

/**
 * Restore of roles and channels (device spec §7: "uploaded automatically once chosen"; §8:
 * "server message or 'An unexpected error occured during the restore.'; success
 * 'Successfully restored roles and channels.'").
 */
export function RestoreSection() {
  const restore = useRestoreBackup();
  return (
    <Stack gap="xs" maw={560} data-testid="restore-section">
      <Title order={2} size="h4">
        Restore
      </Title>
      <Text size="sm">Choose a backup file: its roles and channels replace the current ones.</Text>
      <FileInput
        label="Backup file"
        placeholder="Choose a backup file"
        accept=".gz,.tgz,application/gzip"
        value={null}
        onChange={(file) => file !== null && restore.mutate(file)}
        disabled={restore.isPending}
        data-testid="restore-file"
      />
      {restore.isSuccess && (
        <Alert color="green" data-testid="restore-success">
          {MESSAGES.restoreSuccess}
        </Alert>
      )}
      {restore.isError && (
        <Alert role="alert" color="red" title="Restore failed" data-testid="restore-error">
          {restore.error.message && restore.error.message !== MESSAGES.noResponse
            ? restore.error.message
            : MESSAGES.restoreUnexpected}
        </Alert>
      )}
    </Stack>
  );
}
