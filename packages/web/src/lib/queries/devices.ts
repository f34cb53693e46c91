import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@crosspoint/protocol/constants';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Device } from '@crosspoint/protocol/entities/device';
import { apiRequest } from '../api-client';

/**
 * Root of every device query key: a `live:devices` flag invalidates the list and each device
 * at once (see live-topics.ts).
 */
export const DEVICES_KEY = ['devices'] as const;

/** `GET /api/2/devices` (device spec §7). */
export function getDevices(signal?: AbortSignal): Promise<Device[]> {
  return apiRequest(CONTRACT.devices, { signal });
}

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: [...DEVICES_KEY, 'list'] as const,
    queryFn: ({ signal }) => getDevices(signal),
    // device spec §9 "Live polling 5 s": reachability and usage also change without a flag.
    refetchInterval: LIMITS.livePollMs,
  });
}

/** The devices of the link group, live. */
export function useDevices() {
  return useQuery(devicesQueryOptions());
}
