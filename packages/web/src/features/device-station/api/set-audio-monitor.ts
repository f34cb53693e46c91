import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postDeviceAction } from '../../../lib/device-action';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `POST /api/1/devices/{id}/audiomonitor` with `{ monitoring }`: 0 Off, 1 Port A, 2 Port B. */
export function setAudioMonitor(deviceId: number, monitoring: 0 | 1 | 2) {
  return postDeviceAction(deviceId, 'audiomonitor', { monitoring });
}

export function useSetAudioMonitor(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (monitoring: 0 | 1 | 2) => setAudioMonitor(deviceId, monitoring),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
