import { useMutation } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';
import type { EndpointTarget } from './update-endpoint';

/** `DELETE /api/1/devices/{deviceId}/endpoints/{endpointId}` (device spec §7). */
export function deleteEndpoint(target: EndpointTarget): Promise<OkReply> {
  return apiRequest(CONTRACT.deleteEndpoint, { params: { version: 1, ...target } });
}

/**
 * Deletes an endpoint. Nothing to refresh here: the server's `EndpointRemoved` makes the live
 * client reload the page (device spec §7 "removal triggers full reload").
 */
export function useDeleteEndpoint(target: EndpointTarget) {
  return useMutation({ mutationFn: () => deleteEndpoint(target) });
}
