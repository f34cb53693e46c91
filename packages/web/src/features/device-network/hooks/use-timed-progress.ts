import { useCallback, useEffect, useRef, useState } from 'react';
import { DEVICE_ADMIN_TIMINGS } from '@crosspoint/protocol/constants';
import { DEFAULT_ROUTE } from '@crosspoint/protocol/rules/navigation';
import { loadPage } from '../../../lib/browser-navigation';

/** The progress of an applied network change (device spec §4 "Network change", §9 timings). */
export type TimedProgress =
  | { phase: 'idle' }
  | { phase: 'progress'; title: string; startedAt: number; durationMs: number; message: Message }
  | { phase: 'done'; title: string; message: Message };

export interface Message {
  text: string;
  warning: boolean;
}

/**
 * Runs the network progress dialog: the spec's wait, then the result message, then after
 * 4 s a full load of the device list (the device may answer on another address now).
 */
export function useTimedProgress() {
  const [state, setState] = useState<TimedProgress>({ phase: 'idle' });
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  const start = useCallback((title: string, durationMs: number, message: Message) => {
    setState({ phase: 'progress', title, startedAt: Date.now(), durationMs, message });
    timers.current.push(
      window.setTimeout(() => {
        setState({ phase: 'done', title, message });
        timers.current.push(
          window.setTimeout(() => loadPage(DEFAULT_ROUTE), DEVICE_ADMIN_TIMINGS.networkRedirectMs),
        );
      }, durationMs),
    );
  }, []);
  return { state, start };
}
