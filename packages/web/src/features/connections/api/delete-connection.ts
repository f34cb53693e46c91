import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';

/** `DELETE /api/1/connections/{id}` (ports spec §7). */
export function deleteConnection(connectionId: number): Promise<OkReply> {
  return apiRequest(CONNECTION_CONTRACT.deleteConnection, { params: { connectionId } });
}

/** Deletes a connection; the list is refetched whether it worked or not. */
export function useDeleteConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}
