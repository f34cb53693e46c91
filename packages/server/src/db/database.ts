import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

/** The device's database file inside its data folder (one file per device, architecture §2). */
export const DATABASE_FILE = 'device.sqlite';

/**
 * Opens (creating if needed) the device database in WAL mode with foreign keys on, and brings
 * its schema up to date. Returns whether the database was new, so the caller seeds it once.
 */
export function openDatabase(
  dataDir: string,
  migrations: readonly Migration[] = MIGRATIONS,
): {
  db: Db;
  created: boolean;
} {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const before = Number(db.pragma('user_version', { simple: true }));
  migrate(db, migrations);
  return { db, created: before === 0 };
}

/** Applies every migration newer than `user_version`, each in its own transaction. */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  // Engineers append migrations concurrently with assigned versions: apply them by version,
  // whatever their order in the list.
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const latest = ordered.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database schema (version ${current}) is newer than this server (version ${latest}).`,
    );
  }
  for (const migration of ordered) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
