import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { isClockDrifted } from '@crosspoint/protocol/rules/clock-drift';
import { CallError } from '../../../components/call-error';
import { useDateTime } from '../api/get-date-time';
import { useSetDateTime } from '../api/set-date-time';

/** `datetime-local` text (browser time zone) → ISO 8601 UTC, or null. */
function localInputToIso(value: string): string | null {
  const ms = new Date(value).getTime();
  return value === '' || Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * Date and time of the device (device spec §2 General, §7 getDateTime/setDateTime, §5 "a
 * date/time difference over 15 minutes shows a warning").
 */
export function DateTimeSection({ deviceId }: { deviceId: number }) {
  const read = useDateTime(deviceId);
  const set = useSetDateTime(deviceId);
  const [draft, setDraft] = useState('');
  const deviceMs = read.data?.deviceMs;
  const apply = (iso: string): void => {
    set.mutate(iso, {
      onSuccess: () => {
        setDraft('');
        void read.refetch();
      },
    });
  };
  const chosen = localInputToIso(draft);
  return (
    <Stack gap="xs" maw={560} data-testid="date-time-section">
      <Title order={2} size="h4">
        Date and time
      </Title>
      {deviceMs !== undefined && (
        <Text size="sm" data-testid="device-date-time">
          Device: {new Date(deviceMs).toLocaleString()}
        </Text>
      )}
      {read.data !== undefined && isClockDrifted(read.data.browserMs, read.data.deviceMs) && (
        <Alert color="orange" data-testid="clock-drift-warning">
          {MESSAGES.clockNotSynchronized}
        </Alert>
      )}
      <CallError
        title={MESSAGES.failedGetDateTime}
        error={read.error}
        testId="date-time-read-error"
      />
      <Group align="flex-end">
        <TextInput
          type="datetime-local"
          label="New date and time"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-testid="date-time-input"
        />
        <Button
          onClick={() => chosen !== null && apply(chosen)}
          disabled={chosen === null}
          loading={set.isPending}
          data-testid="date-time-set"
        >
          Set
        </Button>
        <Button
          variant="default"
          onClick={() => apply(new Date().toISOString())}
          loading={set.isPending}
          data-testid="date-time-sync"
        >
          Use this computer&apos;s time
        </Button>
      </Group>
      <CallError
        title={MESSAGES.failedSetDateTime}
        error={set.error}
        testId="date-time-set-error"
      />
    </Stack>
  );
}
