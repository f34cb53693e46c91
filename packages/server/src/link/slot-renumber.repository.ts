import {
  renumberEndpointId,
  renumberInterfaceId,
  renumberJson,
  renumberPortId,
  type JsonValue,
} from '@crosspoint/protocol/rules/ids';
import type { Db } from '../db/database';
import type { LinkConfig, LinkRepository } from './link.repository';

type IdMap = (id: number) => number;

/** Tables keyed by an id that carries the slot, with the pure mapping of that id. */
const KEYED_TABLES: readonly { table: string; map: (old: number, next: number) => IdMap }[] = [
  { table: 'interfaces', map: (o, n) => (id) => renumberInterfaceId(id, o, n) },
  { table: 'ports', map: (o, n) => (id) => renumberPortId(id, o, n) },
  { table: 'endpoints', map: (o, n) => (id) => renumberEndpointId(id, o, n) },
];

/** JSON columns that may hold res paths or port ids of the device (decision 0075). */
const JSON_COLUMNS: readonly { table: string; key: string; columns: readonly string[] }[] = [
  { table: 'device', key: 'id', columns: ['settings'] },
  { table: 'interfaces', key: 'id', columns: ['settings'] },
  { table: 'ports', key: 'id', columns: ['settings', 'connections'] },
  { table: 'endpoints', key: 'id', columns: ['settings'] },
  { table: 'connections', key: 'id', columns: ['settings'] },
  { table: 'roles', key: 'id', columns: ['settings'] },
];

/**
 * Renumbers a device's stored data from one slot to another (decision 0075) in ONE SQLite
 * transaction, together with the linking configuration it will start with: either every id
 * moves, or nothing does. The mappings are the pure functions of `protocol/rules/ids`.
 */
export class SlotRenumberRepository {
  constructor(
    private readonly db: Db,
    private readonly links: LinkRepository,
  ) {}

  renumber(oldSlot: number, newSlot: number, config: LinkConfig): void {
    const run = this.db.transaction(() => {
      // Ports reference interfaces and SIP calls reference ports: both ends move in here.
      this.db.pragma('defer_foreign_keys = ON');
      for (const { table, map } of KEYED_TABLES) this.moveIds(table, map(oldSlot, newSlot));
      this.moveColumn('ports', 'interface_id', (id) => renumberInterfaceId(id, oldSlot, newSlot));
      this.moveColumn('sip_calls', 'port_id', (id) => renumberPortId(id, oldSlot, newSlot));
      this.moveColumn('event_log', 'entity_id', (id) => renumberEndpointId(id, oldSlot, newSlot));
      for (const { table, key, columns } of JSON_COLUMNS) {
        for (const column of columns) this.rewriteJson(table, key, column, oldSlot, newSlot);
      }
      this.db.prepare('UPDATE device SET slot_id = ?').run(newSlot);
      this.links.clearMembers();
      this.links.saveConfig(config);
    });
    run();
  }

  /** Moves primary keys through negative values so old and new ids never collide. */
  private moveIds(table: string, map: IdMap): void {
    const rows = this.db.prepare(`SELECT id FROM ${table}`).all() as { id: number }[];
    const toTemp = this.db.prepare(`UPDATE ${table} SET id = ? WHERE id = ?`);
    const moved = rows.filter((r) => map(r.id) !== r.id);
    for (const { id } of moved) toTemp.run(-map(id), id);
    this.db.prepare(`UPDATE ${table} SET id = -id WHERE id < 0`).run();
  }

  /** Rewrites a column holding ids, one distinct value at a time (indexed columns). */
  private moveColumn(table: string, column: string, map: IdMap): void {
    const values = this.db.prepare(`SELECT DISTINCT ${column} AS v FROM ${table}`).all() as {
      v: number;
    }[];
    const update = this.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`);
    const moved = values.filter((r) => map(r.v) !== r.v);
    for (const { v } of moved) update.run(-map(v), v);
    this.db.prepare(`UPDATE ${table} SET ${column} = -${column} WHERE ${column} < 0`).run();
  }

  private rewriteJson(
    table: string,
    key: string,
    column: string,
    oldSlot: number,
    newSlot: number,
  ): void {
    const rows = this.db.prepare(`SELECT ${key} AS k, ${column} AS v FROM ${table}`).all() as {
      k: number;
      v: string;
    }[];
    const update = this.db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`);
    for (const row of rows) {
      const next = JSON.stringify(renumberJson(JSON.parse(row.v) as JsonValue, oldSlot, newSlot));
      if (next !== row.v) update.run(next, row.k);
    }
  }
}
