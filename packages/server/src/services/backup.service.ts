import {
  BackupConnectionSchema,
  BackupRoleSchema,
  type BackupConnection,
  type BackupRole,
} from '@crosspoint/protocol/device-admin-contract';
import { BACKUP_LIMITS } from '@crosspoint/protocol/constants';
import { backupFileName, validateBackupName } from '@crosspoint/protocol/rules/backup-name';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { ConnectionRepository } from '../db/connection.repository';
import type { RoleRepository } from '../db/role.repository';
import { ArchiveError, gzipTar, readGzipTar } from '../files/tar-memory';
import { JsonLinesError, parseJsonLines, toJsonLines } from '../files/json-lines';
import { HttpError } from '../http/http-error';
import type { LiveNotifier } from '../live/live-notifier';
import type { DeviceProfile } from '../profiles/device-profiles';

/** The tables of a backup, as entries of its archive (architecture §9). */
export const BACKUP_ENTRIES = { connections: 'db/connections', roles: 'db/roles' } as const;

/** A backup ready to download. */
export interface BackupFile {
  fileName: string;
  data: Buffer;
}

/**
 * Backup and restore of roles and channels (device spec §2 General, §7; decision 0034). The
 * archive is a gzip tar of JSON-lines tables. A restore reads and checks the whole file in
 * memory first (size, gzip, tar entries, every line against a strict schema, then the
 * device's limits) and only then replaces both tables in one transaction.
 */
export class BackupService {
  constructor(
    private readonly db: Db,
    private readonly connections: ConnectionRepository,
    private readonly roles: RoleRepository,
    private readonly profile: DeviceProfile,
    private readonly live: LiveNotifier,
    private readonly clock: Clock,
  ) {}

  backup(name: string): BackupFile {
    const refused = validateBackupName(name);
    if (refused !== null) throw new HttpError(400, refused);
    const connections: BackupConnection[] = this.connections.all();
    const roles: BackupRole[] = this.roles.all();
    const data = gzipTar(
      [
        { path: BACKUP_ENTRIES.connections, content: Buffer.from(toJsonLines(connections)) },
        { path: BACKUP_ENTRIES.roles, content: Buffer.from(toJsonLines(roles)) },
      ],
      new Date(this.clock.now()),
    );
    return { fileName: backupFileName(this.profile.backupPrefix, name), data };
  }

  /** Checks the whole file, then replaces connections and roles in one transaction. */
  async restore(file: Buffer): Promise<void> {
    if (file.length > BACKUP_LIMITS.maxFileBytes) throw new HttpError(400, tooBig());
    if (file.length === 0) throw new HttpError(400, 'The backup file is empty.');
    const { connections, roles } = await this.read(file);
    this.checkAgainstDevice(connections, roles);
    this.db.transaction(() => {
      this.connections.replaceAll(connections);
      this.roles.replaceAll(roles);
    })();
    this.live.flag('connections');
    this.live.flag('roles');
  }

  private async read(
    file: Buffer,
  ): Promise<{ connections: BackupConnection[]; roles: BackupRole[] }> {
    try {
      const entries = await readGzipTar(file, {
        maxExpandedBytes: BACKUP_LIMITS.maxExpandedBytes,
        allowedPaths: Object.values(BACKUP_ENTRIES),
      });
      const text = (path: string): string => {
        const entry = entries.find((e) => e.path === path);
        if (!entry) throw new ArchiveError(`The backup has no ${path} table.`);
        return entry.content.toString('utf8');
      };
      return {
        connections: parseJsonLines(
          text(BACKUP_ENTRIES.connections),
          BackupConnectionSchema,
          BACKUP_ENTRIES.connections,
        ),
        roles: parseJsonLines(text(BACKUP_ENTRIES.roles), BackupRoleSchema, BACKUP_ENTRIES.roles),
      };
    } catch (error) {
      if (error instanceof ArchiveError || error instanceof JsonLinesError) {
        throw new HttpError(400, `Invalid backup file: ${error.message}`);
      }
      throw error;
    }
  }

  /** The backup must fit this device: its connection types, role types, limits, unique ids. */
  private checkAgainstDevice(connections: BackupConnection[], roles: BackupRole[]): void {
    const capability = this.profile.linkGroupCapability;
    const refuse = (message: string): never => {
      throw new HttpError(400, `Invalid backup file: ${message}`);
    };
    for (const c of connections) {
      if (!capability.connections.types.includes(c.type)) {
        refuse(`a ${this.profile.type} device has no ${c.type} connections.`);
      }
    }
    for (const type of capability.connections.types) {
      const count = connections.filter((c) => c.type === type).length;
      const max = capability.connections.max[type];
      if (max !== undefined && count > max) refuse(`more than ${max} ${type} connections.`);
    }
    for (const r of roles) {
      const roleType = capability.roles.find((t) => t.type === r.type);
      if (!roleType) refuse(`a ${this.profile.type} device has no ${r.type} roles.`);
      else if (r.label.length > roleType.labelLength) {
        refuse(`the label of role ${r.id} is longer than ${roleType.labelLength} characters.`);
      }
    }
    if (new Set(connections.map((c) => c.id)).size !== connections.length) {
      refuse('two connections have the same id.');
    }
    if (new Set(roles.map((r) => r.id)).size !== roles.length)
      refuse('two roles have the same id.');
  }
}

function tooBig(): string {
  return `The backup file is too large (over ${BACKUP_LIMITS.maxFileBytes / 1024 / 1024} MB).`;
}
