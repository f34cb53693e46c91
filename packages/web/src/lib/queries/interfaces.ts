import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { AudioInterface } from '@crosspoint/protocol/entities/audio-interface';
import { apiRequest } from '../api-client';

/** Interface lists start with the `interfaces` live topic's name (live-topics.ts). */
export const INTERFACES_KEY = ['interfaces'] as const;

/** `GET /api/1/devices/{id}/interfaces` (ports spec §7). */
export function getInterfaces(deviceId: number, signal?: AbortSignal): Promise<AudioInterface[]> {
  return apiRequest(CONTRACT.interfaces, { params: { deviceId }, signal });
}

export function interfacesQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: [...INTERFACES_KEY, deviceId] as const,
    queryFn: ({ signal }) => getInterfaces(deviceId, signal),
  });
}

/** The audio interfaces of a device, refetched on `live:interfaces`. */
export function useInterfaces(deviceId: number) {
  return useQuery(interfacesQueryOptions(deviceId));
}
