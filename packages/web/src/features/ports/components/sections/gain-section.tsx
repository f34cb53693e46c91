import { Group } from '@mantine/core';
import { formatGain, gainOptions } from '@crosspoint/protocol/rules/port-options';
import { inputGainAvailable, outputGainAvailable } from '@crosspoint/protocol/rules/port-fields';
import { MergedSelect } from '../merged-controls';
import { commonOptions, type SectionProps } from './section-props';
import { PortSection } from './port-section';

/**
 * Input and output gain (ports spec §9 gain steps; §5: no input gain on E1 SA/HS ports, no
 * output gain on E1 ports unless SA). Offered only when every selected port has the gain.
 */
export function GainSection({ ports, deviceType, onPatch, busy }: SectionProps) {
  const options = commonOptions(
    ports.map((p) => gainOptions(deviceType, p.audioInterfaceType_shortName)),
  );
  const toOptions = options.map((value) => ({ value, label: formatGain(value) }));
  const input = ports.every(
    (p) => inputGainAvailable(p) && p.port_settings.inputGain !== undefined,
  );
  const output = ports.every(
    (p) => outputGainAvailable(p) && p.port_settings.outputGain !== undefined,
  );
  if (!input && !output) return null;
  return (
    <PortSection title="Gain" testId="section-gain">
      <Group>
        {input && (
          <MergedSelect
            label="Input gain"
            testId="input-gain"
            options={toOptions}
            values={ports.map((p) => p.port_settings.inputGain)}
            onChange={(inputGain) => onPatch({ inputGain })}
            disabled={busy}
          />
        )}
        {output && (
          <MergedSelect
            label="Output gain"
            testId="output-gain"
            options={toOptions}
            values={ports.map((p) => p.port_settings.outputGain)}
            onChange={(outputGain) => onPatch({ outputGain })}
            disabled={busy}
          />
        )}
      </Group>
    </PortSection>
  );
}
