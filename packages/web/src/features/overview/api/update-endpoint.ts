import { useMutation } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import type { EndpointUpdateBody } from '@crosspoint/protocol/rules/endpoint-actions';
import { apiRequest } from '../../../lib/api-client';

/** Which endpoint a call is for: its device's slot id (0 = host) and its id. */
export interface EndpointTarget {
  deviceId: number;
  endpointId: number;
}

/** `PUT /api/1/devices/{deviceId}/endpoints/{endpointId}`: label and/or settings (spec §7). */
export function updateEndpoint(target: EndpointTarget, body: EndpointUpdateBody): Promise<OkReply> {
  return apiRequest(CONTRACT.updateEndpoint, { params: { version: 1, ...target }, body });
}

/** Saves an endpoint's label or settings; the live socket then brings the new values. */
export function useUpdateEndpoint(target: EndpointTarget) {
  return useMutation({ mutationFn: (body: EndpointUpdateBody) => updateEndpoint(target, body) });
}
