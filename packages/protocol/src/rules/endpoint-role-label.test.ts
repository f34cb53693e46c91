import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../entities/endpoint';
import { defaultRoleLabel, endpointRoleLabel } from './endpoint-role-label';

type RoleRef = NonNullable<Endpoint['role']>;

function endpoint(type: Endpoint['type'], role?: RoleRef, defaultRole?: number) {
  return {
    type,
    label: `${type} label`,
    role,
    settings: defaultRole === undefined ? {} : { default_role: defaultRole },
  } satisfies Pick<Endpoint, 'type' | 'label' | 'role' | 'settings'>;
}

const defaultRole: RoleRef = { id: 1, label: 'Default', isDefault: true };
const customRole: RoleRef = { id: 7, label: 'Director', isDefault: false };
const unlabelledRole: RoleRef = { id: 8, isDefault: false };

describe('endpointRoleLabel', () => {
  // ports spec §6: "Endpoint role label: 'Local Config' for non-Agent-IC, non-beltpack
  // endpoints with a default or no role (SA shows its own label); otherwise the role label;
  // otherwise 'Unassigned'." device spec §6: "Default roles are shown as 'Local Config' (or
  // 'AIC Default' for LQ) […]; unassigned shows 'Unassigned'."
  it.each([
    // non-Agent-IC, non-beltpack: default or no role → Local Config
    { case: 'HMS-4X default role', e: endpoint('HMS-4X', defaultRole), shown: 'Local Config' },
    { case: 'HMS-4X no role', e: endpoint('HMS-4X'), shown: 'Local Config' },
    { case: 'HMS-4X custom role', e: endpoint('HMS-4X', customRole), shown: 'Director' },
    { case: 'HRM-4X default role', e: endpoint('HRM-4X', defaultRole), shown: 'Local Config' },
    { case: 'HRM-4X no role', e: endpoint('HRM-4X'), shown: 'Local Config' },
    { case: 'HRM-4X custom role', e: endpoint('HRM-4X', customRole), shown: 'Director' },
    { case: 'HKB-2X default role', e: endpoint('HKB-2X', defaultRole), shown: 'Local Config' },
    { case: 'HKB-2X no role', e: endpoint('HKB-2X'), shown: 'Local Config' },
    { case: 'HKB-2X custom role', e: endpoint('HKB-2X', customRole), shown: 'Director' },
    { case: 'HKB-2X unlabelled role', e: endpoint('HKB-2X', unlabelledRole), shown: 'Unassigned' },
    { case: 'FSII-Antenna no role', e: endpoint('FSII-Antenna'), shown: 'Local Config' },
    {
      case: 'role named default by settings.default_role',
      e: endpoint('HRM-4X', { id: 7, label: 'Director' }, 7),
      shown: 'Local Config',
    },
    {
      case: 'role other than settings.default_role',
      e: endpoint('HRM-4X', { id: 7, label: 'Director' }, 3),
      shown: 'Director',
    },
    // SA shows its own label where others show Local Config
    { case: 'SA no role', e: endpoint('SA'), shown: 'SA label' },
    { case: 'SA default role', e: endpoint('SA', defaultRole), shown: 'SA label' },
    { case: 'SA custom role', e: endpoint('SA', customRole), shown: 'Director' },
    // beltpacks: never Local Config
    { case: 'HBP-2X default role', e: endpoint('HBP-2X', defaultRole), shown: 'Default' },
    { case: 'HBP-2X custom role', e: endpoint('HBP-2X', customRole), shown: 'Director' },
    { case: 'HBP-2X no role', e: endpoint('HBP-2X'), shown: 'Unassigned' },
    {
      case: 'HBP-2X unlabelled default role',
      e: endpoint('HBP-2X', { id: 1, isDefault: true }),
      shown: 'Unassigned',
    },
    { case: 'FSII-BP default role', e: endpoint('FSII-BP', defaultRole), shown: 'Default' },
    { case: 'FSII-BP custom role', e: endpoint('FSII-BP', customRole), shown: 'Director' },
    { case: 'FSII-BP no role', e: endpoint('FSII-BP'), shown: 'Unassigned' },
    {
      case: 'FSII-BP blank role label',
      e: endpoint('FSII-BP', { id: 2, label: ' ' }),
      shown: 'Unassigned',
    },
    // Agent-IC: default role → AIC Default
    { case: 'LQ-AIC default role', e: endpoint('LQ-AIC', defaultRole), shown: 'AIC Default' },
    {
      case: 'LQ-AIC default role by settings',
      e: endpoint('LQ-AIC', { id: 4, label: 'AIC 4' }, 4),
      shown: 'AIC Default',
    },
    { case: 'LQ-AIC custom role', e: endpoint('LQ-AIC', customRole), shown: 'Director' },
    { case: 'LQ-AIC no role', e: endpoint('LQ-AIC'), shown: 'Unassigned' },
  ])('$case → $shown', ({ e, shown }) => {
    expect(endpointRoleLabel(e)).toBe(shown);
  });
});

describe('defaultRoleLabel', () => {
  // ports spec §6: "A default role shows as 'Local Config' ('AIC Default' for LQ)"
  it.each([
    { type: 'HMS-4X', shown: 'Local Config' },
    { type: 'HRM-4X', shown: 'Local Config' },
    { type: 'HKB-2X', shown: 'Local Config' },
    { type: 'HBP-2X', shown: 'Local Config' },
    { type: 'FSII-BP', shown: 'Local Config' },
    { type: 'LQ-AIC', shown: 'AIC Default' },
  ])('$type → $shown', ({ type, shown }) => {
    expect(defaultRoleLabel(type)).toBe(shown);
  });
});
