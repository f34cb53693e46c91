import { z } from 'zod';
import { NetModeSchema, NetworkSettingsSchema } from './entities/device';
import { ConnectionTypeSchema } from './entities/capability';
import { RoleTypeSchema } from './entities/role';
import { OkReplySchema } from './contract';

// Device administration calls (device spec §7; issue 3). Bodies are strict: an unknown field
// is a 400, never ignored.

export const AdminPinBodySchema = z.object({ adminPin: z.string().max(16) }).strict();
export const OtaPinBodySchema = z.object({ otaPin: z.string().max(16) }).strict();
export const WirelessIdBodySchema = z.object({ wirelessId: z.string().max(16) }).strict();
export const DspPlcBodySchema = z.object({ dspPlcState: z.boolean() }).strict();
export const AaBatteryBodySchema = z
  .object({ aaBatteryType: z.enum(['Alkaline', 'NiMH']) })
  .strict();
export const RoleSortingBodySchema = z
  .object({ roleSorting: z.enum(['RoleNumber', 'Alphabetical']) })
  .strict();
export const AntennaPortsBodySchema = z
  .object({ antennaPorts: z.enum(['rj45', 'fiber']) })
  .strict();

/** `POST setupnetwork` (device spec §7): `{ network }`; static fields only in static mode. */
export const SetupNetworkBodySchema = z
  .object({ network: NetworkSettingsSchema.strict() })
  .strict();
export const SetNetModeBodySchema = z.object({ mode: NetModeSchema }).strict();
export const OtaStateBodySchema = z.object({ OTAState: z.boolean() }).strict();
export const AudioMonitorBodySchema = z
  .object({ monitoring: z.union([z.literal(0), z.literal(1), z.literal(2)]) })
  .strict();
export const SetDateTimeBodySchema = z.object({ dateTime: z.string().max(64) }).strict();
export const DateTimeReplySchema = z.object({ wbsDateTime: z.string() });
export const SnapshotInfoSchema = z.object({
  percentComplete: z.number().min(0).max(100),
  url: z.string(),
});
export type SnapshotInfo = z.infer<typeof SnapshotInfoSchema>;

/**
 * One line of `db/connections` in a backup (architecture §9: JSON lines). Strict: a field that
 * is not known, of the wrong type, or named `__proto__` refuses the whole file.
 */
export const BackupConnectionSchema = z
  .object({
    id: z.number().int().min(1).max(0xffff),
    type: ConnectionTypeSchema,
    label: z.string().min(1).max(64),
    settings: z.record(z.string().max(64), z.json()),
  })
  .strict();
export type BackupConnection = z.infer<typeof BackupConnectionSchema>;

/** One line of `db/roles` in a backup. */
export const BackupRoleSchema = z
  .object({
    id: z.number().int().min(1).max(0xffff),
    type: RoleTypeSchema,
    label: z.string().min(1).max(64),
    description: z.string().max(256),
    isDefault: z.boolean(),
    settings: z.record(z.string().max(64), z.json()),
  })
  .strict();
export type BackupRole = z.infer<typeof BackupRoleSchema>;

/** The device-administration calls: method, path, response schema. */
export const DEVICE_ADMIN_CONTRACT = {
  setupNetwork: {
    method: 'POST',
    path: '/api/2/devices/:deviceId/setupnetwork',
    response: OkReplySchema,
  },
  deviceAction: {
    method: 'POST',
    path: '/api/:version/devices/:deviceId/:action',
    response: OkReplySchema,
  },
  getDateTime: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/getDateTime',
    response: DateTimeReplySchema,
  },
  snapshotInfo: {
    method: 'GET',
    path: '/api/1/devices/:deviceId/snapshotinfo',
    response: SnapshotInfoSchema,
  },
  backup: { method: 'GET', path: '/api/1/devices/:deviceId/backup', response: z.unknown() },
  restore: { method: 'POST', path: '/api/2/devices/restore', response: OkReplySchema },
} as const;

/** Device actions answered `{ ok: true }` (device spec §7). */
export const DEVICE_ACTIONS = [
  'otastate',
  'audiomonitor',
  'resettodefault',
  'restartServices',
  'reboot',
  'snapshot',
  'setDateTime',
  'setnetmode',
] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];
