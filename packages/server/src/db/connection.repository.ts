import { z } from 'zod';
import {
  ConnectionTypeSchema,
  type ConnectionType,
} from '@crosspoint/protocol/entities/capability';
import type { Db } from './database';
import { parseJsonColumn } from './json-column';

const ConnectionRowSchema = z.object({
  id: z.number().int(),
  type: ConnectionTypeSchema,
  label: z.string(),
  settings: z.string(),
});

const SettingsSchema = z.record(z.string(), z.json());

/**
 * A stored connection: a channel (partyline), direct or group (ports spec §3). Link-group
 * configuration, kept on the link master (architecture §2). `settings` is a JSON object whose
 * fields the connections work (issue 6) types.
 */
export interface ConnectionRecord {
  id: number;
  type: ConnectionType;
  label: string;
  settings: Record<string, z.infer<ReturnType<typeof z.json>>>;
}

/** The `connections` table (migration 3). */
export class ConnectionRepository {
  constructor(private readonly db: Db) {}

  all(): ConnectionRecord[] {
    const rows: unknown[] = this.db.prepare('SELECT * FROM connections ORDER BY id').all();
    return rows.map((raw) => this.toRecord(raw));
  }

  find(id: number): ConnectionRecord | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM connections WHERE id = ?').get(id);
    return raw === undefined ? undefined : this.toRecord(raw);
  }

  insert(records: readonly ConnectionRecord[]): void {
    const statement = this.db.prepare(
      'INSERT INTO connections (id, type, label, settings) VALUES (?, ?, ?, ?)',
    );
    for (const r of records) statement.run(r.id, r.type, r.label, JSON.stringify(r.settings));
  }

  /** Replaces every connection (restore, reset); call inside a transaction. */
  replaceAll(records: readonly ConnectionRecord[]): void {
    this.db.prepare('DELETE FROM connections').run();
    this.insert(records);
  }

  private toRecord(raw: unknown): ConnectionRecord {
    const row = ConnectionRowSchema.parse(raw);
    return {
      id: row.id,
      type: row.type,
      label: row.label,
      settings: parseJsonColumn(SettingsSchema, row.settings, 'connection settings'),
    };
  }
}
