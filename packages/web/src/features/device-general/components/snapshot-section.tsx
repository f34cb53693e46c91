import { Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { CallError } from '../../../components/call-error';
import { useSnapshotInfo, useStartSnapshot } from '../api/snapshot';

/**
 * Diagnostic snapshot (device spec §4: "created, polled every second until percentComplete
 * reaches 100, then a download link is offered").
 */
export function SnapshotSection({ deviceId }: { deviceId: number }) {
  const start = useStartSnapshot(deviceId);
  const info = useSnapshotInfo(deviceId, start.isSuccess);
  const percent = info.data?.percentComplete ?? 0;
  const url = info.data?.url ?? '';
  return (
    <Stack gap="xs" maw={560} data-testid="snapshot-section">
      <Title order={2} size="h4">
        Snapshot
      </Title>
      <Text size="sm">
        A diagnostic archive for support: configuration, recent logs and system information.
      </Text>
      <Group>
        <Button
          onClick={() => start.mutate()}
          loading={start.isPending}
          data-testid="snapshot-start"
        >
          Create snapshot
        </Button>
        {start.isSuccess && percent >= 100 && url !== '' && (
          <Anchor href={url} download data-testid="snapshot-download">
            Download snapshot
          </Anchor>
        )}
      </Group>
      {start.isSuccess && percent < 100 && (
        <Progress
          value={percent}
          animated
          aria-label="Snapshot progress"
          data-testid="snapshot-progress"
        />
      )}
      <CallError
        title={MESSAGES.failedSnapshot}
        error={start.error ?? info.error}
        testId="snapshot-error"
      />
    </Stack>
  );
}
