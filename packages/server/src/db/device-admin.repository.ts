import { z } from 'zod';
import {
  DeviceSettingsSchema,
  NetModeSchema,
  type DeviceSettings,
  type NetMode,
} from '@crosspoint/protocol/entities/device';
import type { Db } from './database';

const AdminRowSchema = z.object({
  clock_offset_ms: z.number().int(),
  net_mode: NetModeSchema,
  audio_monitor: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  factory_config_seeded: z.number().int(),
});

/** Device-local administration state of the `device` row (migration 3, architecture §2). */
export interface DeviceAdminState {
  /** The device clock is the server clock plus this offset (set by `setDateTime`). */
  clockOffsetMs: number;
  netMode: NetMode;
  /** Audio monitor: 0 Off, 1 Port A, 2 Port B (device spec §9). */
  monitoring: 0 | 1 | 2;
  /** Whether the factory connections and roles were written once. */
  factoryConfigSeeded: boolean;
}

/**
 * Reads and writes the administration columns and the settings of the single `device` row,
 * apart from {@link DeviceRepository} so that issue 3's columns live in one place.
 */
export class DeviceAdminRepository {
  constructor(private readonly db: Db) {}

  state(): DeviceAdminState {
    const row = AdminRowSchema.parse(
      this.db
        .prepare(
          'SELECT clock_offset_ms, net_mode, audio_monitor, factory_config_seeded FROM device WHERE id = 1',
        )
        .get(),
    );
    return {
      clockOffsetMs: row.clock_offset_ms,
      netMode: row.net_mode,
      monitoring: row.audio_monitor,
      factoryConfigSeeded: row.factory_config_seeded === 1,
    };
  }

  /**
   * Writes the device settings. Top-level keys this schema does not know (another feature's)
   * are kept unless `replace` is set, as a reset to default does.
   */
  setSettings(settings: DeviceSettings, { replace = false } = {}): void {
    const checked = DeviceSettingsSchema.parse(settings);
    const raw = z
      .object({ settings: z.string() })
      .parse(this.db.prepare('SELECT settings FROM device WHERE id = 1').get()).settings;
    const current = z.record(z.string(), z.unknown()).parse(JSON.parse(raw));
    const next = replace ? checked : { ...current, ...checked };
    this.db.prepare('UPDATE device SET settings = ? WHERE id = 1').run(JSON.stringify(next));
  }

  setLabel(label: string): void {
    this.db.prepare('UPDATE device SET label = ? WHERE id = 1').run(label);
  }

  setClockOffset(ms: number): void {
    this.db.prepare('UPDATE device SET clock_offset_ms = ? WHERE id = 1').run(Math.round(ms));
  }

  setNetMode(mode: NetMode): void {
    this.db.prepare('UPDATE device SET net_mode = ? WHERE id = 1').run(mode);
  }

  setMonitoring(monitoring: 0 | 1 | 2): void {
    this.db.prepare('UPDATE device SET audio_monitor = ? WHERE id = 1').run(monitoring);
  }

  markFactoryConfigSeeded(): void {
    this.db.prepare('UPDATE device SET factory_config_seeded = 1 WHERE id = 1').run();
  }
}
