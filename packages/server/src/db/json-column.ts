import type { z } from 'zod';

/**
 * Reads a JSON column through its schema: rows are a trust boundary too (conventions §1), and
 * a corrupt row should fail loudly rather than reach a client half-formed.
 */
export function parseJsonColumn<T extends z.ZodType>(
  schema: T,
  text: string,
  what: string,
): z.infer<T> {
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`Corrupt ${what} in the database: ${parsed.error.message}`);
  return parsed.data;
}
