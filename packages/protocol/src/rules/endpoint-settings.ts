import type { EndpointType } from '../entities/endpoint';
import type { EndpointSettingKey, EndpointSettingsPatch } from '../entities/endpoint-settings';

const AUDIO_KEYS = [
  'headsetMicType',
  'sidetoneGain',
  'sidetoneControl',
  'headphoneLimit',
] as const satisfies readonly EndpointSettingKey[];

// device spec §2 "Modals" names the FSII beltpack, FSII antenna and HelixNet endpoint dialogs;
// §9 lists the settings they hold (mic type, sidetone, headphone limit, battery type, sync
// offset). Which setting belongs to which endpoint: docs/decisions/0040-endpoint-dialogs.md.
const KEYS_BY_TYPE: Record<EndpointType, readonly EndpointSettingKey[]> = {
  'FSII-BP': ['default_role', ...AUDIO_KEYS, 'batteryType'],
  'FSII-Antenna': ['syncOffset'],
  'HBP-2X': ['default_role', ...AUDIO_KEYS],
  'HRM-4X': ['default_role', ...AUDIO_KEYS],
  'HKB-2X': ['default_role', ...AUDIO_KEYS],
  'HMS-4X': ['default_role', ...AUDIO_KEYS],
  'LQ-AIC': ['default_role'],
  SA: [],
};

/** The settings an endpoint of `type` has, in the order its dialog shows them. */
export function endpointSettingKeys(type: EndpointType): readonly EndpointSettingKey[] {
  return KEYS_BY_TYPE[type];
}

/** The first key of `patch` that an endpoint of `type` does not have, if any. */
export function foreignSettingKey(
  type: EndpointType,
  patch: EndpointSettingsPatch,
): EndpointSettingKey | undefined {
  const allowed = KEYS_BY_TYPE[type];
  return (Object.keys(patch) as EndpointSettingKey[]).find((key) => !allowed.includes(key));
}
