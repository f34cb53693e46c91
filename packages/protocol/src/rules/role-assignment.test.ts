import { describe, expect, it } from 'vitest';
import type { EndpointType } from '../entities/endpoint';
import type { RoleType } from '../entities/role';
import {
  clearedRoleLabel,
  roleAssignmentProblem,
  roleTypeForEndpoint,
  selectableRoles,
} from './role-assignment';

// device spec §6: "Role types per device family (HMS-4X, FSII-BP and others) decide which
// roles can be assigned to a device ... HelixNet endpoint roles are limited to the same
// endpoint type."
describe('role assignment', () => {
  it.each<{ endpoint: EndpointType; role: RoleType; problem: string | undefined }>([
    { endpoint: 'HBP-2X', role: 'HBP-2X', problem: undefined },
    { endpoint: 'HBP-2X', role: 'HRM-4X', problem: 'wrongType' },
    { endpoint: 'HRM-4X', role: 'HRM-4X', problem: undefined },
    { endpoint: 'HRM-4X', role: 'HKB-2X', problem: 'wrongType' },
    { endpoint: 'HKB-2X', role: 'HKB-2X', problem: undefined },
    { endpoint: 'HKB-2X', role: 'HBP-2X', problem: 'wrongType' },
    { endpoint: 'FSII-BP', role: 'FSII-BP', problem: undefined },
    { endpoint: 'FSII-BP', role: 'HBP-2X', problem: 'wrongType' },
    { endpoint: 'LQ-AIC', role: 'LQ-AIC', problem: undefined },
    { endpoint: 'LQ-AIC', role: 'FSII-BP', problem: 'wrongType' },
    { endpoint: 'FSII-Antenna', role: 'FSII-BP', problem: 'noRoles' },
    { endpoint: 'SA', role: 'HMS-4X', problem: 'noRoles' },
  ])('$role role to a $endpoint endpoint → $problem', ({ endpoint, role, problem }) => {
    expect(roleAssignmentProblem(endpoint, { type: role })).toBe(problem);
  });

  it.each<{ endpoint: EndpointType; type: RoleType | undefined }>([
    { endpoint: 'HMS-4X', type: 'HMS-4X' },
    { endpoint: 'FSII-BP', type: 'FSII-BP' },
    { endpoint: 'FSII-Antenna', type: undefined },
  ])('$endpoint endpoints take $type roles', ({ endpoint, type }) => {
    expect(roleTypeForEndpoint(endpoint)).toBe(type);
  });

  // device spec §6: "Default roles ... are not offered in selectors".
  it('offers only non-default roles of the endpoint type, by label', () => {
    const roles = [
      { id: 1, type: 'HBP-2X' as const, label: 'Local', isDefault: true },
      { id: 2, type: 'HBP-2X' as const, label: 'Stage', isDefault: false },
      { id: 3, type: 'HRM-4X' as const, label: 'Desk', isDefault: false },
      { id: 4, type: 'HBP-2X' as const, label: 'Audio', isDefault: false },
    ];
    expect(selectableRoles('HBP-2X', roles).map((r) => r.id)).toEqual([4, 2]);
    expect(selectableRoles('FSII-Antenna', roles)).toEqual([]);
  });

  // ports spec §6: "'Local Config' for non-Agent-IC, non-beltpack endpoints with a default or
  // no role ...; otherwise 'Unassigned'."
  it.each<{ type: EndpointType; label: string }>([
    { type: 'HRM-4X', label: 'Local Config' },
    { type: 'HKB-2X', label: 'Local Config' },
    { type: 'HBP-2X', label: 'Unassigned' },
    { type: 'FSII-BP', label: 'Unassigned' },
    { type: 'LQ-AIC', label: 'Unassigned' },
  ])('clearing the role of a $type reads $label', ({ type, label }) => {
    expect(clearedRoleLabel({ type, label: 'X' })).toBe(label);
  });
});
