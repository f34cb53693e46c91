import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { RoleType } from '@crosspoint/protocol/entities/role';
import type { ConnectionRecord } from '../db/connection.repository';
import type { RoleRecord } from '../db/role.repository';

/** The factory connections and roles of one device type (decision 0030). */
export interface FactoryConfiguration {
  connections: ConnectionRecord[];
  roles: RoleRecord[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const partylines = (count: number): ConnectionRecord[] =>
  range(1, count).map((id) => ({ id, type: 'partyline', label: `Channel ${id}`, settings: {} }));

/** One default role per role type ('Local Config' in the console, ports spec §6). */
const defaultRoles = (types: readonly RoleType[], label = 'Default'): RoleRecord[] =>
  types.map((type, index) => ({
    id: index + 1,
    type,
    label,
    description: `Factory default ${type} role`,
    isDefault: true,
    settings: {},
  }));

const beltpackRoles = (firstId: number, count: number): RoleRecord[] =>
  range(1, count).map((n) => ({
    id: firstId + n - 1,
    type: 'FSII-BP',
    label: `BP ${n}`,
    description: `Beltpack role ${n}`,
    isDefault: false,
    settings: { keysets: [{ keysetIndex: 0, connection: `/api/1/connections/${n}` }] },
  }));

/**
 * The factory connections and roles per device type, written on first start and by a reset
 * to default. A FreeSpeak II base has fixed partylines 1-12 (architecture §9) and a few
 * beltpack roles; a HelixNet main station and an LQ interface start with four channels and
 * the default role of each role type they serve.
 */
export function factoryConfiguration(type: DeviceTypeName): FactoryConfiguration {
  switch (type) {
    case 'FSII':
      return {
        connections: partylines(12),
        roles: [...defaultRoles(['FSII-BP']), ...beltpackRoles(2, 4)],
      };
    case 'HMS-4X':
      return {
        connections: partylines(4),
        roles: defaultRoles(['HMS-4X', 'HRM-4X', 'HKB-2X', 'HBP-2X']),
      };
    case 'LQ-4W2':
      return { connections: partylines(4), roles: defaultRoles(['LQ-AIC'], 'AIC Default') };
  }
}
