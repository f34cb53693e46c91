import { useEffect, useState, type ReactNode } from 'react';
import { Modal, Progress, Stack } from '@mantine/core';

export interface TimedProgressModalProps {
  title: string;
  /** When the wait started (ms since the epoch). */
  startedAt: number;
  /** The spec's expected wait (device spec §9); the bar is full when it has passed. */
  durationMs: number;
  /** False once the work is over: the bar stops moving and shows full. */
  running: boolean;
  testId: string;
  duration?: boolean;
  /** What the dialog says; a function gets the percentage so the text can follow the bar. */
  children: ReactNode | ((percent: number) => ReactNode);
}

/**
 * A progress dialog for long device work (reboot, network change, linking): it cannot be
 * dismissed, because the page reloads or moves on by itself when the work is over.
 */
export function TimedProgressModal({
  title,
  startedAt,
  durationMs,
  running,
  testId,
  duration = false,
  children,
}: TimedProgressModalProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [running]);
  const percent = running
    ? Math.min(100, Math.round((Math.max(0, now - startedAt) / durationMs) * 100))
    : 100;
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
      <Stack data-testid={testId} {...(duration ? { 'data-duration': durationMs } : {})}>
        <Progress value={percent} animated={running} aria-label={title} />
        {typeof children === 'function' ? children(percent) : children}
      </Stack>
    </Modal>
  );
}
