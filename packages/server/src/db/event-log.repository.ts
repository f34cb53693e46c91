import { z } from 'zod';
import type { Db } from './database';

const CountSchema = z.object({ n: z.number().int() });

/** One event-log entry (device spec §3). */
export interface EventLogEntry {
  entityId: number;
  entityType: number;
  eventCode: number;
  details: string;
  createdAt: number;
}

/** The `event_log` table, indexed for large logs (architecture §6). */
export class EventLogRepository {
  private readonly insertStatement;

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare(
      `INSERT INTO event_log (entity_id, entity_type, event_code, details, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
  }

  insert(entry: EventLogEntry): void {
    this.insertStatement.run(
      entry.entityId,
      entry.entityType,
      entry.eventCode,
      entry.details,
      entry.createdAt,
    );
  }

  count(): number {
    return CountSchema.parse(this.db.prepare('SELECT COUNT(*) AS n FROM event_log').get()).n;
  }
}
