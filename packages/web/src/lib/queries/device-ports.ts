import { queryOptions, useQueries } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Port } from '@crosspoint/protocol/entities/port';
import { apiRequest } from '../api-client';

/** Port lists start with the `ports` live topic's name (live-topics.ts). */
export const PORTS_KEY = ['ports'] as const;

/** `GET /api/1/devices/{id}/interfaces/{interfaceId}/ports` (ports spec §7). */
export function getInterfacePorts(
  deviceId: number,
  interfaceId: number,
  signal?: AbortSignal,
): Promise<Port[]> {
  return apiRequest(CONTRACT.interfacePorts, { params: { deviceId, interfaceId }, signal });
}

export function interfacePortsQueryOptions(deviceId: number, interfaceId: number) {
  return queryOptions({
    queryKey: [...PORTS_KEY, deviceId, interfaceId] as const,
    queryFn: ({ signal }) => getInterfacePorts(deviceId, interfaceId, signal),
  });
}

/** The ports of a device, across the given interfaces, refetched on `live:ports`. */
export function useDevicePorts(deviceId: number, interfaceIds: readonly number[]) {
  return useQueries({
    queries: interfaceIds.map((id) => interfacePortsQueryOptions(deviceId, id)),
    combine: (results) => ({
      ports: results.flatMap((r) => r.data ?? []),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
