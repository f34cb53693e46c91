import {
  BATTERY_TYPES,
  HEADPHONE_LIMITS,
  HEADSET_MIC_TYPES,
  SIDETONE_CONTROLS,
  SIDETONE_GAINS,
  type EndpointSettingKey,
} from '@crosspoint/protocol/entities/endpoint-settings';

/** One choice of a settings select: the wire value as text, and what the user reads. */
export interface SettingOption {
  value: string;
  label: string;
}

const dB = (value: number): string => `${value > 0 ? '+' : ''}${value} dB`;

const MIC_LABELS: Record<(typeof HEADSET_MIC_TYPES)[number], string> = {
  automatic: 'Automatic',
  electret: 'Electret',
  dynamic_10: 'Dynamic (+10 dB)',
  dynamic_0: 'Dynamic (0 dB)',
};

const CONTROL_LABELS: Record<(typeof SIDETONE_CONTROLS)[number], string> = {
  tracking: 'Tracking',
  'non-tracking': 'Non-tracking',
  disabled: 'Disabled',
};

/** Fixed-choice settings of device spec §9 as select options and labels. */
export const SETTING_FIELDS = {
  headsetMicType: {
    label: 'Headset mic type',
    options: HEADSET_MIC_TYPES.map((value) => ({ value, label: MIC_LABELS[value] })),
  },
  sidetoneGain: {
    label: 'Sidetone gain',
    options: SIDETONE_GAINS.map((value) => ({ value: String(value), label: dB(value) })),
  },
  sidetoneControl: {
    label: 'Sidetone control',
    options: SIDETONE_CONTROLS.map((value) => ({ value, label: CONTROL_LABELS[value] })),
  },
  headphoneLimit: {
    label: 'Headphone limit',
    // device spec §9: "OFF (24), +6, 0, -6 dB".
    options: HEADPHONE_LIMITS.map((value) => ({
      value: String(value),
      label: value === 24 ? 'OFF' : dB(value),
    })),
  },
  batteryType: {
    label: 'Battery type',
    options: BATTERY_TYPES.map((value) => ({ value, label: value })),
  },
} as const satisfies Partial<
  Record<EndpointSettingKey, { label: string; options: SettingOption[] }>
>;

export type ChoiceSettingKey = keyof typeof SETTING_FIELDS;

/** Whether a setting is one of the fixed-choice selects above. */
export function isChoiceSetting(key: EndpointSettingKey): key is ChoiceSettingKey {
  return key in SETTING_FIELDS;
}

/** Numeric settings travel as numbers; a select gives text. */
export function settingValueFromText(key: ChoiceSettingKey, text: string): string | number {
  return key === 'sidetoneGain' || key === 'headphoneLimit' ? Number(text) : text;
}
