import { z } from 'zod';

const OffDelayPatchSchema = z.object({ offDelay: z.number() }).strict();

/**
 * The partial settings a ports update may carry (ports spec §7: "Port updates from the ports
 * screen carry sidetoneGain, headphoneLimit, sidetoneControl, headsetMicType, gains,
 * multiChannel, vox and similar partial settings"). Values are checked against the port by
 * `rules/port-update`.
 */
export const PortSettingsPatchSchema = z
  .object({
    inputGain: z.number(),
    outputGain: z.number(),
    multiChannel: z.boolean(),
    silenceSupp: z.boolean(),
    fec: z.boolean(),
    networkQuality: z
      .object({
        type: z.number().int().min(0).max(5),
        bitrate: z.number().int(),
        packetSize: z.number().int(),
        jitter: z.number().int(),
      })
      .partial()
      .strict(),
    vox: z
      .object({ state: z.boolean(), threshold: z.number(), delay: z.number() })
      .partial()
      .strict(),
    gpis: z.array(OffDelayPatchSchema).max(16),
    gpos: z.array(OffDelayPatchSchema).max(16),
    serial: z.object({ baudRate: z.number().int() }).strict(),
    localMix: z.object({ bridge: z.array(z.number().int()).max(256) }).strict(),
    assignedDeviceId: z.number().int().min(0).max(255),
    sidetoneGain: z.number(),
    headphoneLimit: z.number(),
    sidetoneControl: z.enum(['tracking', 'non-tracking', 'disabled']),
    headsetMicType: z.enum(['automatic', 'electret', 'dynamic_10', 'dynamic_0']),
  })
  .partial()
  .strict();
export type PortSettingsPatch = z.infer<typeof PortSettingsPatchSchema>;

/**
 * `PUT /api/1/devices/{id}/interfaces/{interfaceId}/ports`: the `res` of every port to change
 * plus the partial settings applied to each; `label` only with a single port.
 */
export const PortsUpdateBodySchema = PortSettingsPatchSchema.extend({
  res: z.array(z.string().max(128)).min(1).max(256),
  label: z.string().max(64).optional(),
}).strict();
export type PortsUpdateBody = z.infer<typeof PortsUpdateBodySchema>;

/** `PUT /api/1/devices/{id}/interfaces/{interfaceId}` (ports spec §7). */
export const InterfaceUpdateBodySchema = z
  .object({ power: z.boolean(), termination: z.boolean() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type InterfaceUpdateBody = z.infer<typeof InterfaceUpdateBodySchema>;

/** `POST .../ports/{portId}/gpo` (ports spec §7, §9: timeout 4000 ms). */
export const GpoTestBodySchema = z
  .object({ enabled: z.boolean(), timeout: z.number().int().min(0).max(60_000) })
  .strict();
export type GpoTestBody = z.infer<typeof GpoTestBodySchema>;

/** Nulling status of a port (ports spec §4 "Nulling"). */
export const NullingStatusSchema = z.object({
  status: z.enum(['Idle', 'Starting', 'Nulling', 'Error']),
  progress: z.number().min(0).max(100).optional(),
  message: z.string().optional(),
});
export type NullingStatus = z.infer<typeof NullingStatusSchema>;
