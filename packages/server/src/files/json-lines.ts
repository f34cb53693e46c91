import type { z } from 'zod';

/** Keys that could reach an object's prototype when a parsed object is copied or merged. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a JSON-lines file was refused; the message names the file and the line. */
export class JsonLinesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonLinesError';
  }
}

/**
 * Parses a JSON-lines table (one JSON object per line, architecture §9) with a strict schema.
 * A line that is not JSON, holds a forbidden key (`__proto__`, `constructor`, `prototype`) at
 * any depth, or does not match the schema refuses the whole file. Blank lines are skipped.
 */
export function parseJsonLines<T extends z.ZodType>(
  text: string,
  schema: T,
  what: string,
): Array<z.infer<T>> {
  const rows: Array<z.infer<T>> = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const where = `${what}, line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line, (key, v: unknown) => {
        if (FORBIDDEN_KEYS.has(key)) throw new JsonLinesError(`forbidden key ${key}`);
        return v;
      });
    } catch (error) {
      const reason = error instanceof JsonLinesError ? error.message : 'not valid JSON';
      throw new JsonLinesError(`Invalid ${where}: ${reason}.`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
      throw new JsonLinesError(`Invalid ${where}${path}: ${issue?.message ?? 'malformed'}.`);
    }
    rows.push(parsed.data);
  }
  return rows;
}

/** Writes rows as JSON lines. */
export function toJsonLines(rows: readonly unknown[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + (rows.length > 0 ? '\n' : '');
}
