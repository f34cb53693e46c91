import { z } from 'zod';
import { RoleTypeSchema, type Role } from '@crosspoint/protocol/entities/role';
import type { Db } from '../db/database';

/** What the endpoint service needs to know of a role to assign it and to show it. */
export type RoleSummary = Pick<Role, 'id' | 'type' | 'label' | 'isDefault'>;

/** Finds roles by id. The endpoint service depends on this, not on a roles table. */
export interface RoleLookup {
  find(id: number): RoleSummary | undefined;
}

/** Roles as the console's role selectors list them (`GET /api/1/roles`). */
export interface RoleList {
  all(): Role[];
}

const RoleRowSchema = z.object({
  id: z.number().int(),
  type: RoleTypeSchema,
  label: z.string(),
  is_default: z.union([z.number(), z.boolean()]),
});
const FullRoleRowSchema = RoleRowSchema.extend({ description: z.string(), settings: z.string() });
const SettingsSchema = z.record(z.string(), z.unknown());

/**
 * Reads the `roles` table (issue 3 creates it: id, type, label, description, is_default,
 * settings) when it exists; until then no role exists. Replace with issue 3's role
 * repository once it lands (docs/decisions/0042-endpoint-roles.md).
 */
export class RolesTableLookup implements RoleLookup, RoleList {
  constructor(private readonly db: Db) {}

  all(): Role[] {
    if (!this.hasTable()) return [];
    const rows: unknown[] = this.db.prepare('SELECT * FROM roles ORDER BY id').all();
    return rows.flatMap((raw) => {
      const row = FullRoleRowSchema.safeParse(raw);
      if (!row.success) return [];
      const settings = SettingsSchema.safeParse(JSON.parse(row.data.settings));
      const { id, type, label, description } = row.data;
      return [
        {
          id,
          res: `/api/1/roles/${id}`,
          type,
          label,
          description,
          isDefault: Boolean(row.data.is_default),
          settings: settings.success ? settings.data : {},
        },
      ];
    });
  }

  find(id: number): RoleSummary | undefined {
    if (!this.hasTable()) return undefined;
    const raw: unknown = this.db
      .prepare('SELECT id, type, label, is_default FROM roles WHERE id = ?')
      .get(id);
    const row = RoleRowSchema.safeParse(raw);
    if (!row.success) return undefined;
    const { type, label } = row.data;
    return { id: row.data.id, type, label, isDefault: Boolean(row.data.is_default) };
  }

  private hasTable(): boolean {
    const table: unknown = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'roles'")
      .get();
    return table !== undefined;
  }
}
