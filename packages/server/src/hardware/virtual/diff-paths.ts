/**
 * The top-level keys whose values differ between two status objects, with the new value
 * (`undefined` when removed). Live updates are sent per key so a client applies exactly what
 * changed (`liveStatus.linkQuality`), arrays and objects being replaced whole.
 */
export function diffPaths(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Array<[string, unknown]> {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const changes: Array<[string, unknown]> = [];
  for (const key of keys) {
    if (!sameValue(a[key], b[key])) changes.push([key, b[key]]);
  }
  return changes;
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  return JSON.stringify(x) === JSON.stringify(y);
}
