import type { Db } from './database';

/**
 * Read-only queries for a diagnostic snapshot: recent event-log rows and the stored
 * inventory, as plain rows. The users table (password hashes) is never read here.
 */
export class SnapshotRepository {
  constructor(private readonly db: Db) {}

  /** The newest `limit` event-log rows, newest first (uses the created_at index). */
  recentEvents(limit: number): unknown[] {
    return this.db
      .prepare(
        `SELECT id, entity_id AS entityId, entity_type AS entityType, event_code AS eventCode,
                details, created_at AS createdAt
         FROM event_log ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(limit);
  }

  interfaces(): unknown[] {
    return this.db.prepare('SELECT id, hw_index, type, settings FROM interfaces ORDER BY id').all();
  }

  ports(): unknown[] {
    return this.db
      .prepare(
        'SELECT id, interface_id, hw_index, label, desc, config_type, settings, connections FROM ports ORDER BY id',
      )
      .all();
  }

  endpoints(): unknown[] {
    return this.db
      .prepare(
        'SELECT id, type, label, model, model_variant, revision, settings, role_id FROM endpoints ORDER BY id',
      )
      .all();
  }
}
