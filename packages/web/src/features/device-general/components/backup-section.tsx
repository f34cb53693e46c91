import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { backupName, validateBackupName } from '@crosspoint/protocol/rules/backup-name';
import { CallError } from '../../../components/call-error';
import { useDownloadBackup } from '../api/download-backup';
import { useToday } from '../hooks/use-today';

/**
 * Backup of roles and channels (device spec §2 General, §7): a name with a date suffix that
 * refreshes at midnight; the device prefixes the product and makes the file.
 */
export function BackupSection({ deviceId }: { deviceId: number }) {
  const [base, setBase] = useState('backup');
  const today = useToday();
  const name = backupName(base, today);
  const refused = validateBackupName(name);
  const download = useDownloadBackup(deviceId);
  return (
    <Stack gap="xs" maw={560} data-testid="backup-section">
      <Title order={2} size="h4">
        Backup
      </Title>
      <Text size="sm">Download the roles and channels of the link group.</Text>
      <Group align="flex-end">
        <TextInput
          label="Backup name"
          value={base}
          onChange={(event) => setBase(event.currentTarget.value)}
          error={base !== '' && refused !== null ? refused : undefined}
          data-testid="backup-name"
        />
        <Button
          onClick={() => download.mutate(name)}
          disabled={refused !== null}
          loading={download.isPending}
          data-testid="backup-download"
        >
          Download backup
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="backup-full-name">
        {name}
      </Text>
      {download.isSuccess && (
        <Alert color="green" data-testid="backup-done">
          Saved {download.data}.
        </Alert>
      )}
      <CallError title={MESSAGES.failedBackup} error={download.error} testId="backup-error" />
    </Stack>
  );
}
