import { useCallback } from 'react';
import type { Endpoint } from '@crosspoint/protocol/entities/endpoint';
import { useEndpoints } from '../../../lib/queries/endpoints';

/** One endpoint of the live list, kept current by the live socket; undefined once gone. */
export function useEndpoint(id: number | undefined): Endpoint | undefined {
  const select = useCallback(
    (endpoints: Endpoint[]) => endpoints.find((endpoint) => endpoint.id === id),
    [id],
  );
  return useEndpoints(select).data;
}
