import { Group } from '@mantine/core';
import {
  HEADPHONE_LIMIT_OPTIONS,
  HEADSET_MIC_TYPE_OPTIONS,
  SIDETONE_CONTROL_OPTIONS,
  SIDETONE_GAIN_OPTIONS,
  formatGain,
} from '@crosspoint/protocol/rules/port-options';
import { MergedSelect } from '../merged-controls';
import type { SectionProps } from './section-props';
import { PortSection } from './port-section';

/** Headset settings of a main station's HS port (ports spec §7, §9). */
export function HeadsetSection({ ports, onPatch, busy }: SectionProps) {
  if (!ports.every((p) => p.port_settings.sidetoneGain !== undefined)) return null;
  const s = (pick: (p: (typeof ports)[number]) => string | number | undefined) => ports.map(pick);
  return (
    <PortSection title="Headset" testId="section-headset">
      <Group>
        <MergedSelect
          label="Sidetone gain"
          testId="sidetone-gain"
          options={SIDETONE_GAIN_OPTIONS.map((value) => ({ value, label: formatGain(value) }))}
          values={ports.map((p) => p.port_settings.sidetoneGain)}
          onChange={(sidetoneGain) => onPatch({ sidetoneGain })}
          disabled={busy}
        />
        <MergedSelect
          label="Headphone limit"
          testId="headphone-limit"
          options={HEADPHONE_LIMIT_OPTIONS}
          values={ports.map((p) => p.port_settings.headphoneLimit)}
          onChange={(headphoneLimit) => onPatch({ headphoneLimit })}
          disabled={busy}
        />
        <MergedSelect
          label="Sidetone control"
          testId="sidetone-control"
          options={SIDETONE_CONTROL_OPTIONS.map((value) => ({ value, label: value }))}
          values={s((p) => p.port_settings.sidetoneControl)}
          onChange={(value) => {
            const sidetoneControl = SIDETONE_CONTROL_OPTIONS.find((o) => o === value);
            if (sidetoneControl) onPatch({ sidetoneControl });
          }}
          disabled={busy}
        />
        <MergedSelect
          label="Headset mic type"
          testId="headset-mic-type"
          options={HEADSET_MIC_TYPE_OPTIONS.map((value) => ({ value, label: value }))}
          values={s((p) => p.port_settings.headsetMicType)}
          onChange={(value) => {
            const headsetMicType = HEADSET_MIC_TYPE_OPTIONS.find((o) => o === value);
            if (headsetMicType) onPatch({ headsetMicType });
          }}
          disabled={busy}
        />
      </Group>
    </PortSection>
  );
}
