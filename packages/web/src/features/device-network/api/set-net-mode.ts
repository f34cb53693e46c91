import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NetMode } from '@crosspoint/protocol/entities/device';
import { postDeviceAction } from '../../../lib/device-action';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `POST /api/1/devices/{id}/setnetmode` with `{ mode }` (device spec §7). */
export function setNetMode(deviceId: number, mode: NetMode) {
  return postDeviceAction(deviceId, 'setnetmode', { mode });
}

export function useSetNetMode(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: NetMode) => setNetMode(deviceId, mode),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
