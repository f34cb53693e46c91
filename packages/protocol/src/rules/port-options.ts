import type { DeviceTypeName } from '../entities/device';

// ports spec §9 "Business constants and limits": the option tables of the port settings.

/** Descending range from `from` to `to` by `step`, e.g. 12, 9, … -12. */
function descending(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v >= to; v -= step) values.push(v);
  return values;
}

/**
 * Gain options in dB (ports spec §9): 2W -3 to 3 dB; other types 12 to -12 in 3 dB steps,
 * 6 dB steps on an HMS-4X main station. Listed from the highest down, as the console offers them.
 */
export function gainOptions(deviceType: DeviceTypeName, interfaceType: string): number[] {
  if (interfaceType === '2W') return descending(3, -3, 1);
  return descending(12, -12, deviceType === 'HMS-4X' ? 6 : 3);
}

/** Whether ports of an interface type have VOX on this device (ports spec §9: HMS-4X has none). */
export function hasVox(deviceType: DeviceTypeName, interfaceType: string): boolean {
  return deviceType !== 'HMS-4X' && (interfaceType === '4W' || interfaceType === '2W');
}

/** VOX thresholds (ports spec §9): -18 to -60 in steps of 2; none on an HMS-4X. */
export function voxThresholdOptions(deviceType: DeviceTypeName, interfaceType: string): number[] {
  return hasVox(deviceType, interfaceType) ? descending(-18, -60, 2) : [];
}

/** The top VOX threshold; other than 2W, thresholds are shown as an offset from it. */
const VOX_THRESHOLD_TOP = -18;

/**
 * How a VOX threshold is labelled (ports spec §9: "2W labelled in dB directly, others offset").
 * Others show the offset below the top threshold (-18 → '0 dB', -30 → '-12 dB'); see
 * docs/decisions/0053-vox-threshold-labels.md.
 */
export function voxThresholdLabel(threshold: number, interfaceType: string): string {
  const value = interfaceType === '2W' ? threshold : threshold - VOX_THRESHOLD_TOP;
  return `${value} dB`;
}

/** VOX delay options in seconds (ports spec §9: 0.5 to 4 s), in half-second steps. */
export const VOX_DELAY_OPTIONS: readonly number[] = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4];

/** Serial baud rates (ports spec §9). */
export const BAUD_RATE_OPTIONS: readonly number[] = [9600, 19200];

/** GPO (and GPI) off-delay options in seconds (ports spec §9). */
export const OFF_DELAY_OPTIONS: readonly number[] = [0, 0.1, 0.2, 0.5, 1, 2];

/** Sidetone gain options in dB (ports spec §9). */
export const SIDETONE_GAIN_OPTIONS: readonly number[] = [0, -6, -12, -18];

/** Headphone limit options: value and label (ports spec §9: OFF is 24). */
export const HEADPHONE_LIMIT_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 24, label: 'OFF' },
  { value: 6, label: '+6 dB' },
  { value: 0, label: '0 dB' },
  { value: -6, label: '-6 dB' },
];

export const SIDETONE_CONTROL_OPTIONS = ['tracking', 'non-tracking', 'disabled'] as const;
export const HEADSET_MIC_TYPE_OPTIONS = [
  'automatic',
  'electret',
  'dynamic_10',
  'dynamic_0',
] as const;

/** A gain in dB as the console shows it: '+3 dB', '0 dB', '-6 dB'. */
export function formatGain(value: number): string {
  return `${value > 0 ? '+' : ''}${value} dB`;
}
