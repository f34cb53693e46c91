import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEVICE_ADMIN_CONTRACT } from '@crosspoint/protocol/device-admin-contract';
import { DEVICE_ADMIN_TIMINGS } from '@crosspoint/protocol/constants';
import { apiRequest } from '../../../lib/api-client';
import { postDeviceAction } from '../../../lib/device-action';

/** `GET /api/1/devices/{id}/snapshotinfo` → `{ percentComplete, url }`. */
export function getSnapshotInfo(deviceId: number, signal?: AbortSignal) {
  return apiRequest(DEVICE_ADMIN_CONTRACT.snapshotInfo, { params: { deviceId }, signal });
}

/** Polled every second while a snapshot is being made (device spec §4, §9). */
export function snapshotInfoQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: ['devices', 'snapshotInfo', deviceId] as const,
    queryFn: ({ signal }) => getSnapshotInfo(deviceId, signal),
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.percentComplete < 100
        ? DEVICE_ADMIN_TIMINGS.snapshotPollMs
        : false,
  });
}

export function useSnapshotInfo(deviceId: number, enabled: boolean) {
  return useQuery({ ...snapshotInfoQueryOptions(deviceId), enabled });
}

/** `POST /api/1/devices/{id}/snapshot` starts one; polling starts with it. */
export function useStartSnapshot(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postDeviceAction(deviceId, 'snapshot'),
    onSuccess: () =>
      queryClient.resetQueries({ queryKey: snapshotInfoQueryOptions(deviceId).queryKey }),
  });
}
