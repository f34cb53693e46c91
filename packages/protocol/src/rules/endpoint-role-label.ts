import type { Endpoint } from '../entities/endpoint';

export const LOCAL_CONFIG_LABEL = 'Local Config';
export const AIC_DEFAULT_LABEL = 'AIC Default';
export const UNASSIGNED_LABEL = 'Unassigned';

/** Beltpack endpoint types: their default roles are real profiles shown by their label. */
export const BELTPACK_ENDPOINT_TYPES: readonly string[] = ['HBP-2X', 'FSII-BP'];

// device spec §6 and ports spec §6: "A default role shows as 'Local Config' ('AIC Default' for
// LQ) and is not offered in selectors."
/** How a default role of a type is named in role lists and selectors. */
export function defaultRoleLabel(roleType: string): 'Local Config' | 'AIC Default' {
  return roleType === 'LQ-AIC' ? AIC_DEFAULT_LABEL : LOCAL_CONFIG_LABEL;
}

/**
 * A role counts as default when it says so, or when it is the role the endpoint's settings
 * name as its default (`settings.default_role`).
 */
function hasDefaultRole(endpoint: Pick<Endpoint, 'role' | 'settings'>): boolean {
  const { role, settings } = endpoint;
  if (role === undefined) return false;
  return (
    role.isDefault === true ||
    (settings.default_role !== undefined && role.id === settings.default_role)
  );
}

// ports spec §6: "Endpoint role label: 'Local Config' for non-Agent-IC, non-beltpack endpoints
// with a default or no role (SA shows its own label); otherwise the role label; otherwise
// 'Unassigned'." and device spec §6: default roles show 'AIC Default' for LQ.
/**
 * The role label shown for an endpoint. How the two statements combine:
 * - Agent-IC (LQ-AIC) with a default role → 'AIC Default' (device spec §6 names its default
 *   role so; ports spec §6 only excludes Agent-IC from 'Local Config').
 * - Other non-beltpack endpoints (HMS-4X, HRM-4X, HKB-2X, FSII-Antenna, SA) with a default or
 *   no role → 'Local Config', except SA which shows its own endpoint label instead.
 * - Everything else shows the role's label when it has one: non-default roles of any type,
 *   and default roles of beltpacks (HBP-2X, FSII-BP), which ports spec §6 deliberately leaves
 *   out of 'Local Config'.
 * - Otherwise 'Unassigned': beltpacks and Agent-IC without a role, or a role without a label.
 */
export function endpointRoleLabel(
  endpoint: Pick<Endpoint, 'type' | 'label' | 'role' | 'settings'>,
): string {
  const isDefault = hasDefaultRole(endpoint);
  const isAgentIc = endpoint.type === 'LQ-AIC';
  const isBeltpack = BELTPACK_ENDPOINT_TYPES.includes(endpoint.type);
  if (isAgentIc && isDefault) return AIC_DEFAULT_LABEL;
  if (!isAgentIc && !isBeltpack && (isDefault || endpoint.role === undefined)) {
    return endpoint.type === 'SA' ? endpoint.label : LOCAL_CONFIG_LABEL;
  }
  const roleLabel = endpoint.role?.label?.trim();
  return roleLabel ? roleLabel : UNASSIGNED_LABEL;
}
