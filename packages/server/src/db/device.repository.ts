import { z } from 'zod';
import { DeviceSettingsSchema, DeviceTypeNameSchema } from '@crosspoint/protocol/entities/device';
import type { Db } from './database';
import { parseJsonColumn } from './json-column';

const DeviceRowSchema = z.object({
  device_type: DeviceTypeNameSchema,
  slot_id: z.number().int(),
  label: z.string(),
  uuid: z.string(),
  settings: z.string(),
  created_at: z.number().int(),
});

/** The device's own configuration row (device-local state, architecture §2). */
export interface DeviceRecord {
  deviceType: z.infer<typeof DeviceTypeNameSchema>;
  slotId: number;
  label: string;
  uuid: string;
  settings: z.infer<typeof DeviceSettingsSchema>;
  createdAt: number;
}

/** Reads and writes the single `device` row. */
export class DeviceRepository {
  constructor(private readonly db: Db) {}

  find(): DeviceRecord | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM device WHERE id = 1').get();
    if (raw === undefined) return undefined;
    const row = DeviceRowSchema.parse(raw);
    return {
      deviceType: row.device_type,
      slotId: row.slot_id,
      label: row.label,
      uuid: row.uuid,
      settings: parseJsonColumn(DeviceSettingsSchema, row.settings, 'device settings'),
      createdAt: row.created_at,
    };
  }

  insert(record: DeviceRecord): void {
    this.db
      .prepare(
        `INSERT INTO device (id, device_type, slot_id, label, uuid, settings, created_at)
         VALUES (1, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        record.deviceType,
        record.slotId,
        record.label,
        record.uuid,
        JSON.stringify(record.settings),
        record.createdAt,
      );
  }

  updateLabel(label: string): void {
    this.db.prepare('UPDATE device SET label = ? WHERE id = 1').run(label);
  }
}
