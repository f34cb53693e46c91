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
  {
    version: 2,
    description: 'link group: linking configuration, link key, members of a master',
    sql: `
      CREATE TABLE link_config (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        mode TEXT NOT NULL,
        master_host TEXT,
        master_port INTEGER
      );
      CREATE TABLE link_key (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        key_hex TEXT NOT NULL
      );
      CREATE TABLE link_members (
        slot_id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        device_type TEXT NOT NULL,
        url TEXT NOT NULL,
        version_sw TEXT NOT NULL,
        label TEXT NOT NULL,
        joined_at INTEGER NOT NULL,
        last_seen INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    description:
      'connections and roles (link-group configuration), device clock offset, net mode, audio monitor',
    // Issue 3 creates connections and roles so that backup, restore and reset have real data;
    // issue 6 (connections) and the roles issue build on them. Settings are JSON objects whose
    // fields those issues type; anything searched or joined later gets a real column.
    sql: `
      CREATE TABLE connections (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('partyline', 'direct', 'group')),
        label TEXT NOT NULL,
        settings TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX connections_type ON connections (type, id);
      CREATE TABLE roles (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        label TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
        settings TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX roles_type ON roles (type, id);
      ALTER TABLE device ADD COLUMN clock_offset_ms INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE device ADD COLUMN net_mode TEXT NOT NULL DEFAULT 'LAN'
        CHECK (net_mode IN ('LAN', 'WAN'));
      ALTER TABLE device ADD COLUMN audio_monitor INTEGER NOT NULL DEFAULT 0
        CHECK (audio_monitor IN (0, 1, 2));
      ALTER TABLE device ADD COLUMN factory_config_seeded INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 6,
    description: 'SIP calls placed from SIP ports (issue 6)',
    // Connections and port assignments use the tables of migrations 1 (ports.connections) and 3
    // (connections). Calls get their own table so call ids stay unique across restarts.
    sql: `
      CREATE TABLE sip_calls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        port_id INTEGER NOT NULL REFERENCES ports(id) ON DELETE CASCADE,
        uri TEXT NOT NULL,
        in_progress INTEGER NOT NULL DEFAULT 1 CHECK (in_progress IN (0, 1)),
        started_at INTEGER NOT NULL,
        ended_at INTEGER
      );
      CREATE INDEX sip_calls_port ON sip_calls (port_id, id);
    `,
  },
];
