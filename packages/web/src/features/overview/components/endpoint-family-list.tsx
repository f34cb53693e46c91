import { useEndpoints } from '../../../lib/queries/endpoints';
import type { EndpointFamily } from '../lib/endpoint-families';
import { EndpointTable } from './endpoint-table';

/** A family's list, subscribed to its own slice of the live endpoints; absent when empty. */
export function EndpointFamilyList({ family }: { family: EndpointFamily }) {
  const { data: endpoints } = useEndpoints(family.select);
  if (endpoints === undefined || endpoints.length === 0) return null;
  return <EndpointTable family={family} endpoints={endpoints} />;
}
