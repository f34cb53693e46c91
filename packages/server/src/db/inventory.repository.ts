import { z } from 'zod';
import { PortConnectionsSchema, PortSettingsSchema } from '@crosspoint/protocol/entities/port';
import type { PortConnections, PortSettings } from '@crosspoint/protocol/entities/port';
import { INTERFACE_TYPES, type InterfaceType } from '../profiles/interface-types';
import type { InterfaceSpec } from '../hardware/hardware-gateway';
import type { Db } from './database';
import { parseJsonColumn } from './json-column';

const InterfaceSettingsSchema = z.object({
  power: z.boolean().optional(),
  termination: z.boolean().optional(),
});

const InterfaceRowSchema = z.object({
  id: z.number().int(),
  hw_index: z.number().int(),
  type: z.enum(INTERFACE_TYPES),
  settings: z.string(),
  port_count: z.number().int(),
});

const PortRowSchema = z.object({
  id: z.number().int(),
  interface_id: z.number().int(),
  hw_index: z.number().int(),
  label: z.string(),
  desc: z.string(),
  config_type: z.string(),
  settings: z.string(),
  connections: z.string(),
});

export interface InterfaceRecord {
  id: number;
  hwIndex: number;
  type: InterfaceType;
  portCount: number;
  settings: z.infer<typeof InterfaceSettingsSchema>;
}

export interface PortRecord {
  id: number;
  interfaceId: number;
  interfaceType: InterfaceType;
  hwIndex: number;
  label: string;
  desc: string;
  configType: string;
  settings: PortSettings;
  connections: PortConnections;
}

/** Interfaces and ports with their hardware settings (device-local, architecture §2). */
export class InventoryRepository {
  constructor(private readonly db: Db) {}

  /** Writes the factory interfaces and ports, all or nothing. */
  insertInterfaces(interfaces: InterfaceSpec[]): void {
    const insertInterface = this.db.prepare(
      'INSERT INTO interfaces (id, hw_index, type, settings) VALUES (?, ?, ?, ?)',
    );
    const insertPort = this.db.prepare(
      `INSERT INTO ports (id, interface_id, hw_index, label, desc, config_type, settings, connections)
       VALUES (?, ?, ?, ?, ?, ?, ?, '{}')`,
    );
    this.db.transaction(() => {
      for (const item of interfaces) {
        insertInterface.run(item.id, item.hwIndex, item.type, JSON.stringify(item.settings));
        for (const port of item.ports) {
          insertPort.run(
            port.id,
            item.id,
            port.hwIndex,
            port.label,
            port.desc,
            port.configType,
            JSON.stringify(port.settings),
          );
        }
      }
    })();
  }

  interfaces(): InterfaceRecord[] {
    return this.db
      .prepare(`${INTERFACE_SELECT} GROUP BY i.id ORDER BY i.id`)
      .all()
      .map(toInterface);
  }

  findInterface(id: number): InterfaceRecord | undefined {
    const raw: unknown = this.db
      .prepare(`${INTERFACE_SELECT} WHERE i.id = ? GROUP BY i.id`)
      .get(id);
    return raw === undefined ? undefined : toInterface(raw);
  }

  ports(interfaceId?: number): PortRecord[] {
    const where = interfaceId === undefined ? '' : 'WHERE p.interface_id = ?';
    const statement = this.db.prepare(
      `SELECT p.*, i.type AS interface_type FROM ports p JOIN interfaces i ON i.id = p.interface_id
       ${where} ORDER BY p.id`,
    );
    const rows: unknown[] =
      interfaceId === undefined ? statement.all() : statement.all(interfaceId);
    return rows.map(toPort);
  }

  /**
   * Writes new settings (and label, connections) of ports. Not a transaction by itself: the
   * caller wraps every port of one request in {@link transaction} so all or none change.
   */
  updatePort(
    id: number,
    change: { settings: PortSettings; label?: string; connections?: PortConnections },
  ): void {
    this.db
      .prepare(
        `UPDATE ports SET settings = ?, label = COALESCE(?, label),
         connections = COALESCE(?, connections) WHERE id = ?`,
      )
      .run(
        JSON.stringify(change.settings),
        change.label ?? null,
        change.connections === undefined ? null : JSON.stringify(change.connections),
        id,
      );
  }

  updateInterfaceSettings(id: number, settings: InterfaceRecord['settings']): void {
    this.db
      .prepare('UPDATE interfaces SET settings = ? WHERE id = ?')
      .run(JSON.stringify(settings), id);
  }

  /** Runs `work` in one transaction (architecture §6: every multi-row change). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}

const INTERFACE_SELECT = `SELECT i.*, COUNT(p.id) AS port_count FROM interfaces i
  LEFT JOIN ports p ON p.interface_id = i.id`;

function toInterface(raw: unknown): InterfaceRecord {
  const row = InterfaceRowSchema.parse(raw);
  return {
    id: row.id,
    hwIndex: row.hw_index,
    type: row.type,
    portCount: row.port_count,
    settings: parseJsonColumn(InterfaceSettingsSchema, row.settings, 'interface settings'),
  };
}

function toPort(raw: unknown): PortRecord {
  const row = PortRowSchema.extend({ interface_type: z.enum(INTERFACE_TYPES) }).parse(raw);
  return {
    id: row.id,
    interfaceId: row.interface_id,
    interfaceType: row.interface_type,
    hwIndex: row.hw_index,
    label: row.label,
    desc: row.desc,
    configType: row.config_type,
    settings: parseJsonColumn(PortSettingsSchema, row.settings, 'port settings'),
    connections: parseJsonColumn(PortConnectionsSchema, row.connections, 'port connections'),
  };
}
