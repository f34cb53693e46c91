import { Text } from '@mantine/core';
import { useRestartWait } from '../lib/restart-wait';
import { TimedProgressModal } from './timed-progress-modal';

/**
 * The progress dialog of a reboot or reset (device spec §4): it fills over the spec's
 * expected wait and then says it is still waiting. The page reloads when the live socket
 * reconnects, which ends it.
 */
export function RestartProgress() {
  const wait = useRestartWait();
  if (wait === null) return null;
  return (
    <TimedProgressModal
      title={wait.title}
      startedAt={wait.startedAt}
      durationMs={wait.expectedMs}
      running
      testId="restart-progress"
    >
      {(percent) => (
        <Text size="sm">
          {percent < 100
            ? 'Waiting for the device to come back. The page reloads when it is back.'
            : 'Still waiting for the device. The page reloads as soon as it answers.'}
        </Text>
      )}
    </TimedProgressModal>
  );
}
