import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT, type OkReply } from '@crosspoint/protocol/contract';
import type { InterfaceUpdateBody } from '@crosspoint/protocol/entities/port-update';
import { apiRequest } from '../../../lib/api-client';
import { INTERFACES_KEY } from '../../../lib/queries/interfaces';

/** `PUT /api/1/devices/{id}/interfaces/{ids}`: one body applied to each id (ports spec §7). */
export function updateInterfaces(
  deviceId: number,
  interfaceIds: readonly number[],
  body: InterfaceUpdateBody,
): Promise<OkReply> {
  return apiRequest(CONTRACT.updateInterface, {
    params: { deviceId, interfaceId: interfaceIds.join(',') },
    body,
  });
}

export function useUpdateInterfaces(deviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, body }: { ids: readonly number[]; body: InterfaceUpdateBody }) =>
      updateInterfaces(deviceId, ids, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...INTERFACES_KEY, deviceId] }),
  });
}
