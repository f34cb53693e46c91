import { BAUD_RATE_OPTIONS } from '@crosspoint/protocol/rules/port-options';
import { MergedSelect } from '../merged-controls';
import type { SectionProps } from './section-props';
import { PortSection } from './port-section';

/** Serial data of the port (ports spec §9: baud rates 9600, 19200). */
export function SerialSection({ ports, onPatch, busy }: SectionProps) {
  if (!ports.every((p) => p.port_settings.serial !== undefined)) return null;
  return (
    <PortSection title="Serial" testId="section-serial">
      <MergedSelect
        label="Baud rate"
        testId="baud-rate"
        options={BAUD_RATE_OPTIONS.map((value) => ({ value, label: String(value) }))}
        values={ports.map((p) => p.port_settings.serial?.baudRate)}
        onChange={(baudRate) => onPatch({ serial: { baudRate } })}
        disabled={busy}
      />
    </PortSection>
  );
}
