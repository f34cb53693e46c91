import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/1/devices/{id}/getDateTime` → `{ wbsDateTime }` (device spec §7). */
export function getDateTime(deviceId: number, signal?: AbortSignal) {
  return apiRequest(DEVICE_ADMIN_CONTRACT.getDateTime, { params: { deviceId }, signal });
}

export function dateTimeQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: ['devices', 'dateTime', deviceId] as const,
    // The browser's clock is read with the answer, so the drift is measured at one moment.
    queryFn: async ({ signal }) => {
      const reply = await getDateTime(deviceId, signal);
      const deviceMs = Date.parse(reply.wbsDateTime);
      return { ...reply, deviceMs, browserMs: Date.now() };
    },
    refetchInterval: 30_000,
  });
}

/** The device's clock, read again every 30 s and after a change. */
export function useDateTime(deviceId: number) {
  return useQuery(dateTimeQueryOptions(deviceId));
}
