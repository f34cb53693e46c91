import { useEffect, useRef, useState } from 'react';
import type { Port } from '@crosspoint/protocol/entities/port';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { getNullingStatus, startNulling } from '../api/nulling';

/** ports spec §9: "Nulling poll 2 s, at most 20 polls." */
export const NULLING_POLL_MS = 2_000;
export const NULLING_MAX_POLLS = 20;

export interface NullingView {
  status: 'Idle' | 'Starting' | 'Nulling';
  progress?: number;
  error?: string;
}

/**
 * Nulling of one port (ports spec §4): start shows Starting; the status is polled every 2 s;
 * it returns to Idle when the server reports Idle, after more than 20 polls, or on error.
 */
export function useNulling(port: Port) {
  const [view, setView] = useState<NullingView>({ status: 'Idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const polls = useRef(0);
  // A status that arrives after the section closed must not start another poll.
  const open = useRef(true);

  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      clearTimeout(timer.current);
    };
  }, [port.port_id]);

  const poll = (): void => {
    timer.current = setTimeout(() => {
      polls.current += 1;
      getNullingStatus(port).then(
        (status) => {
          if (!open.current) return;
          if (status.status === 'Error') {
            setView({ status: 'Idle', error: status.message || MESSAGES.nullingFailed });
          } else if (status.status === 'Idle' || polls.current >= NULLING_MAX_POLLS) {
            setView({ status: 'Idle' });
          } else {
            setView(
              status.status === 'Nulling'
                ? { status: 'Nulling', progress: status.progress ?? 0 }
                : { status: 'Starting' },
            );
            poll();
          }
        },
        (error: Error) => setView({ status: 'Idle', error: error.message || MESSAGES.noResponse }),
      );
    }, NULLING_POLL_MS);
  };

  const start = (): void => {
    clearTimeout(timer.current);
    polls.current = 0;
    setView({ status: 'Starting' });
    startNulling(port).then(
      () => {
        if (open.current) poll();
      },
      (error: Error) => setView({ status: 'Idle', error: error.message || MESSAGES.noResponse }),
    );
  };

  return { view, start };
}
