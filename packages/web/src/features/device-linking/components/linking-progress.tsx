import { useEffect, useState } from 'react';
import { Modal, Progress, Stack, Text } from '@mantine/core';
import type { LinkingProgressState } from '../hooks/use-linking-progress';
import { MODE_LABELS } from '../lib/linking-draft';

/** The linking progress dialog; it cannot be dismissed and ends with a page reload. */
export function LinkingProgress({ state }: { state: LinkingProgressState }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.phase !== 'progress') return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [state.phase]);
  if (state.phase === 'idle') return null;
  const percent = Math.min(100, Math.round(((now - state.startedAt) / state.durationMs) * 100));
  const title = 'Changing the linking configuration';
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={title}
      centered
    >
      <Stack data-testid="linking-progress" data-duration={state.durationMs}>
        <Progress value={percent} animated aria-label={title} />
        <Text size="sm">
          The device now works as: {MODE_LABELS[state.mode]}. The page reloads when it is ready.
        </Text>
      </Stack>
    </Modal>
  );
}
