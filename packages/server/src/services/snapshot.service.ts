import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SnapshotInfo } from '@crosspoint/protocol/device-admin-contract';
import type { Device } from '@crosspoint/protocol/entities/device';
import type { Clock } from '../clock';
import type { ConnectionRepository } from '../db/connection.repository';
import type { RoleRepository } from '../db/role.repository';
import type { SnapshotRepository } from '../db/snapshot.repository';
import { gzipTar, type ArchiveFile } from '../files/tar-memory';
import { toJsonLines } from '../files/json-lines';
import { HttpError } from '../http/http-error';
import type { DeviceProfile } from '../profiles/device-profiles';
import { SERVER_INFO } from '../server-info';
import type { DeviceService } from './device.service';

/** Event-log rows a snapshot carries (the newest). */
export const SNAPSHOT_EVENT_ROWS = 1_000;
const SNAPSHOT_FILE = 'snapshot.tar.gz';
const REDACTED = '[redacted]';

/** Codes and keys that must never leave the device in a snapshot (decision 0035). */
const SECRET_SETTINGS = ['adminPin', 'otaPin'] as const;

/**
 * Diagnostic snapshots (device spec §4 "Snapshot", §7): `POST snapshot` starts building a
 * gzip tar of the configuration, recent event-log rows and system information in the device's
 * data folder; `GET snapshotinfo` reports progress and, at 100 %, the download url. Codes are
 * redacted and the users table is never read, so no password or hash is in it.
 */
export class SnapshotService {
  private percent = 0;
  private building: Promise<void> | undefined;
  private ready = false;

  constructor(
    private readonly devices: DeviceService,
    private readonly connections: ConnectionRepository,
    private readonly roles: RoleRepository,
    private readonly reads: SnapshotRepository,
    private readonly profile: DeviceProfile,
    private readonly clock: Clock,
    private readonly dataDir: string,
    private readonly deviceNow: () => number,
  ) {}

  start(deviceId: number): void {
    this.devices.resolve(deviceId);
    if (this.building) return;
    this.percent = 0;
    this.ready = false;
    this.building = this.build(deviceId)
      .catch((error: unknown) => {
        this.percent = 0;
        process.stderr.write(`crosspoint: snapshot failed: ${String(error)}\n`);
      })
      .finally(() => {
        this.building = undefined;
      });
  }

  info(deviceId: number): SnapshotInfo {
    const slot = this.devices.resolve(deviceId).slotId;
    return {
      percentComplete: this.percent,
      url: this.ready ? `/api/1/devices/${slot}/snapshot` : '',
    };
  }

  /** The finished archive and its file name. */
  async file(deviceId: number): Promise<{ fileName: string; data: Buffer }> {
    this.devices.resolve(deviceId);
    if (!this.ready) throw new HttpError(404, 'No snapshot has been taken yet.');
    const data = await readFile(this.path());
    const stamp = new Date(this.clock.now()).toISOString().replace(/[-:]/g, '').slice(0, 15);
    return { fileName: `${this.profile.backupPrefix}snapshot_${stamp}.tar.gz`, data };
  }

  private async build(deviceId: number): Promise<void> {
    const step = async (percent: number): Promise<void> => {
      this.percent = percent;
      await new Promise((resolve) => setImmediate(resolve));
    };
    const device = redact(this.devices.get(deviceId));
    await step(10);
    const files: ArchiveFile[] = [
      json('config/device.json', device),
      text('config/connections.jsonl', toJsonLines(this.connections.all())),
      text('config/roles.jsonl', toJsonLines(this.roles.all())),
      text('config/interfaces.jsonl', toJsonLines(this.reads.interfaces())),
      text('config/ports.jsonl', toJsonLines(this.reads.ports())),
      text('config/endpoints.jsonl', toJsonLines(this.reads.endpoints())),
    ];
    await step(40);
    files.push(
      text('logs/events.jsonl', toJsonLines(this.reads.recentEvents(SNAPSHOT_EVENT_ROWS))),
    );
    await step(70);
    files.push(json('system/info.json', this.systemInfo()));
    const archive = gzipTar(files, new Date(this.clock.now()));
    await step(90);
    const folder = path.join(this.dataDir, 'snapshots');
    await mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `${SNAPSHOT_FILE}.partial`);
    await writeFile(temporary, archive);
    await rename(temporary, this.path());
    this.ready = true;
    this.percent = 100;
  }

  private path(): string {
    return path.join(this.dataDir, 'snapshots', SNAPSHOT_FILE);
  }

  private systemInfo(): Record<string, unknown> {
    return {
      server: SERVER_INFO,
      deviceType: this.profile.type,
      productName: this.profile.productName,
      takenAt: new Date(this.clock.now()).toISOString(),
      deviceClock: new Date(this.deviceNow()).toISOString(),
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.cpus().length,
      memory: { total: os.totalmem(), free: os.freemem(), process: process.memoryUsage().rss },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}

function redact(device: Device): Device {
  const settings = { ...device.device_settings };
  for (const key of SECRET_SETTINGS) {
    if (settings[key] !== undefined && settings[key] !== '') settings[key] = REDACTED;
  }
  return { ...device, device_settings: settings };
}

function json(file: string, value: unknown): ArchiveFile {
  return text(file, `${JSON.stringify(value, null, 2)}\n`);
}

function text(file: string, content: string): ArchiveFile {
  return { path: file, content: Buffer.from(content) };
}
