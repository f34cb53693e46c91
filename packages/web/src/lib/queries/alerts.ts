import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Alert } from '@crosspoint/protocol/entities/alert';
import type { Device } from '@crosspoint/protocol/entities/device';
import { deviceTypeHasAlerts } from '@crosspoint/protocol/rules/device-alerts';
import { apiRequest } from '../api-client';

/** Alert lists start with the `alerts` live topic's name (live-topics.ts). */
export const ALERTS_KEY = ['alerts'] as const;

const NONE: Alert[] = [];

/** `GET /api/1/devices/{id}/alerts/current` (device spec §7, LQ device types only). */
export function getCurrentAlerts(deviceId: number, signal?: AbortSignal): Promise<Alert[]> {
  return apiRequest(CONTRACT.currentAlerts, { params: { deviceId }, signal });
}

export function alertsQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: [...ALERTS_KEY, deviceId] as const,
    queryFn: ({ signal }) => getCurrentAlerts(deviceId, signal),
  });
}

/**
 * The current interface alerts of a device, for its status (device spec §4: WARNING for
 * interface alerts); refetched on `live:alerts`. Only LQ devices are asked (device spec §7),
 * and not while unreachable; the others have none.
 */
export function useDeviceAlerts(device: Device | undefined): Alert[] {
  const served = device !== undefined && deviceTypeHasAlerts(device.deviceType_name);
  const enabled = served && device.device_isReachable;
  const query = useQuery({ ...alertsQueryOptions(device?.device_id ?? 0), enabled });
  // An unreachable device keeps its last known alerts among its reasons (device spec §4).
  return served ? (query.data ?? NONE) : NONE;
}
