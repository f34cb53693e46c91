// architecture §2 and §6: one SQLite file per device in its data folder, WAL, foreign keys,
// versioned migrations; configuration (label, password) survives a restart; the virtual
// hardware writes the event log with the codes of device spec §9.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceSchema } from '@crosspoint/protocol/entities/device';
import { createDevice } from '../src/create-device';
import { DATABASE_FILE } from '../src/db/database';
import { MIGRATIONS } from '../src/db/migrations';
import { basicAuthHeader } from '../src/auth/basic-auth';
import { startTestDevice, type TestDevice } from './helpers';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice({ type: 'FSII' });
});
afterEach(() => t.stop());

function readOnly(dir: string): Database.Database {
  return new Database(path.join(dir, DATABASE_FILE), { readonly: true });
}

describe('persistence', () => {
  it('keeps the label and the password across a restart', async () => {
    const put = await t.api('/api/1/devices/0', { method: 'PUT', json: { label: 'Stage Left' } });
    expect(put.status).toBe(200);
    const changed = await t.api('/api/1/users/admin', {
      method: 'PUT',
      json: { oldPassword: 'test-password', newPassword: 'kept-password' },
    });
    expect(changed.status).toBe(200);
    const uuid = DeviceSchema.parse(
      await (
        await t.api('/api/1/devices/0', {
          headers: { authorization: basicAuthHeader('admin', 'kept-password') },
        })
      ).json(),
    ).device_uuid;
    await t.device.close();

    const again = await t.restart({ adminPassword: undefined });
    expect(again.adminPassword).toBeUndefined();
    const response = await fetch(`${again.url}/api/1/devices/0`, {
      headers: { authorization: basicAuthHeader('admin', 'kept-password') },
    });
    expect(response.status).toBe(200);
    const device = DeviceSchema.parse(await response.json());
    expect(device.device_label).toBe('Stage Left');
    expect(device.device_uuid).toBe(uuid);
  });

  it('stores the database in WAL mode at the latest schema version, seeded once', async () => {
    const db = readOnly(t.dir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
      expect(db.prepare('SELECT COUNT(*) AS n FROM endpoints').get()).toEqual({ n: 14 });
    } finally {
      db.close();
    }
    await t.device.close();
    await t.restart();
    const db2 = readOnly(t.dir);
    try {
      expect(db2.prepare('SELECT COUNT(*) AS n FROM endpoints').get()).toEqual({ n: 14 });
      expect(db2.prepare('SELECT COUNT(*) AS n FROM ports').get()).toEqual({ n: 4 });
    } finally {
      db2.close();
    }
  });

  it('refuses to start a data folder as another device type', async () => {
    await t.device.close();
    await expect(createDevice({ type: 'LQ-4W2', dataDir: t.dir, port: 0 })).rejects.toThrow(
      /holds a FSII device/,
    );
    await t.restart();
  });

  it('logs hardware events with the spec codes (0 beltpack status, 1 transceiver)', async () => {
    expect((await t.api('/sim/pause', { method: 'POST' })).status).toBe(200);
    expect(
      (await t.api('/sim/endpoints/3', { method: 'POST', json: { status: 'offline' } })).status,
    ).toBe(200);
    expect(
      (await t.api('/sim/endpoints/1000002', { method: 'POST', json: { status: 'offline' } }))
        .status,
    ).toBe(200);
    const db = readOnly(t.dir);
    try {
      const rows = db
        .prepare('SELECT entity_id, entity_type, event_code, details FROM event_log ORDER BY id')
        .all();
      expect(rows).toEqual([
        { entity_id: 3, entity_type: 0, event_code: 0, details: 'offline' },
        { entity_id: 1000002, entity_type: 1, event_code: 1, details: 'offline' },
      ]);
    } finally {
      db.close();
    }
  });
});
