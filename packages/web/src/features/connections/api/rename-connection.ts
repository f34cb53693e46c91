import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import { apiRequest } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';

/** `PUT /api/1/connections/{id}` with `{ label }` (ports spec §7). */
export function renameConnection(connectionId: number, label: string): Promise<OkReply> {
  return apiRequest(CONNECTION_CONTRACT.updateConnection, {
    params: { connectionId },
    body: { label },
  });
}

/** Renames a connection; the list is refetched whether it worked or not. */
export function useRenameConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, label }: { id: number; label: string }) => renameConnection(id, label),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}
