import { z } from 'zod';
import { OkReplySchema } from './contract';
import { DeviceSchema, LinkingModeSchema } from './entities/device';

/**
 * The link protocol between device servers (docs/link-protocol.md): small, versioned, and
 * shared here so that both ends (and the console's linking calls) parse the same shapes.
 */
export const LINK_PROTOCOL_VERSION = 1;

/** The user name of link-protocol credentials in a Basic `Authorization` header. */
export const LINK_USER = '~link';

/** `GET /api/link/identity`: who a device is, with a proof that it holds the link key. */
export const LinkIdentitySchema = z.object({
  protocol: z.literal(LINK_PROTOCOL_VERSION),
  uuid: z.string().min(1).max(64),
  slotId: z.number().int().min(1).max(255),
  type: z.string().max(32),
  label: z.string().max(128),
  versionSW: z.string().max(64),
  linkingVersion: z.number().int(),
  mode: LinkingModeSchema,
  /** True for a link master or a group of one (linking disabled). */
  isMaster: z.boolean(),
  /** Capability `linking.maxDevices` of this device. */
  maxDevices: z.number().int().min(1).max(255),
  /** HMAC of the caller's challenge with the link key (hex). */
  proof: z.string().regex(/^[0-9a-f]{64}$/),
});
export type LinkIdentity = z.infer<typeof LinkIdentitySchema>;

/** `POST /api/link/join`: a member announces itself to its master (and again as a heartbeat). */
export const JoinRequestSchema = z
  .object({
    protocol: z.literal(LINK_PROTOCOL_VERSION),
    slotId: z.number().int().min(1).max(255),
    uuid: z.string().min(1).max(64),
    type: z.string().max(32),
    label: z.string().max(128),
    versionSW: z.string().max(64),
    linkingVersion: z.number().int(),
    /** Where the master reaches the member: `host:port`. */
    url: z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/),
  })
  .strict();
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const JoinStatusSchema = z.enum(['joined', 'conflict', 'badVersion', 'refused']);

/** The master's answer to a join. */
export const JoinReplySchema = z.object({
  status: JoinStatusSchema,
  message: z.string().optional(),
  masterUuid: z.string(),
  masterSlotId: z.number().int(),
  /** The group's devices as the master lists them, so a member can show the group too. */
  devices: z.array(DeviceSchema),
});
export type JoinReply = z.infer<typeof JoinReplySchema>;

/** `POST /api/2/devices/{id}/updatelinkingconfig` (device spec §7, slot/linking config §3). */
export const LinkingConfigBodySchema = z
  .object({
    mode: LinkingModeSchema,
    masterIp: z.string().max(255).optional(),
    masterMgmtPort: z.coerce.number().int().min(1).max(65535).optional(),
    slotId: z.coerce.number().int().min(1).max(255).optional(),
  })
  .strict();
export type LinkingConfigBody = z.infer<typeof LinkingConfigBodySchema>;

/** `GET /api/2/devices/{id}/linkingslots?master=host:port`: what a master offers a joiner. */
export const LinkingSlotsSchema = z.object({
  masterType: z.string(),
  masterLabel: z.string(),
  masterVersionSW: z.string(),
  maxDevices: z.number().int(),
  deviceCount: z.number().int(),
  slots: z.array(z.number().int()),
});
export type LinkingSlots = z.infer<typeof LinkingSlotsSchema>;

/** The console's linking calls (device spec §7), beside `CONTRACT`. */
export const LINKING_CONTRACT = {
  updateLinkingConfig: {
    method: 'POST',
    path: '/api/2/devices/:deviceId/updatelinkingconfig',
    response: OkReplySchema,
  },
  linkingSlots: {
    method: 'GET',
    path: '/api/2/devices/:deviceId/linkingslots?master=:master',
    response: LinkingSlotsSchema,
  },
} as const;
