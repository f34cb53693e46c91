import { z } from 'zod';
import { LinkingModeSchema, type LinkingMode } from '@crosspoint/protocol/entities/device';
import type { Db } from '../db/database';

/** The device's linking configuration (device spec §3 "Slot/linking config"). */
export interface LinkConfig {
  mode: LinkingMode;
  /** The master's address when this device is a member. */
  master: { host: string; port: number } | undefined;
}

/** A member of the link group, as its master records it (docs/link-protocol.md). */
export interface MemberRecord {
  slotId: number;
  uuid: string;
  type: string;
  /** `host:port` where the master reaches the member. */
  url: string;
  versionSW: string;
  label: string;
  joinedAt: number;
  lastSeen: number;
}

const ConfigRowSchema = z.object({
  mode: LinkingModeSchema,
  master_host: z.string().nullable(),
  master_port: z.number().int().nullable(),
});

const MemberRowSchema = z.object({
  slot_id: z.number().int(),
  uuid: z.string(),
  device_type: z.string(),
  url: z.string(),
  version_sw: z.string(),
  label: z.string(),
  joined_at: z.number().int(),
  last_seen: z.number().int(),
});

const toMember = (raw: unknown): MemberRecord => {
  const row = MemberRowSchema.parse(raw);
  return {
    slotId: row.slot_id,
    uuid: row.uuid,
    type: row.device_type,
    url: row.url,
    versionSW: row.version_sw,
    label: row.label,
    joinedAt: row.joined_at,
    lastSeen: row.last_seen,
  };
};

/** Linking configuration, the link key and the members table (migration 2). */
export class LinkRepository {
  constructor(private readonly db: Db) {}

  config(): LinkConfig | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM link_config WHERE id = 1').get();
    if (raw === undefined) return undefined;
    const row = ConfigRowSchema.parse(raw);
    const master =
      row.master_host !== null && row.master_port !== null
        ? { host: row.master_host, port: row.master_port }
        : undefined;
    return { mode: row.mode, master };
  }

  saveConfig(config: LinkConfig): void {
    this.db
      .prepare(
        `INSERT INTO link_config (id, mode, master_host, master_port) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET mode = excluded.mode, master_host = excluded.master_host,
           master_port = excluded.master_port`,
      )
      .run(config.mode, config.master?.host ?? null, config.master?.port ?? null);
  }

  /** The stored link key (hex), derived from the admin password when it was last set. */
  linkKey(): string | undefined {
    const raw: unknown = this.db.prepare('SELECT key_hex FROM link_key WHERE id = 1').get();
    return raw === undefined ? undefined : z.object({ key_hex: z.string() }).parse(raw).key_hex;
  }

  saveLinkKey(hex: string): void {
    this.db
      .prepare(
        `INSERT INTO link_key (id, key_hex) VALUES (1, ?)
         ON CONFLICT (id) DO UPDATE SET key_hex = excluded.key_hex`,
      )
      .run(hex);
  }

  members(): MemberRecord[] {
    return this.db.prepare('SELECT * FROM link_members ORDER BY slot_id').all().map(toMember);
  }

  member(slotId: number): MemberRecord | undefined {
    const raw: unknown = this.db
      .prepare('SELECT * FROM link_members WHERE slot_id = ?')
      .get(slotId);
    return raw === undefined ? undefined : toMember(raw);
  }

  /** Records a (re)joining member in one transaction: a uuid holds one slot only. */
  upsertMember(member: MemberRecord): void {
    this.db.transaction(() => {
      this.db
        .prepare('DELETE FROM link_members WHERE uuid = ? AND slot_id <> ?')
        .run(member.uuid, member.slotId);
      this.db
        .prepare(
          `INSERT INTO link_members
             (slot_id, uuid, device_type, url, version_sw, label, joined_at, last_seen)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (slot_id) DO UPDATE SET uuid = excluded.uuid,
             device_type = excluded.device_type, url = excluded.url,
             version_sw = excluded.version_sw, label = excluded.label,
             last_seen = excluded.last_seen`,
        )
        .run(
          member.slotId,
          member.uuid,
          member.type,
          member.url,
          member.versionSW,
          member.label,
          member.joinedAt,
          member.lastSeen,
        );
    })();
  }

  removeMember(slotId: number): boolean {
    return this.db.prepare('DELETE FROM link_members WHERE slot_id = ?').run(slotId).changes > 0;
  }

  clearMembers(): void {
    this.db.prepare('DELETE FROM link_members').run();
  }
}
