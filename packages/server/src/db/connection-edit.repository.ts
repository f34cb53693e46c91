import type { Db } from './database';

/**
 * Changes to single connections (issue 6), beside the reads and bulk writes of
 * {@link ConnectionRepository} (issue 3) on the same `connections` table.
 */
export class ConnectionEditRepository {
  constructor(private readonly db: Db) {}

  /** Renames a connection; false when it does not exist. */
  rename(id: number, label: string): boolean {
    return (
      this.db.prepare('UPDATE connections SET label = ? WHERE id = ?').run(label, id).changes > 0
    );
  }

  /** Deletes a connection; false when it does not exist. */
  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM connections WHERE id = ?').run(id).changes > 0;
  }

  /** Runs `work` in one transaction (every multi-row change, architecture §6). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
