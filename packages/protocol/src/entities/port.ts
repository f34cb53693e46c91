import { z } from 'zod';

export const NetworkQualitySchema = z.object({
  type: z.number().int().min(0).max(5),
  bitrate: z.number().int(),
  packetSize: z.number().int(),
  jitter: z.number().int(),
});
export type NetworkQuality = z.infer<typeof NetworkQualitySchema>;

const EventsSchema = z.array(z.object({ id: z.number().int() }).catchall(z.unknown()));

/** Port settings (ports spec §3); every field is optional because devices differ. */
export const PortSettingsSchema = z.object({
  inputGain: z.number().optional(),
  outputGain: z.number().optional(),
  multiChannel: z.boolean().optional(),
  silenceSupp: z.boolean().optional(),
  fec: z.boolean().optional(),
  networkQuality: NetworkQualitySchema.optional(),
  vox: z
    .object({ state: z.boolean(), threshold: z.number(), delay: z.number(), events: EventsSchema })
    .partial()
    .optional(),
  gpis: z.array(z.object({ events: EventsSchema, offDelay: z.number() }).partial()).optional(),
  gpos: z.array(z.object({ events: EventsSchema, offDelay: z.number() }).partial()).optional(),
  assignedDeviceId: z.number().int().optional(),
  sidetoneGain: z.number().optional(),
  headphoneLimit: z.number().optional(),
  sidetoneControl: z.enum(['tracking', 'non-tracking', 'disabled']).optional(),
  headsetMicType: z.enum(['automatic', 'electret', 'dynamic_10', 'dynamic_0']).optional(),
  /** Serial data of the port (ports spec §2 "serial", §9 baud rates). */
  serial: z.object({ baudRate: z.number().int() }).optional(),
  /** Local audio mix: ports of the same device bridged into this one (docs/decisions/0054). */
  localMix: z.object({ bridge: z.array(z.number().int()) }).optional(),
});
export type PortSettings = z.infer<typeof PortSettingsSchema>;

export const PortConnectionStateSchema = z.object({ connectionState: z.number().int() });

export const PortConnectionsSchema = z.object({
  partyline: z.record(z.string(), PortConnectionStateSchema).optional(),
  group: z.record(z.string(), PortConnectionStateSchema).optional(),
  direct: z.record(z.string(), PortConnectionStateSchema).optional(),
});
export type PortConnections = z.infer<typeof PortConnectionsSchema>;

export const PortLiveStatusSchema = z.object({
  online: z.boolean(),
  pending: z.boolean().optional(),
  externalConnectionStatus: z.string().optional(),
  sipRegistrationStatusCode: z.number().int().optional(),
  /** False when a main-station port stops answering ('Port {desc} is not responding'). */
  responding: z.boolean().optional(),
  vox: z.object({ status: z.boolean() }).optional(),
  /** Output states of the port's GPOs, e.g. while a GPO test forces one (ports spec §2). */
  gpos: z.array(z.object({ status: z.boolean(), forced: z.boolean() })).optional(),
});
export type PortLiveStatus = z.infer<typeof PortLiveStatusSchema>;

/** A port of an audio interface (ports spec §3). Port id = device<<16 | interface<<8 | n. */
export const PortSchema = z.object({
  port_id: z.number().int(),
  res: z.string(),
  port_label: z.string(),
  port_desc: z.string(),
  port_config_type: z.string(),
  port_hwIndex: z.number().int(),
  device_id: z.number().int(),
  audioInterface_id_AudioInterface: z.number().int(),
  audioInterfaceType_shortName: z.string(),
  audioInterfaceType_longName: z.string(),
  port_externalDeviceId: z.number().int().optional(),
  port_externalPortId: z.number().int().optional(),
  lastUri: z.string().optional(),
  port_settings: PortSettingsSchema,
  port_connections: PortConnectionsSchema,
  liveStatus: PortLiveStatusSchema,
});
export type Port = z.infer<typeof PortSchema>;
