import { z } from 'zod';
import { EndpointTypeSchema } from '@crosspoint/protocol/entities/endpoint';
import type { EndpointSpec } from '../hardware/hardware-gateway';
import type { Db } from './database';
import { parseJsonColumn } from './json-column';

const EndpointRowSchema = z.object({
  id: z.number().int(),
  type: EndpointTypeSchema,
  label: z.string(),
  model: z.string().nullable(),
  model_variant: z.number().int().nullable(),
  revision: z.string().nullable(),
  settings: z.string(),
  role_id: z.number().int().nullable(),
});

const SettingsSchema = z.record(z.string(), z.unknown());

/** An endpoint's stored configuration; its live status lives in the hardware. */
export interface EndpointRecord extends EndpointSpec {
  roleId: number | undefined;
}

/** The `endpoints` table: endpoints registered with this device and their configuration. */
export class EndpointRepository {
  constructor(private readonly db: Db) {}

  all(): EndpointRecord[] {
    return this.db.prepare('SELECT * FROM endpoints ORDER BY id').all().map(toRecord);
  }

  find(id: number): EndpointRecord | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM endpoints WHERE id = ?').get(id);
    return raw === undefined ? undefined : toRecord(raw);
  }

  /** Inserts endpoints in one transaction; existing ids are left as they are. */
  insert(specs: EndpointSpec[]): void {
    const statement = this.db.prepare(
      `INSERT OR IGNORE INTO endpoints (id, type, label, model, model_variant, revision, settings)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      for (const spec of specs) {
        statement.run(
          spec.id,
          spec.type,
          spec.label,
          spec.model ?? null,
          spec.modelVariant ?? null,
          spec.revision ?? null,
          JSON.stringify(spec.settings),
        );
      }
    })();
  }

  /** Changes the label and/or merges settings; false when the endpoint is unknown. */
  update(id: number, change: { label?: string; settings?: Record<string, unknown> }): boolean {
    return this.db.transaction(() => {
      const record = this.find(id);
      if (!record) return false;
      const label = change.label ?? record.label;
      const settings = { ...record.settings, ...change.settings };
      this.db
        .prepare('UPDATE endpoints SET label = ?, settings = ? WHERE id = ?')
        .run(label, JSON.stringify(settings), id);
      return true;
    })();
  }

  /** The role the endpoint is given (`changerole`); null clears it. */
  setRole(id: number, roleId: number | null): boolean {
    return (
      this.db.prepare('UPDATE endpoints SET role_id = ? WHERE id = ?').run(roleId, id).changes === 1
    );
  }

  /** Reset to default: factory settings and no role; the label stays (decision 0041). */
  resetConfiguration(id: number): boolean {
    return (
      this.db.prepare("UPDATE endpoints SET settings = '{}', role_id = NULL WHERE id = ?").run(id)
        .changes === 1
    );
  }

  remove(id: number): void {
    this.db.prepare('DELETE FROM endpoints WHERE id = ?').run(id);
  }
}

function toRecord(raw: unknown): EndpointRecord {
  const row = EndpointRowSchema.parse(raw);
  const record: EndpointRecord = {
    id: row.id,
    type: row.type,
    label: row.label,
    settings: parseJsonColumn(SettingsSchema, row.settings, 'endpoint settings'),
    roleId: row.role_id ?? undefined,
  };
  if (row.model !== null) record.model = row.model;
  if (row.model_variant !== null) record.modelVariant = row.model_variant;
  if (row.revision !== null) record.revision = row.revision;
  return record;
}
