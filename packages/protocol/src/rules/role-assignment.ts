import type { Endpoint, EndpointType } from '../entities/endpoint';
import type { Role, RoleType } from '../entities/role';
import { endpointRoleLabel } from './endpoint-role-label';

// device spec §6: "Role types per device family (HMS-4X, FSII-BP and others) decide which
// roles can be assigned to a device ... HelixNet endpoint roles are limited to the same
// endpoint type." Antennas and SA have no roles (ports spec §2 excludes FSII-Antenna).
const ROLE_TYPE_OF: Record<EndpointType, RoleType | undefined> = {
  'HMS-4X': 'HMS-4X',
  'HRM-4X': 'HRM-4X',
  'HKB-2X': 'HKB-2X',
  'HBP-2X': 'HBP-2X',
  'FSII-BP': 'FSII-BP',
  'LQ-AIC': 'LQ-AIC',
  'FSII-Antenna': undefined,
  SA: undefined,
};

/** The one role type an endpoint of `type` can take, or undefined when it takes none. */
export function roleTypeForEndpoint(type: EndpointType): RoleType | undefined {
  return ROLE_TYPE_OF[type];
}

/** Why a role cannot be given to an endpoint, or undefined when it can. */
export type RoleAssignmentProblem = 'noRoles' | 'wrongType';

/** Whether `role` may be assigned to an endpoint of `endpointType` (device spec §6). */
export function roleAssignmentProblem(
  endpointType: EndpointType,
  role: Pick<Role, 'type'>,
): RoleAssignmentProblem | undefined {
  const wanted = roleTypeForEndpoint(endpointType);
  if (wanted === undefined) return 'noRoles';
  return role.type === wanted ? undefined : 'wrongType';
}

// device spec §6: "Default roles are shown as 'Local Config' ... and are not offered in
// selectors".
/** The roles a selector offers for an endpoint: its type, not default, sorted by label. */
export function selectableRoles<R extends Pick<Role, 'type' | 'isDefault' | 'label'>>(
  endpointType: EndpointType,
  roles: readonly R[],
): R[] {
  return roles
    .filter((role) => !role.isDefault && roleAssignmentProblem(endpointType, role) === undefined)
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * What the selector's "no role" choice (`changerole` with id 0) reads for this endpoint: what
 * the endpoint will show once cleared, i.e. 'Local Config', or 'Unassigned' for beltpacks and
 * Agent-IC (ports spec §6).
 */
export function clearedRoleLabel(endpoint: Pick<Endpoint, 'type' | 'label'>): string {
  return endpointRoleLabel({ type: endpoint.type, label: endpoint.label, settings: {} });
}
