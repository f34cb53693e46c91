import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { ConnectionLiveStatus } from '@crosspoint/protocol/entities/connection';
import { apiRequest } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './get-connections';

/** `GET /api/1/connections/liveStatus` (ports spec §7): events and participants. */
export function getConnectionsLiveStatus(signal?: AbortSignal): Promise<ConnectionLiveStatus[]> {
  return apiRequest(CONNECTION_CONTRACT.connectionsLiveStatus, { signal });
}

export function connectionsLiveStatusQueryOptions() {
  return queryOptions({
    queryKey: [...CONNECTIONS_KEY, 'liveStatus'] as const,
    queryFn: ({ signal }) => getConnectionsLiveStatus(signal),
  });
}

/** Who is in each connection and who talks, refreshed on `live:connections` flags. */
export function useConnectionsLiveStatus() {
  return useQuery(connectionsLiveStatusQueryOptions());
}
