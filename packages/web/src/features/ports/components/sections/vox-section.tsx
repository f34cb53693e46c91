import { Group, Stack } from '@mantine/core';
import {
  VOX_DELAY_OPTIONS,
  voxThresholdLabel,
  voxThresholdOptions,
} from '@crosspoint/protocol/rules/port-options';
import { MergedCheckbox, MergedSelect } from '../merged-controls';
import { commonOptions, type SectionProps } from './section-props';
import { PortSection } from './port-section';

/** VOX (ports spec §9: thresholds -18..-60 step 2, none on HMS-4X; delays 0.5-4 s). */
export function VoxSection({ ports, deviceType, onPatch, busy }: SectionProps) {
  const thresholds = commonOptions(
    ports.map((p) => voxThresholdOptions(deviceType, p.audioInterfaceType_shortName)),
  );
  if (thresholds.length === 0 || !ports.every((p) => p.port_settings.vox !== undefined))
    return null;
  const type = ports[0]?.audioInterfaceType_shortName ?? '';
  return (
    <PortSection title="VOX" testId="section-vox">
      <Stack gap="xs">
        <MergedCheckbox
          label="VOX enabled"
          testId="vox-state"
          values={ports.map((p) => p.port_settings.vox?.state)}
          onChange={(state) => onPatch({ vox: { state } })}
          disabled={busy}
        />
        <Group>
          <MergedSelect
            label="Threshold"
            testId="vox-threshold"
            options={thresholds.map((value) => ({ value, label: voxThresholdLabel(value, type) }))}
            values={ports.map((p) => p.port_settings.vox?.threshold)}
            onChange={(threshold) => onPatch({ vox: { threshold } })}
            disabled={busy}
          />
          <MergedSelect
            label="Release delay"
            testId="vox-delay"
            options={VOX_DELAY_OPTIONS.map((value) => ({ value, label: `${value} s` }))}
            values={ports.map((p) => p.port_settings.vox?.delay)}
            onChange={(delay) => onPatch({ vox: { delay } })}
            disabled={busy}
          />
        </Group>
      </Stack>
    </PortSection>
  );
}
