// Decision 0075: renumbering rewrites every table and JSON column holding ids of the slot
// (architecture §2 id packing, decision 0073 endpoint ids) in ONE transaction, on a real
// SQLite file: either everything moves or nothing does.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database';
import { DeviceRepository } from '../../src/db/device.repository';
import { EndpointRepository } from '../../src/db/endpoint.repository';
import { InventoryRepository } from '../../src/db/inventory.repository';
import { LinkRepository } from '../../src/link/link.repository';
import { SlotRenumberRepository } from '../../src/link/slot-renumber.repository';
import { seedOnFirstStart } from '../../src/services/device-seed';
import { tempDataDir } from '../helpers';

const PORT_A = '/api/1/devices/1/interfaces/256/ports/65536';
const CONFIG = { mode: 'linkMember' as const, master: { host: '127.0.0.1', port: 9 } };

let db: Db;
let remove: () => Promise<void>;

beforeEach(async () => {
  const temp = await tempDataDir();
  remove = temp.remove;
  db = openDatabase(temp.dir).db;
  const repos = {
    devices: new DeviceRepository(db),
    inventory: new InventoryRepository(db),
    endpoints: new EndpointRepository(db),
  };
  seedOnFirstStart(db, repos, { type: 'LQ-4W2', slotId: 1, now: 0 });
  db.prepare("INSERT INTO sip_calls (port_id, uri, started_at) VALUES (66048, 'sip:a@b', 1)").run();
  db.prepare(
    "INSERT INTO event_log (entity_id, entity_type, event_code, details, created_at) VALUES (1, 0, 1, '', 1)",
  ).run();
  db.prepare("INSERT INTO roles (id, type, label, settings) VALUES (1, 'HRM-4X', 'R', ?)").run(
    JSON.stringify({ keysets: [{ keysetIndex: 0, connections: [{ res: PORT_A }] }] }),
  );
});

afterEach(async () => {
  db.close();
  await remove();
});

const ids = (table: string): number[] =>
  (db.prepare(`SELECT id FROM ${table} ORDER BY id`).all() as { id: number }[]).map((r) => r.id);

describe('SlotRenumberRepository', () => {
  it('moves interfaces, ports, endpoints, calls, log entries, role keysets and the slot', () => {
    const interfaces = ids('interfaces');
    const ports = ids('ports');
    const endpoints = ids('endpoints');
    expect(interfaces.every((id) => id >> 8 === 1)).toBe(true);

    new SlotRenumberRepository(db, new LinkRepository(db)).renumber(1, 2, CONFIG);

    expect(ids('interfaces')).toEqual(interfaces.map((id) => id + 256));
    expect(ids('ports')).toEqual(ports.map((id) => id + 65536));
    expect(ids('endpoints')).toEqual(endpoints.map((id) => id + 100));
    const portInterfaces = db.prepare('SELECT DISTINCT interface_id AS v FROM ports').all();
    expect(portInterfaces).toEqual(interfaces.map((id) => ({ v: id + 256 })));
    expect(db.prepare('SELECT port_id FROM sip_calls').get()).toEqual({ port_id: 131584 });
    expect(db.prepare('SELECT entity_id FROM event_log').get()).toEqual({ entity_id: 101 });
    const role = db.prepare('SELECT settings FROM roles').get() as { settings: string };
    expect(JSON.parse(role.settings)).toEqual({
      keysets: [
        {
          keysetIndex: 0,
          connections: [{ res: '/api/1/devices/2/interfaces/512/ports/131072' }],
        },
      ],
    });
    expect(db.prepare('SELECT slot_id FROM device').get()).toEqual({ slot_id: 2 });
    expect(new LinkRepository(db).config()).toEqual(CONFIG);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('changes nothing when a write fails part way', () => {
    const before = {
      interfaces: ids('interfaces'),
      ports: ids('ports'),
      endpoints: ids('endpoints'),
      device: db.prepare('SELECT slot_id FROM device').get(),
    };
    // A link repository that fails after every id has moved: the transaction must roll back.
    const failing = new LinkRepository(db);
    failing.saveConfig = () => {
      throw new Error('disk full');
    };
    expect(() => new SlotRenumberRepository(db, failing).renumber(1, 2, CONFIG)).toThrow(
      'disk full',
    );
    expect({
      interfaces: ids('interfaces'),
      ports: ids('ports'),
      endpoints: ids('endpoints'),
      device: db.prepare('SELECT slot_id FROM device').get(),
    }).toEqual(before);
    expect(db.prepare('SELECT port_id FROM sip_calls').get()).toEqual({ port_id: 66048 });
  });
});
