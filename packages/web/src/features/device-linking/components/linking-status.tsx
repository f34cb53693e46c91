import { Alert, Text } from '@mantine/core';
import type { Device } from '@crosspoint/protocol/entities/device';
import { MESSAGES } from '@crosspoint/protocol/messages';
import { MODE_LABELS } from '../lib/linking-draft';

/** Why a member is not in its group, in the words of device spec §4 and §8. */
function memberProblem(device: Device): string | null {
  if (device.device_masterStatus === 'CONFLICT') return MESSAGES.slotConflict;
  if (device.device_masterStatus === 'BADVERSION') return MESSAGES.badVersion;
  if (device.device_masterReachable === false) return MESSAGES.masterUnreachable;
  if (device.device_masterStatus === 'NOTREADY') return MESSAGES.masterNotReady;
  return null;
}

/** The linking state the device runs now (device spec §3 linking fields). */
export function LinkingStatus({ device }: { device: Device }) {
  const member = device.device_linking === 'linkMember';
  const problem = member ? memberProblem(device) : null;
  return (
    <div data-testid="linking-status" data-status={device.device_masterStatus}>
      <Text size="sm">
        Current mode: <strong>{MODE_LABELS[device.device_linking]}</strong>
        {member &&
          ` — Link-Master ${device.device_masterAddress}:${device.device_masterPort}, slot ${device.device_id}`}
      </Text>
      {problem !== null && (
        <Alert role="alert" color="orange" mt="xs" data-testid="linking-warning">
          {problem}
        </Alert>
      )}
    </div>
  );
}
