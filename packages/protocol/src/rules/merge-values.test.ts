import { describe, expect, it } from 'vitest';
import { mergeValues } from './merge-values';

describe('mergeValues', () => {
  // ports spec §2: "a field whose values differ shows a multiple-values marker"
  it.each([
    { values: [3], merged: { kind: 'same', value: 3 } },
    { values: [3, 3, 3], merged: { kind: 'same', value: 3 } },
    { values: [3, -3], merged: { kind: 'multiple' } },
    { values: [undefined, 6, undefined], merged: { kind: 'same', value: 6 } },
    { values: [undefined], merged: { kind: 'none' } },
    { values: [], merged: { kind: 'none' } },
    { values: [{ a: 1 }, { a: 1 }], merged: { kind: 'same', value: { a: 1 } } },
    { values: [{ a: 1 }, { a: 2 }], merged: { kind: 'multiple' } },
    { values: [false, true], merged: { kind: 'multiple' } },
  ])('$values → $merged', ({ values, merged }) => {
    expect(mergeValues<unknown>(values)).toEqual(merged);
  });
});
