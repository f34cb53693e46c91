import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `DELETE /api/2/devices/{deviceId}` (device spec §7 "remove"). */
export function removeDevice(deviceId: number): Promise<OkReply> {
  return apiRequest(CONTRACT.removeDevice, { params: { deviceId } });
}

/** Removes a device from the link group; the device list is refetched either way (§8). */
export function useRemoveDevice(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeDevice(deviceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
