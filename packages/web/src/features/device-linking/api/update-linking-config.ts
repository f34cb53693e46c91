import { useMutation } from '@tanstack/react-query';
import { LINKING_CONTRACT, type LinkingConfigBody } from '@crosspoint/protocol/link-protocol';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/2/devices/{id}/updatelinkingconfig` (device spec §7). */
export function updateLinkingConfig(deviceId: number, body: LinkingConfigBody) {
  return apiRequest(LINKING_CONTRACT.updateLinkingConfig, { params: { deviceId }, body });
}

/** No invalidation: a successful change is followed by the progress dialog and a reload. */
export function useUpdateLinkingConfig(deviceId: number) {
  return useMutation({
    mutationFn: (body: LinkingConfigBody) => updateLinkingConfig(deviceId, body),
  });
}
