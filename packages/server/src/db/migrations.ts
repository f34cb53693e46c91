/**
 * Versioned schema migrations, applied in order; `PRAGMA user_version` records the last one
 * applied. Never edit a shipped migration: append a new one.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'device, users, interfaces, ports, endpoints, event log',
    sql: `
      CREATE TABLE device (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        device_type TEXT NOT NULL,
        slot_id INTEGER NOT NULL,
        label TEXT NOT NULL,
        uuid TEXT NOT NULL,
        settings TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE users (
        name TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        salt TEXT NOT NULL,
        params TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE interfaces (
        id INTEGER PRIMARY KEY,
        hw_index INTEGER NOT NULL,
        type TEXT NOT NULL,
        settings TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE ports (
        id INTEGER PRIMARY KEY,
        interface_id INTEGER NOT NULL REFERENCES interfaces(id) ON DELETE CASCADE,
        hw_index INTEGER NOT NULL,
        label TEXT NOT NULL,
        desc TEXT NOT NULL,
        config_type TEXT NOT NULL,
        settings TEXT NOT NULL DEFAULT '{}',
        connections TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX ports_interface ON ports (interface_id, hw_index);
      CREATE TABLE endpoints (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        label TEXT NOT NULL,
        model TEXT,
        model_variant INTEGER,
        revision TEXT,
        settings TEXT NOT NULL DEFAULT '{}',
        role_id INTEGER
      );
      CREATE TABLE event_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        entity_id INTEGER NOT NULL,
        entity_type INTEGER NOT NULL,
        event_code INTEGER NOT NULL,
        details TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX event_log_created ON event_log (created_at);
      CREATE INDEX event_log_entity_created ON event_log (entity_id, created_at);
    `,
  },
];
