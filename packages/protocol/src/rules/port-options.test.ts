import { describe, expect, it } from 'vitest';
import {
  formatGain,
  gainOptions,
  hasVox,
  voxThresholdLabel,
  voxThresholdOptions,
  VOX_DELAY_OPTIONS,
} from './port-options';

describe('gainOptions', () => {
  // ports spec §9: "Gain steps: 2W -3 to 3 dB; other types 12 to -12 in 3 dB steps (6 dB steps for HMS-4X)."
  it.each([
    { device: 'HMS-4X', type: '2W', options: [3, 2, 1, 0, -1, -2, -3] },
    { device: 'FSII', type: '2W', options: [3, 2, 1, 0, -1, -2, -3] },
    { device: 'HMS-4X', type: '4W', options: [12, 6, 0, -6, -12] },
    { device: 'HMS-4X', type: 'SA', options: [12, 6, 0, -6, -12] },
    { device: 'FSII', type: '4W', options: [12, 9, 6, 3, 0, -3, -6, -9, -12] },
    { device: 'LQ-4W2', type: 'IVC', options: [12, 9, 6, 3, 0, -3, -6, -9, -12] },
    { device: 'LQ-4W2', type: 'SIP', options: [12, 9, 6, 3, 0, -3, -6, -9, -12] },
  ] as const)('$device $type → $options', ({ device, type, options }) => {
    expect(gainOptions(device, type)).toEqual(options);
  });
});

describe('VOX options', () => {
  // ports spec §9: "Vox thresholds -18 to -60 in steps of 2 (HMS-4X: none; 2W labelled in dB directly, others offset)."
  it.each([
    { device: 'HMS-4X', type: '4W', vox: false },
    { device: 'HMS-4X', type: '2W', vox: false },
    { device: 'FSII', type: '2W', vox: true },
    { device: 'LQ-4W2', type: '4W', vox: true },
    { device: 'LQ-4W2', type: 'SIP', vox: false },
  ] as const)('$device $type has vox: $vox', ({ device, type, vox }) => {
    expect(hasVox(device, type)).toBe(vox);
    const thresholds = voxThresholdOptions(device, type);
    expect(thresholds).toHaveLength(vox ? 22 : 0);
    if (vox) expect([thresholds[0], thresholds.at(-1), thresholds[1]]).toEqual([-18, -60, -20]);
  });

  it.each([
    { threshold: -18, type: '2W', label: '-18 dB' },
    { threshold: -60, type: '2W', label: '-60 dB' },
    { threshold: -18, type: '4W', label: '0 dB' },
    { threshold: -30, type: '4W', label: '-12 dB' },
  ])('threshold $threshold on $type is labelled $label', ({ threshold, type, label }) => {
    expect(voxThresholdLabel(threshold, type)).toBe(label);
  });

  // ports spec §9: "Vox delay options 0.5 to 4 s."
  it('delays run from 0.5 to 4 s', () => {
    expect(VOX_DELAY_OPTIONS[0]).toBe(0.5);
    expect(VOX_DELAY_OPTIONS.at(-1)).toBe(4);
  });
});

describe('formatGain', () => {
  it.each([
    { v: 3, s: '+3 dB' },
    { v: 0, s: '0 dB' },
    { v: -6, s: '-6 dB' },
  ])('$v → $s', ({ v, s }) => expect(formatGain(v)).toBe(s));
});
