import { useEffect, useState } from 'react';
import { Modal, Progress, Stack, Text } from '@mantine/core';
import { useRestartWait } from '../lib/restart-wait';

/**
 * The progress dialog of a reboot or reset (device spec §4): it cannot be closed; it fills
 * over the spec's expected wait and then says it is still waiting. The page reloads when the
 * live socket reconnects, which ends it.
 */
export function RestartProgress() {
  const wait = useRestartWait();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (wait === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [wait]);
  if (wait === null) return null;
  const elapsed = Math.max(0, now - wait.startedAt);
  const percent = Math.min(100, Math.round((elapsed / wait.expectedMs) * 100));
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={wait.title}
      centered
    >
      <Stack data-testid="restart-progress">
        <Progress value={percent} animated aria-label={`${wait.title} progress`} />
        <Text size="sm">
          {percent < 100
            ? 'Waiting for the device to come back. The page reloads when it is back.'
            : 'Still waiting for the device. The page reloads as soon as it answers.'}
        </Text>
      </Stack>
    </Modal>
  );
}
