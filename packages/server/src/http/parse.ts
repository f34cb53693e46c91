import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Parses untrusted input with a protocol schema; a failure is a 400 with a message naming the
 * first problem (architecture §7: never a 500, never a partial write).
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  throw new HttpError(400, `Invalid ${what}${where}: ${issue?.message ?? 'malformed input'}`);
}

/** A numeric id from a path: digits only, so `1e3`, ` 1` or `0x10` are refused. */
export function parseIdParam(raw: string | undefined, what: string, max = 0x7fffffff): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw) || Number(raw) > max) {
    throw new HttpError(400, `Invalid ${what}: ${JSON.stringify(raw ?? '')}`);
  }
  return Number(raw);
}
