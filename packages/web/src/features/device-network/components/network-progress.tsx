import { useEffect, useState } from 'react';
import { Alert, Modal, Progress, Stack, Text } from '@mantine/core';
import type { TimedProgress } from '../hooks/use-timed-progress';

/** The progress dialog of a network or net-mode change; it cannot be dismissed. */
export function NetworkProgress({ state }: { state: TimedProgress }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.phase !== 'progress') return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [state.phase]);
  if (state.phase === 'idle') return null;
  const percent =
    state.phase === 'progress'
      ? Math.min(100, Math.round(((now - state.startedAt) / state.durationMs) * 100))
      : 100;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={state.title}
      centered
    >
      <Stack data-testid="network-progress">
        <Progress value={percent} animated={state.phase === 'progress'} aria-label={state.title} />
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
      </Stack>
    </Modal>
  );
}
