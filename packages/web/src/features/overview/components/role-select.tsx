import { Select } from '@mantine/core';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { defaultRoleLabel } from '@crosspoint/protocol/rules/endpoint-role-label';
import {
  clearedRoleLabel,
  roleTypeForEndpoint,
  selectableRoles,
} from '@crosspoint/protocol/rules/role-assignment';
import { useRoles } from '../../../lib/queries/roles';

/**
 * A role selector for an endpoint: only roles of its type, never a default role (device spec
 * §6). Choice "0" is no role: for the live role it reads what the endpoint will show once
 * cleared ('Local Config' or 'Unassigned'), for the default role the type's default label.
 */
export function RoleSelect({
  endpoint,
  label,
  value,
  onChange,
  zero,
  testId,
}: {
  endpoint: Endpoint;
  label: string;
  value: number;
  onChange: (roleId: number) => void;
  zero: 'cleared' | 'default';
  testId: string;
}) {
  const roles = useRoles();
  const roleType = roleTypeForEndpoint(endpoint.type);
  if (roleType === undefined) return null;
  const zeroLabel = zero === 'cleared' ? clearedRoleLabel(endpoint) : defaultRoleLabel(roleType);
  const options = (roles.data ? selectableRoles(endpoint.type, roles.data) : []).map((role) => ({
    value: String(role.id),
    label: role.label,
  }));
  const known = value === 0 || options.some((option) => option.value === String(value));
  const data = [
    { value: '0', label: zeroLabel },
    ...options,
    ...(known ? [] : [{ value: String(value), label: endpoint.role?.label ?? `Role ${value}` }]),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 0))}
      allowDeselect={false}
      error={roles.isError ? roles.error.message : undefined}
      data-testid={testId}
    />
  );
}
