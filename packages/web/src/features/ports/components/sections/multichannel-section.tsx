import { useState } from 'react';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { effectiveMultiChannel, multiChannelHidden } from '@crosspoint/protocol/rules/port-fields';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { MergedCheckbox } from '../merged-controls';
import type { SectionProps } from './section-props';
import { PortSection } from './port-section';

/**
 * Multi-channel support (ports spec §5): hidden when any selected interface is SIP; a change
 * asks for confirmation, because the server removes the channel assignments of the ports whose
 * setting changes.
 */
export function MultiChannelSection({ ports, deviceType, onPatch, busy }: SectionProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  if (multiChannelHidden(ports.map((p) => p.audioInterfaceType_shortName))) return null;
  if (!ports.every((p) => p.port_settings.multiChannel !== undefined)) return null;
  return (
    <PortSection title="Multi-channel" testId="section-multichannel">
      <MergedCheckbox
        label="Multi-channel support"
        testId="multichannel"
        values={ports.map((p) => effectiveMultiChannel(p.port_settings, deviceType))}
        onChange={setPending}
        disabled={busy}
      />
      <ConfirmDialog
        color="orange"
        opened={pending !== null}
        title="Change multi-channel support"
        message={MESSAGES.multiChannelConfirm}
        confirmLabel="Change"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) onPatch({ multiChannel: pending });
          setPending(null);
        }}
      />
    </PortSection>
  );
}
