import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Device } from '@crosspoint/protocol/entities/device';
import { apiRequest } from '../api-client';
import { DEVICES_KEY } from './devices';

/** `GET /api/2/devices/{id}`; 0 is the host (device spec §7). */
export function getDevice(deviceId: number, signal?: AbortSignal): Promise<Device> {
  return apiRequest(CONTRACT.device, { params: { version: 2, deviceId }, signal });
}

export function deviceQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: [...DEVICES_KEY, 'detail', deviceId] as const,
    queryFn: ({ signal }) => getDevice(deviceId, signal),
  });
}

/** One device, live; `deviceId` 0 is the host. */
export function useDevice(deviceId: number) {
  return useQuery(deviceQueryOptions(deviceId));
}
