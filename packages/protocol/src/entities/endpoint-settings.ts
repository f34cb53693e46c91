import { z } from 'zod';

// device spec §9: the settings an endpoint's configuration dialog edits.
/** Headset microphone types (device spec §9). */
export const HEADSET_MIC_TYPES = ['automatic', 'electret', 'dynamic_10', 'dynamic_0'] as const;
/** Sidetone gain in dB (device spec §9). */
export const SIDETONE_GAINS = [0, -6, -12, -18] as const;
/** Headphone limit in dB; 24 means OFF (device spec §9: "OFF (24), +6, 0, -6 dB"). */
export const HEADPHONE_LIMITS = [24, 6, 0, -6] as const;
/** Sidetone control (device spec §9). */
export const SIDETONE_CONTROLS = ['tracking', 'non-tracking', 'disabled'] as const;
/** Beltpack battery type (device spec §9). */
export const BATTERY_TYPES = ['Alkaline', 'NiMH'] as const;
/** FSII antenna sync offset options (device spec §9: "options 1-23"). */
export const SYNC_OFFSET_MIN = 1;
export const SYNC_OFFSET_MAX = 23;

const oneOf = <T extends number>(values: readonly T[], what: string) =>
  z.number().refine((value) => (values as readonly number[]).includes(value), {
    message: `${what} must be one of ${values.join(', ')}`,
  });

/**
 * Every endpoint setting the console can change, all optional: a `PUT` sends only what
 * changed. Which keys apply to which endpoint type is {@link endpointSettingKeys}
 * (rules/endpoint-settings). Design: docs/decisions/0040-endpoint-dialogs.md.
 */
export const EndpointSettingsPatchSchema = z
  .object({
    /** Role id the endpoint falls back to; 0 = the type's default role ('Local Config'). */
    default_role: z.number().int().min(0).optional(),
    headsetMicType: z.enum(HEADSET_MIC_TYPES).optional(),
    sidetoneGain: oneOf(SIDETONE_GAINS, 'Sidetone gain').optional(),
    sidetoneControl: z.enum(SIDETONE_CONTROLS).optional(),
    headphoneLimit: oneOf(HEADPHONE_LIMITS, 'Headphone limit').optional(),
    batteryType: z.enum(BATTERY_TYPES).optional(),
    syncOffset: z.number().int().min(SYNC_OFFSET_MIN).max(SYNC_OFFSET_MAX).optional(),
  })
  .strict();
export type EndpointSettingsPatch = z.infer<typeof EndpointSettingsPatchSchema>;
export type EndpointSettingKey = keyof EndpointSettingsPatch;

/**
 * What an endpoint uses for a setting it has never been given (factory state, and the state
 * after reset to default). Design: docs/decisions/0040-endpoint-dialogs.md.
 */
export const ENDPOINT_SETTING_DEFAULTS = {
  default_role: 0,
  headsetMicType: 'automatic',
  sidetoneGain: -6,
  sidetoneControl: 'tracking',
  headphoneLimit: 0,
  batteryType: 'Alkaline',
  syncOffset: 1,
} as const satisfies Required<EndpointSettingsPatch>;
