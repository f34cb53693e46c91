import { useState } from 'react';
import { Badge, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import type { InterfaceUpdateBody } from '@crosspoint/protocol/entities/port-update';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { useUpdateInterfaces } from '../../api/update-interface';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { MergedCheckbox } from '../merged-controls';
import { PortSection } from './port-section';

/**
 * Power and termination of the selected ports' interfaces (ports spec §5, device spec §5:
 * "Power on/off of an audio interface warns that termination follows power").
 */
export function InterfacePowerSection({
  deviceId,
  interfaces,
}: {
  deviceId: number;
  interfaces: readonly AudioInterface[];
}) {
  const update = useUpdateInterfaces(deviceId);
  const [power, setPower] = useState<boolean | null>(null);
  if (interfaces.length === 0 || !interfaces.every((i) => i.settings.power !== undefined))
    return null;
  const ids = interfaces.map((i) => i.audioInterface_id);
  const send = (body: InterfaceUpdateBody) =>
    update.mutate(
      { ids, body },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: MESSAGES.failedUpdateInterface,
            message: error.message || MESSAGES.noResponse,
          }),
      },
    );
  const powered = interfaces.every((i) => i.settings.power === true);
  return (
    <PortSection title="Power and termination" testId="section-power">
      <Group>
        <MergedCheckbox
          label="Power"
          testId="interface-power"
          values={interfaces.map((i) => i.settings.power)}
          onChange={setPower}
          disabled={update.isPending}
        />
        <MergedCheckbox
          label="Termination"
          testId="interface-termination"
          values={interfaces.map((i) => i.settings.termination)}
          onChange={(termination) => send({ termination })}
          disabled={update.isPending || !powered}
        />
        {interfaces.map((i) => (
          <Badge
            key={i.audioInterface_id}
            color={i.liveStatus.powerSense ? 'green' : 'gray'}
            data-testid={`power-sense-${i.audioInterface_id}`}
          >
            {interfaces.length > 1 ? `${i.longName} ${i.hwIndex + 1}: ` : ''}Power sense{' '}
            {i.liveStatus.powerSense ? 'on' : 'off'}
          </Badge>
        ))}
      </Group>
      <ConfirmDialog
        color="orange"
        opened={power !== null}
        title={power ? 'Power on' : 'Power off'}
        message={MESSAGES.powerTerminationWarning}
        confirmLabel={power ? 'Power on' : 'Power off'}
        onCancel={() => setPower(null)}
        onConfirm={() => {
          if (power !== null) send({ power });
          setPower(null);
        }}
      />
    </PortSection>
  );
}
