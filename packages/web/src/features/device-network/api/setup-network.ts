import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NetworkSettings } from '@crosspoint/protocol/entities/device';
import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import { apiRequest } from '../../../lib/api-client';
import { DEVICES_KEY } from '../../../lib/queries/devices';

/** `POST /api/2/devices/{id}/setupnetwork` with `{ network }` (device spec §7). */
export function setupNetwork(deviceId: number, network: NetworkSettings) {
  return apiRequest(DEVICE_ADMIN_CONTRACT.setupNetwork, {
    params: { deviceId },
    body: { network },
  });
}

export function useSetupNetwork(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (network: NetworkSettings) => setupNetwork(deviceId, network),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
