import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { OkReply } from '@crosspoint/protocol/contract';
import type { ConnectionType } from '@crosspoint/protocol/entities/capability';
import { apiRequest } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';

/** `POST /api/1/connections` with `{ type }`; the reply names the new id and res. */
export function addConnection(type: ConnectionType): Promise<OkReply> {
  return apiRequest(CONNECTION_CONTRACT.addConnection, { body: { type } });
}

/** Adds a connection; the list is refetched whether it worked or not. */
export function useAddConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}
