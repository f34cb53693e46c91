import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `PUT /api/1/devices/{id}` with the single field `label` (device spec §7). */
export function updateDeviceLabel(deviceId: number, label: string): Promise<OkReply> {
  return apiRequest(CONTRACT.updateDevice, { params: { version: 1, deviceId }, body: { label } });
}

/**
 * Changes a device's label. Whether it worked or not the device is refetched (device spec §8:
 * device calls "refetch the device"); the mutation stays pending until it is, so the editor
 * never shows the old label again after a save.
 */
export function useUpdateDeviceLabel(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => updateDeviceLabel(deviceId, label),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
