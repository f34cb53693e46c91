import { queryOptions, useQuery } from '@tanstack/react-query';
import { LINKING_CONTRACT } from '@crosspoint/protocol/link-protocol';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/2/devices/{id}/linkingslots?master=host:port`: the slots a link master offers this
 * device, read by the device itself from the master (device spec §5 "slot list from the master").
 */
export function getLinkingSlots(deviceId: number, master: string, signal?: AbortSignal) {
  return apiRequest(LINKING_CONTRACT.linkingSlots, { params: { deviceId, master }, signal });
}

export function linkingSlotsQueryOptions(deviceId: number, master: string) {
  return queryOptions({
    queryKey: ['linking', deviceId, 'slots', master] as const,
    queryFn: ({ signal }) => getLinkingSlots(deviceId, master, signal),
    retry: false,
    staleTime: 5_000,
  });
}

/** The slot list of `master`, once it is a valid address (undefined: nothing to ask yet). */
export function useLinkingSlots(deviceId: number, master: string | undefined) {
  return useQuery({
    ...linkingSlotsQueryOptions(deviceId, master ?? ''),
    enabled: master !== undefined,
  });
}
