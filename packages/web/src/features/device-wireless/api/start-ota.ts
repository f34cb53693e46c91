import { useMutation } from '@tanstack/react-query';
import { postDeviceAction } from '../../../lib/device-action';

/** `POST /api/1/devices/{id}/otastate` with `{ OTAState: true }` (device spec §7). */
export function startOtaRegistration(deviceId: number) {
  return postDeviceAction(deviceId, 'otastate', { OTAState: true });
}

export function useStartOta(deviceId: number) {
  return useMutation({ mutationFn: () => startOtaRegistration(deviceId) });
}
