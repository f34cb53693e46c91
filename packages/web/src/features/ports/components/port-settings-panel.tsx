import { Alert, Stack, Text } from '@mantine/core';
import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import type { DeviceTypeName } from '@crosspoint/protocol/entities/device';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { PortSettingsPatch } from '@crosspoint/protocol/entities/port-update';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useUpdatePorts } from '../api/update-ports';
import { PortLabelEditor } from './port-label-editor';
import { PortWarnings } from './port-warnings';
import { AssignmentsSection } from './sections/assignments-section';
import { ExternalDeviceSection } from './sections/external-device-section';
import { GainSection } from './sections/gain-section';
import { HeadsetSection } from './sections/headset-section';
import { InterfacePowerSection } from './sections/interface-power-section';
import { LocalMixSection } from './sections/local-mix-section';
import { LogicIoSection } from './sections/logic-io-section';
import { MultiChannelSection } from './sections/multichannel-section';
import { NetworkQualitySection } from './sections/network-quality-section';
import { NullingSection } from './sections/nulling-section';
import { SerialSection } from './sections/serial-section';
import { VoxSection } from './sections/vox-section';

export interface PortSettingsPanelProps {
  deviceId: number;
  deviceType: DeviceTypeName;
  /** The selected ports: the view is merged over them (ports spec §2). */
  ports: readonly Port[];
  devicePorts: readonly Port[];
  interfaces: readonly AudioInterface[];
}

/**
 * The settings of the selected ports, section by section (ports spec §2 "Per-port sections").
 * Every edit goes to all selected ports in one call; a failure shows the spec's title and the
 * server's message, and the ports are refetched either way.
 */
export function PortSettingsPanel({
  deviceId,
  deviceType,
  ports,
  devicePorts,
  interfaces,
}: PortSettingsPanelProps) {
  const update = useUpdatePorts(deviceId);
  const [single] = ports;
  if (single === undefined) {
    return (
      <Text c="dimmed" data-testid="no-port-selected">
        Select one or more ports to see their settings.
      </Text>
    );
  }
  const onPatch = (patch: PortSettingsPatch & { label?: string }) =>
    update.mutate({ ports, patch });
  const busy = update.isPending;
  const props = { ports, deviceType, onPatch, busy };
  const ownInterfaces = interfaces.filter((i) =>
    ports.some((p) => p.audioInterface_id_AudioInterface === i.audioInterface_id),
  );
  return (
    <Stack gap="sm" flex={1} data-testid="port-settings">
      {ports.length === 1 ? (
        <PortLabelEditor port={single} busy={busy} onSave={(label) => onPatch({ label })} />
      ) : (
        <Text fw={600} size="lg" data-testid="port-title">
          {ports.length} ports selected
        </Text>
      )}
      {update.isError && (
        <Alert
          color="red"
          role="alert"
          title={MESSAGES.failedUpdatePort}
          data-testid="port-update-error"
        >
          {update.error.message || MESSAGES.noResponse}
        </Alert>
      )}
      <PortWarnings ports={ports} />
      <ExternalDeviceSection ports={ports} />
      <MultiChannelSection {...props} />
      <AssignmentsSection ports={ports} />
      <GainSection {...props} />
      <VoxSection {...props} />
      <HeadsetSection {...props} />
      <LogicIoSection {...props} />
      <SerialSection {...props} />
      <NullingSection ports={ports} />
      <NetworkQualitySection {...props} />
      <LocalMixSection {...props} devicePorts={devicePorts} />
      <InterfacePowerSection deviceId={deviceId} interfaces={ownInterfaces} />
    </Stack>
  );
}
