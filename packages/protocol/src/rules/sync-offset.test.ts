import { describe, expect, it } from 'vitest';
import {
  syncOffsetForCable,
  syncOffsetLabel,
  syncOffsetRange,
  syncOffsetRanges,
} from './sync-offset';

// device spec §9: "Sync offset: options 1-23 (steps of about 69-70 m, 0-69 m up to about
// 1609-1610 m)".
describe('sync offset', () => {
  it.each([
    { option: 1, min: 0, max: 69 },
    { option: 2, min: 70, max: 139 },
    { option: 12, min: 770, max: 839 },
    { option: 22, min: 1470, max: 1539 },
    { option: 23, min: 1540, max: 1609 },
  ])('option $option covers $min-$max m', ({ option, min, max }) => {
    expect(syncOffsetRange(option)).toEqual({ option, minMetres: min, maxMetres: max });
  });

  it('has 23 options in steps of 69-70 m with no gap and no overlap', () => {
    const ranges = syncOffsetRanges();
    expect(ranges.map((r) => r.option)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    ranges.slice(1).forEach((range, i) => {
      const previous = ranges[i];
      expect(range.minMetres).toBe((previous?.maxMetres ?? NaN) + 1);
      const step = range.maxMetres - (previous?.maxMetres ?? NaN);
      expect(step === 69 || step === 70).toBe(true);
    });
  });

  it.each([0, 24, 1.5, -1, Number.NaN])('refuses option %s', (option) => {
    expect(() => syncOffsetRange(option)).toThrow(RangeError);
  });

  it.each([
    { metres: 0, option: 1 },
    { metres: 69, option: 1 },
    { metres: 69.9, option: 1 },
    { metres: 70, option: 2 },
    { metres: 500, option: 8 },
    { metres: 1609, option: 23 },
    { metres: 1610, option: undefined },
    { metres: -3, option: undefined },
  ])('a cable of $metres m takes option $option', ({ metres, option }) => {
    expect(syncOffsetForCable(metres)).toBe(option);
  });

  it.each([
    { option: 1, label: '1: 0-69 m' },
    { option: 23, label: '23: 1540-1609 m' },
  ])('option $option reads "$label"', ({ option, label }) => {
    expect(syncOffsetLabel(option)).toBe(label);
  });
});
