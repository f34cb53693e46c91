import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkingMode } from '@crosspoint/protocol/entities/device';
import { linkingProgressMs } from '@crosspoint/protocol/rules/link-group';
import { loadPage, reloadPage, replaceAddress } from '../../../lib/browser-navigation';

export type LinkingProgressState =
  | { phase: 'idle' }
  | { phase: 'progress'; mode: LinkingMode; startedAt: number; durationMs: number };

/**
 * device spec §4 "Linking": applying shows a progress dialog (8 s for master, 12 s for link
 * or disable, §9), then reloads the page, or loads `nextPath` when the device's id changed
 * (a link with another slot, decision 0075).
 */
export function useLinkingProgress() {
  const [state, setState] = useState<LinkingProgressState>({ phase: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const start = useCallback((mode: LinkingMode, nextPath?: string) => {
    const durationMs = linkingProgressMs(mode);
    setState({ phase: 'progress', mode, startedAt: Date.now(), durationMs });
    // The device restarts now; the reload on live reconnection must open its new id too.
    if (nextPath !== undefined) replaceAddress(nextPath);
    timer.current = window.setTimeout(
      () => (nextPath === undefined ? reloadPage() : loadPage(nextPath)),
      durationMs,
    );
  }, []);
  return { state, start };
}
