import { useMutation } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import type {
  CallSignalBody,
  ChangeRoleBody,
  EndpointAction,
} from '@crosspoint/protocol/rules/endpoint-actions';
import { apiRequest } from '../../../lib/api-client';
import type { EndpointTarget } from './update-endpoint';

/** An endpoint action with the body it takes (device spec §7: empty bodies but two). */
export type EndpointActionRequest =
  | { action: 'changerole'; body: ChangeRoleBody }
  | { action: 'callSig'; body: CallSignalBody }
  | { action: Exclude<EndpointAction, 'changerole' | 'callSig'> };

/** `POST /api/1/devices/{deviceId}/endpoints/{endpointId}/{action}` (device spec §7). */
export function runEndpointAction(
  target: EndpointTarget,
  request: EndpointActionRequest,
): Promise<OkReply> {
  const params = { version: 1, ...target, action: request.action };
  return apiRequest(
    CONTRACT.endpointAction,
    'body' in request ? { params, body: request.body } : { params },
  );
}

/** Runs endpoint actions; results arrive as live endpoint updates. */
export function useEndpointAction(target: EndpointTarget) {
  return useMutation({
    mutationFn: (request: EndpointActionRequest) => runEndpointAction(target, request),
  });
}
