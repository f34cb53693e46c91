import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { DeviceCapability } from '@crosspoint/protocol/entities/capability';
import { apiRequest } from '../api-client';

/**
 * Capabilities are fixed for a device type, so they sit apart from the device keys and are
 * not refetched on every `live:devices` flag.
 */
export const DEVICE_CAPABILITY_KEY = ['capabilities', 'device'] as const;

/** `GET /api/2/devices/{id}/capability` (device spec §7). */
export function getDeviceCapability(
  deviceId: number,
  signal?: AbortSignal,
): Promise<DeviceCapability> {
  return apiRequest(CONTRACT.deviceCapability, { params: { version: 2, deviceId }, signal });
}

export function deviceCapabilityQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: [...DEVICE_CAPABILITY_KEY, deviceId] as const,
    queryFn: ({ signal }) => getDeviceCapability(deviceId, signal),
    staleTime: Infinity,
  });
}

/** What a device can do; `deviceId` 0 is the host. */
export function useDeviceCapability(deviceId: number) {
  return useQuery(deviceCapabilityQueryOptions(deviceId));
}
