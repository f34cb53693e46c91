import { z } from 'zod';

/** Device types served by Crosspoint device servers (device spec §1). */
export const DEVICE_TYPES = ['HMS-4X', 'FSII', 'LQ-4W2'] as const;
export const DeviceTypeNameSchema = z.enum(DEVICE_TYPES);
export type DeviceTypeName = z.infer<typeof DeviceTypeNameSchema>;

export const LinkingModeSchema = z.enum(['linkMaster', 'linkMember', 'disabled']);
export type LinkingMode = z.infer<typeof LinkingModeSchema>;

export const MasterStatusSchema = z.enum([
  'CONFLICT',
  'BADVERSION',
  'NOTREADY',
  'IsMaster',
  'READY',
]);
export type MasterStatus = z.infer<typeof MasterStatusSchema>;

export const NetModeSchema = z.enum(['LAN', 'WAN']);
export type NetMode = z.infer<typeof NetModeSchema>;

export const NetworkModeSchema = z.enum(['none', 'dhcp', 'static']);
export type NetworkMode = z.infer<typeof NetworkModeSchema>;

/** Network settings (device spec §3). Static fields are absent in DHCP mode (§5). */
export const NetworkSettingsSchema = z.object({
  mode: NetworkModeSchema,
  staticIP: z.string().optional(),
  netmask: z.string().optional(),
  gateway: z.string().optional(),
  dns1: z.string().optional(),
  dns2: z.string().optional(),
  extip: z.string().optional(),
  extport: z.string().optional(),
});
export type NetworkSettings = z.infer<typeof NetworkSettingsSchema>;

export const LicensedFeatureSchema = z.object({ name: z.string(), qty: z.number().int() });
export type LicensedFeature = z.infer<typeof LicensedFeatureSchema>;

export const DeviceSettingsSchema = z.object({
  adminPin: z.string().optional(),
  otaPin: z.string().optional(),
  wirelessId: z.string().optional(),
  dspPlcState: z.boolean().optional(),
  aaBatteryType: z.enum(['Alkaline', 'NiMH']).optional(),
  roleSorting: z.enum(['RoleNumber', 'Alphabetical']).optional(),
  keysets: z.unknown().optional(),
  groups: z.unknown().optional(),
  antennaPorts: z.enum(['rj45', 'fiber']).optional(),
  events: z.unknown().optional(),
  network: NetworkSettingsSchema.optional(),
});
export type DeviceSettings = z.infer<typeof DeviceSettingsSchema>;

export const DeviceLiveStatusSchema = z.object({
  power: z.string().optional(),
  /** Audio monitor: 0 Off, 1 Port A, 2 Port B (device spec §9). */
  monitoring: z.number().int().min(0).max(2).optional(),
  callAllState: z.boolean().optional(),
});

/** A device of the link group (device spec §3). `device_id` 0 in a path means the host. */
export const DeviceSchema = z.object({
  device_id: z.number().int().min(0),
  res: z.string(),
  device_label: z.string(),
  device_uuid: z.string(),
  deviceType_name: z.string(),
  isHost: z.boolean(),
  device_isReachable: z.boolean(),
  device_isMaster: z.boolean(),
  device_linking: LinkingModeSchema,
  linkingVersion: z.number().int(),
  device_masterStatus: MasterStatusSchema,
  device_masterAddress: z.string(),
  device_masterPort: z.number().int(),
  device_ipAddress: z.string(),
  device_netMode: NetModeSchema,
  versionSW: z.string(),
  hxIIBPversionSW: z.string().optional(),
  licensedFeatures: z.array(LicensedFeatureSchema),
  licensePasscode: z.string().optional(),
  device_liveStatus: DeviceLiveStatusSchema,
  device_usage: z.number().min(0).max(100),
  role: z.unknown().optional(),
  device_settings: DeviceSettingsSchema,
  /** Whether this member currently sees its link master (device spec §4, derived by the host). */
  device_masterReachable: z.boolean().optional(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** The only fields a device `PUT` accepts, one at a time (device spec §7). */
export const DEVICE_PUT_FIELDS = [
  'adminPin',
  'label',
  'wirelessId',
  'otaPin',
  'dspPlcState',
  'aaBatteryType',
  'roleSorting',
  'keysets',
  'groups',
  'antennaPorts',
] as const;
