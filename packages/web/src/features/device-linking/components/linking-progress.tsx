import { Text } from '@mantine/core';
import { TimedProgressModal } from '../../../components/timed-progress-modal';
import type { LinkingProgressState } from '../hooks/use-linking-progress';
import { MODE_LABELS } from '../lib/linking-draft';

/** The linking progress dialog; it cannot be dismissed and ends with a page reload. */
export function LinkingProgress({ state }: { state: LinkingProgressState }) {
  if (state.phase === 'idle') return null;
  return (
    <TimedProgressModal
      title="Changing the linking configuration"
      startedAt={state.startedAt}
      durationMs={state.durationMs}
      running
      testId="linking-progress"
      duration
    >
      <Text size="sm">
        The device now works as: {MODE_LABELS[state.mode]}. The page reloads when it is ready.
      </Text>
    </TimedProgressModal>
  );
}
