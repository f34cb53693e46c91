// device spec §4 "link quality types 0-5 give a gauge" with the colour bands of §9.
import { describe, expect, it } from 'vitest';
import { linkQualityTypeOf } from './endpoint-simulation';

describe('linkQualityTypeOf', () => {
  it.each([
    [100, 5],
    [80, 5],
    [79, 4],
    [60, 4],
    [40, 3],
    [20, 2],
    [10, 1],
    [9, 0],
    [0, 0],
  ])('link quality %i is type %i', (quality, type) => {
    expect(linkQualityTypeOf(quality)).toBe(type);
  });
});
