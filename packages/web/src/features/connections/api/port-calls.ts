import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import type { SipCall } from '@crosspoint/protocol/entities/sip-call';
import { apiRequest } from '../../../lib/api-client';

type PortRef = Pick<Port, 'device_id' | 'audioInterface_id_AudioInterface' | 'port_id' | 'res'>;

/** Root of the call keys: `live:calls` invalidates it (lib/live-topics.ts). */
const CALLS_KEY = ['calls'] as const;

const paramsOf = (port: PortRef) => ({
  deviceId: port.device_id,
  interfaceId: port.audioInterface_id_AudioInterface,
  portId: port.port_id,
});

/** `GET …/ports/{portId}/calls` (ports spec §7). */
export function getPortCalls(port: PortRef, signal?: AbortSignal): Promise<SipCall[]> {
  return apiRequest(CONNECTION_CONTRACT.portCalls, { params: paramsOf(port), signal });
}

export function portCallsQueryOptions(port: PortRef) {
  return queryOptions({
    queryKey: [...CALLS_KEY, port.res] as const,
    queryFn: ({ signal }) => getPortCalls(port, signal),
  });
}

/** The calls of one SIP port, live. */
export function usePortCalls(port: PortRef, enabled = true) {
  return useQuery({ ...portCallsQueryOptions(port), enabled });
}

/** `POST …/calls` with `{ uri }`: the reply's res tracks the call (ports spec §4). */
export function dialOut(port: PortRef, uri: string): Promise<OkReply> {
  return apiRequest(CONNECTION_CONTRACT.dialOut, { params: paramsOf(port), body: { uri } });
}

/** `DELETE …/calls/{callId}`, or every call of the port without an id (ports spec §7). */
export function hangUp(port: PortRef, callId?: number): Promise<OkReply> {
  return callId === undefined
    ? apiRequest(CONNECTION_CONTRACT.hangUpAll, { params: paramsOf(port) })
    : apiRequest(CONNECTION_CONTRACT.hangUp, { params: { ...paramsOf(port), callId } });
}

function useRefetchCalls() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CALLS_KEY });
}

export function useDialOut(port: PortRef) {
  const refetch = useRefetchCalls();
  return useMutation({ mutationFn: (uri: string) => dialOut(port, uri), onSettled: refetch });
}

export function useHangUp(port: PortRef) {
  const refetch = useRefetchCalls();
  return useMutation({
    mutationFn: (callId: number | undefined) => hangUp(port, callId),
    onSettled: refetch,
  });
}
