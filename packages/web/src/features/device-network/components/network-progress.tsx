import { Alert, Text } from '@mantine/core';
import { TimedProgressModal } from '../../../components/timed-progress-modal';
import type { TimedProgress } from '../hooks/use-timed-progress';

/** The progress dialog of a network or net-mode change; it cannot be dismissed. */
export function NetworkProgress({ state }: { state: TimedProgress }) {
  if (state.phase === 'idle') return null;
  return (
    <TimedProgressModal
      title={state.title}
      startedAt={state.phase === 'progress' ? state.startedAt : 0}
      durationMs={state.phase === 'progress' ? state.durationMs : 1}
      running={state.phase === 'progress'}
      testId="network-progress"
    >
      {state.phase === 'progress' ? (
        <Text size="sm">Applying the change…</Text>
      ) : (
        <>
          <Alert color={state.message.warning ? 'orange' : 'green'} data-testid="network-result">
            {state.message.text}
          </Alert>
          <Text size="sm">Returning to the device list…</Text>
        </>
      )}
    </TimedProgressModal>
  );
}
