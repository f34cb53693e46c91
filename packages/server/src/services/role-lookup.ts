import type { Role } from '@crosspoint/protocol/entities/role';
import type { RoleRecord, RoleRepository } from '../db/role.repository';

/** What the endpoint service needs to know of a role to assign it and to show it. */
export type RoleSummary = Pick<Role, 'id' | 'type' | 'label' | 'isDefault'>;

/** Finds roles by id. The endpoint service depends on this, not on the roles table. */
export interface RoleLookup {
  find(id: number): RoleSummary | undefined;
}

/** Roles as the console's role selectors list them (`GET /api/1/roles`). */
export interface RoleList {
  all(): Role[];
}

function toRole(record: RoleRecord): Role {
  return {
    id: record.id,
    res: `/api/1/roles/${record.id}`,
    type: record.type,
    label: record.label,
    description: record.description,
    isDefault: record.isDefault,
    settings: record.settings,
  };
}

/**
 * Roles read from the link-group configuration (issue 3's `roles` table and repository),
 * read-only: creating and editing roles belongs to the roles screen's work
 * (docs/decisions/0042-endpoint-roles.md).
 */
export class RepositoryRoleLookup implements RoleLookup, RoleList {
  constructor(private readonly roles: RoleRepository) {}

  all(): Role[] {
    return this.roles.all().map(toRole);
  }

  find(id: number): RoleSummary | undefined {
    const record = this.roles.find(id);
    return (
      record && {
        id: record.id,
        type: record.type,
        label: record.label,
        isDefault: record.isDefault,
      }
    );
  }
}
