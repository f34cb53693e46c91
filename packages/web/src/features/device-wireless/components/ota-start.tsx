import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { CallError } from '../../../components/call-error';
import { useStartOta } from '../api/start-ota';

/**
 * Start over-the-air registration (device spec §2 Wireless, §4: "opens for 2 minutes and
 * resets after each registration"; §8 success text and 'Failed to start OTA registration.').
 */
export function OtaStart({ deviceId }: { deviceId: number }) {
  const start = useStartOta(deviceId);
  return (
    <Stack gap="xs" maw={560} data-testid="ota-start">
      <Text size="sm">
        Beltpacks switched on in registration mode pair with this base for 2 minutes; each
        registration gives 2 more minutes.
      </Text>
      <Button
        onClick={() => start.mutate()}
        loading={start.isPending}
        w="fit-content"
        data-testid="ota-start-button"
      >
        Start OTA registration
      </Button>
      {start.isSuccess && (
        <Alert color="green" data-testid="ota-started">
          {MESSAGES.otaStarted}
        </Alert>
      )}
      <CallError title={MESSAGES.failedOtaStart} error={start.error} testId="ota-start-error" />
    </Stack>
  );
}
