import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';

/** Root of the endpoint list's key, written only here; the live client fills it. */
export const ENDPOINTS_KEY = ['endpoints'] as const;

/**
 * The endpoint list. It is never fetched over HTTP: "the initial endpoint list comes over the
 * socket" (device spec §7), so the live client writes it with `setQueryData` and the query
 * stays pending until `EndpointInit` arrives.
 */
export function endpointsQueryOptions() {
  return queryOptions<Endpoint[]>({
    queryKey: [...ENDPOINTS_KEY, 'list'] as const,
    queryFn: skipToken,
    staleTime: Infinity,
    // The live client already keeps every untouched endpoint's identity; a deep comparison
    // of the whole list on each of many writes a second would only cost time (issue 4).
    structuralSharing: false,
  });
}

/** The live endpoint list, optionally narrowed by a stable `select` (e.g. one family). */
export function useEndpoints<T = Endpoint[]>(select?: (endpoints: Endpoint[]) => T) {
  return useQuery({ ...endpointsQueryOptions(), select });
}
