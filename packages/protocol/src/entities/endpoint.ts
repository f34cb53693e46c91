import { z } from 'zod';

/** Endpoint types (device spec §1, ports spec §3). */
export const ENDPOINT_TYPES = [
  'HMS-4X',
  'HRM-4X',
  'HKB-2X',
  'HBP-2X',
  'FSII-BP',
  'FSII-Antenna',
  'LQ-AIC',
  'SA',
] as const;
export const EndpointTypeSchema = z.enum(ENDPOINT_TYPES);
export type EndpointType = z.infer<typeof EndpointTypeSchema>;

export const EndpointStatusSchema = z.enum(['online', 'connecting', 'offline', 'unknown']);
export type EndpointStatus = z.infer<typeof EndpointStatusSchema>;

export const KeyStateSchema = z.object({
  keysetIndex: z.number().int(),
  /** e.g. idle, talk, listen, talklisten, call. */
  currentState: z.string(),
});
export type KeyState = z.infer<typeof KeyStateSchema>;

export const EndpointRoleRefSchema = z.object({
  id: z.number().int(),
  label: z.string().optional(),
  isDefault: z.boolean().optional(),
});

export const EndpointLiveStatusSchema = z.object({
  status: EndpointStatusSchema,
  role: z.number().int().optional(),
  antennaIndex: z.number().int().optional(),
  frequencyType: z.enum(['2.4', '1.9']).optional(),
  /** Percent 0-100; colour bands at 80/60/40/20/10 (device spec §9). */
  linkQuality: z.number().min(0).max(100).optional(),
  /** Link quality type 0-5, shown as a gauge (device spec §4). */
  linkQualityType: z.number().int().min(0).max(5).optional(),
  frameErrorRate: z.number().min(0).optional(),
  batteryLevel: z.number().min(0).max(100).optional(),
  keyState: z.array(KeyStateSchema).optional(),
  os: z.string().optional(),
  osVersion: z.string().optional(),
  /** FSII antennas: number of beltpacks currently connected through this antenna. */
  connectedBeltpacks: z.number().int().optional(),
  /** A call signal sent to the endpoint (device spec §7 `callSig`), while it is active. */
  callSignal: z.object({ active: z.boolean(), text: z.string() }).optional(),
});
export type EndpointLiveStatus = z.infer<typeof EndpointLiveStatusSchema>;

/** An endpoint hanging off a device (device spec §3). Antenna ids are index + 1,000,000. */
export const EndpointSchema = z.object({
  id: z.number().int(),
  res: z.string(),
  type: EndpointTypeSchema,
  device_id: z.number().int(),
  label: z.string(),
  model: z.string().optional(),
  modelVariant: z.number().int().optional(),
  revision: z.string().optional(),
  settings: z.object({ default_role: z.number().int().optional() }).catchall(z.unknown()),
  role: EndpointRoleRefSchema.optional(),
  liveStatus: EndpointLiveStatusSchema.optional(),
});
export type Endpoint = z.infer<typeof EndpointSchema>;
