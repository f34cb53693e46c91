import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONNECTION_CONTRACT } from '@crosspoint/protocol/connection-contract';
import type { Connection } from '@crosspoint/protocol/entities/connection';
import { apiRequest } from '../../../lib/api-client';

/** Root of the connection keys: `live:connections` invalidates it (lib/live-topics.ts). */
export const CONNECTIONS_KEY = ['connections'] as const;

/** `GET /api/1/connections` (ports spec §7). */
export function getConnections(signal?: AbortSignal): Promise<Connection[]> {
  return apiRequest(CONNECTION_CONTRACT.connections, { signal });
}

export function connectionsQueryOptions() {
  return queryOptions({
    queryKey: [...CONNECTIONS_KEY, 'list'] as const,
    queryFn: ({ signal }) => getConnections(signal),
  });
}

/** The channels, directs and groups of the link group. */
export function useConnections() {
  return useQuery(connectionsQueryOptions());
}
