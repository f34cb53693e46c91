import { z } from 'zod';

/** Device capability (device spec §3; ports spec §3). */
export const DeviceCapabilitySchema = z.object({
  type: z.string(),
  /** Product name used for the page title (device spec §1) and backup prefixes. */
  productName: z.string(),
  upgrade: z.object({
    extensions: z.array(z.string()),
    minSize: z.number().int(),
    maxSize: z.number().int(),
  }),
  linking: z.object({
    options: z.array(z.string()),
    maxDevices: z.number().int(),
    supportedDevices: z.array(z.string()),
    nameResolution: z.boolean(),
  }),
  /** Supported user types, e.g. LQ-AIC (ports spec §3). */
  users: z.array(z.string()),
  /** Interface types this device has. */
  interfaces: z.array(z.string()),
  /** Endpoint families this device serves. */
  endpointTypes: z.array(z.string()),
  resourceUsage: z.boolean(),
  maxBodyBytes: z.number().int(),
});
export type DeviceCapability = z.infer<typeof DeviceCapabilitySchema>;

export const ConnectionTypeSchema = z.enum(['partyline', 'direct', 'group']);
export type ConnectionType = z.infer<typeof ConnectionTypeSchema>;

/** Link-group capabilities (ports spec §3): what the console may show for the whole group. */
export const LinkGroupCapabilitySchema = z.object({
  connections: z.object({
    types: z.array(ConnectionTypeSchema),
    max: z.partialRecord(ConnectionTypeSchema, z.number().int()),
    dynamic: z.boolean(),
  }),
  externalSystems: z.array(z.object({ type: z.enum(['SIP', 'IVC']) })),
  users: z.array(z.string()),
  roles: z.array(z.object({ type: z.string(), labelLength: z.number().int() })),
  resourceUsage: z.boolean(),
  deviceTypes: z.array(z.string()),
});
export type LinkGroupCapability = z.infer<typeof LinkGroupCapabilitySchema>;

/** Interface-type capability (ports spec §3, §9). */
export const InterfaceCapabilitySchema = z.object({
  type: z.string(),
  longName: z.string(),
  portCount: z.number().int(),
  inputGain: z.array(z.number()),
  outputGain: z.array(z.number()),
  voxThresholds: z.array(z.number()),
  multiChannel: z.boolean(),
  power: z.boolean(),
});
export type InterfaceCapability = z.infer<typeof InterfaceCapabilitySchema>;
