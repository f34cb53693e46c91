import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postDeviceAction } from '../../../lib/device-action';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `POST /api/1/devices/{id}/setDateTime` with `{ dateTime }` (ISO 8601, device spec §7). */
export function setDateTime(deviceId: number, dateTime: string) {
  return postDeviceAction(deviceId, 'setDateTime', { dateTime });
}

export function useSetDateTime(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dateTime: string) => setDateTime(deviceId, dateTime),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
