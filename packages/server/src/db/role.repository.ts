import { z } from 'zod';
import { RoleTypeSchema, type RoleType } from '@crosspoint/protocol/entities/role';
import type { Db } from './database';
import { parseJsonColumn } from './json-column';

const RoleRowSchema = z.object({
  id: z.number().int(),
  type: RoleTypeSchema,
  label: z.string(),
  description: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  settings: z.string(),
});

const SettingsSchema = z.record(z.string(), z.json());

/**
 * A stored role: a key and audio profile for one kind of device (ports spec §3, §6).
 * Link-group configuration. `isDefault` marks the factory role of a type ('Local Config').
 */
export interface RoleRecord {
  id: number;
  type: RoleType;
  label: string;
  description: string;
  isDefault: boolean;
  settings: Record<string, z.infer<ReturnType<typeof z.json>>>;
}

/** The `roles` table (migration 3). */
export class RoleRepository {
  constructor(private readonly db: Db) {}

  all(): RoleRecord[] {
    const rows: unknown[] = this.db.prepare('SELECT * FROM roles ORDER BY id').all();
    return rows.map((raw) => this.toRecord(raw));
  }

  find(id: number): RoleRecord | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM roles WHERE id = ?').get(id);
    return raw === undefined ? undefined : this.toRecord(raw);
  }

  insert(records: readonly RoleRecord[]): void {
    const statement = this.db.prepare(
      `INSERT INTO roles (id, type, label, description, is_default, settings)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const r of records) {
      statement.run(
        r.id,
        r.type,
        r.label,
        r.description,
        r.isDefault ? 1 : 0,
        JSON.stringify(r.settings),
      );
    }
  }

  /** Replaces every role (restore, reset); call inside a transaction. */
  replaceAll(records: readonly RoleRecord[]): void {
    this.db.prepare('DELETE FROM roles').run();
    this.insert(records);
  }

  private toRecord(raw: unknown): RoleRecord {
    const row = RoleRowSchema.parse(raw);
    return {
      id: row.id,
      type: row.type,
      label: row.label,
      description: row.description,
      isDefault: row.is_default === 1,
      settings: parseJsonColumn(SettingsSchema, row.settings, 'role settings'),
    };
  }
}
