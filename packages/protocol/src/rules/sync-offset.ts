import { SYNC_OFFSET_MAX, SYNC_OFFSET_MIN } from '../entities/endpoint-settings';

/** Longest antenna cable the sync offsets cover, in metres (device spec §9: "about 1609-1610 m"). */
export const SYNC_OFFSET_MAX_METRES = 1609.5;
/** One sync offset step in metres (device spec §9: "steps of about 69-70 m"). */
export const SYNC_OFFSET_STEP_METRES = SYNC_OFFSET_MAX_METRES / SYNC_OFFSET_MAX;

/** The cable lengths, in whole metres, that one sync offset option stands for. */
export interface SyncOffsetRange {
  option: number;
  minMetres: number;
  maxMetres: number;
}

// device spec §9: "Sync offset: options 1-23 (steps of about 69-70 m, 0-69 m up to about
// 1609-1610 m)". Option n covers [(n-1)·step, n·step) metres, in whole metres without overlap.
/** The cable range of sync offset `option` (1-23); throws outside that range. */
export function syncOffsetRange(option: number): SyncOffsetRange {
  if (!Number.isInteger(option) || option < SYNC_OFFSET_MIN || option > SYNC_OFFSET_MAX) {
    throw new RangeError(`Sync offset must be ${SYNC_OFFSET_MIN}-${SYNC_OFFSET_MAX}`);
  }
  return {
    option,
    minMetres: Math.ceil((option - 1) * SYNC_OFFSET_STEP_METRES),
    maxMetres: Math.floor(option * SYNC_OFFSET_STEP_METRES),
  };
}

/** All 23 options in order, for the cable lengths dialog. */
export function syncOffsetRanges(): SyncOffsetRange[] {
  return Array.from({ length: SYNC_OFFSET_MAX }, (_, index) => syncOffsetRange(index + 1));
}

/** The option for a cable of `metres` (rounded down), or undefined beyond the longest. */
export function syncOffsetForCable(metres: number): number | undefined {
  if (!Number.isFinite(metres) || metres < 0) return undefined;
  const whole = Math.floor(metres);
  return syncOffsetRanges().find((r) => whole >= r.minMetres && whole <= r.maxMetres)?.option;
}

/** How an option reads in the dialog, e.g. "1: 0-69 m". */
export function syncOffsetLabel(option: number): string {
  const { minMetres, maxMetres } = syncOffsetRange(option);
  return `${option}: ${minMetres}-${maxMetres} m`;
}
