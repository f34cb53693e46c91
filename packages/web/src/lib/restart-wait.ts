import { useSyncExternalStore } from 'react';

/** A device that was told to reboot or reset and is expected back (device spec §4). */
export interface RestartWait {
  title: string;
  /** The spec's progress wait (§9): 60 s reboot, 5 s / 80 s reset. */
  expectedMs: number;
  startedAt: number;
}

let current: RestartWait | null = null;
const listeners = new Set<() => void>();

/**
 * Shows the restart progress until the page reloads. device spec §4 "Reset and reboot:
 * redirect to the devices page and show a progress dialog until the socket reconnects, then
 * reload": the live client reloads on reconnection, so the wait simply lasts until then. Kept
 * outside React so it survives the navigation to the device list.
 */
export function startRestartWait(title: string, expectedMs: number): void {
  current = { title, expectedMs, startedAt: Date.now() };
  for (const listener of listeners) listener();
}

/** For tests: forget the wait. */
export function clearRestartWait(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current wait, or null. */
export function useRestartWait(): RestartWait | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
