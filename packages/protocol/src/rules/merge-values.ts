/** A field of several selected items: one shared value, or several (ports spec §2). */
export type MergedValue<T> = { kind: 'same'; value: T } | { kind: 'multiple' } | { kind: 'none' };

/**
 * Merges one field of the selected items (ports spec §2: "The view is then merged; a field
 * whose values differ shows a multiple-values marker"). Items without the field are left out;
 * `none` when no item has it. Values compare structurally.
 */
export function mergeValues<T>(values: ReadonlyArray<T | undefined>): MergedValue<T> {
  const present = values.filter((v): v is T => v !== undefined);
  const [first] = present;
  if (first === undefined) return { kind: 'none' };
  const key = JSON.stringify(first);
  return present.every((v) => JSON.stringify(v) === key)
    ? { kind: 'same', value: first }
    : { kind: 'multiple' };
}
