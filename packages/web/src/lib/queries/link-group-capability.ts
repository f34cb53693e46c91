import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { LinkGroupCapability } from '@crosspoint/protocol/entities/capability';
import { apiRequest } from '../api-client';

/** Refetched on `live:linkgroupcapabilities` flags (see live-topics.ts). */
export const LINK_GROUP_CAPABILITY_KEY = ['capabilities', 'linkgroup'] as const;

/** `GET /api/1/capabilities/linkgroup` (ports spec §7). */
export function getLinkGroupCapability(signal?: AbortSignal): Promise<LinkGroupCapability> {
  return apiRequest(CONTRACT.linkGroupCapability, { signal });
}

export function linkGroupCapabilityQueryOptions() {
  return queryOptions({
    queryKey: LINK_GROUP_CAPABILITY_KEY,
    queryFn: ({ signal }) => getLinkGroupCapability(signal),
  });
}

/** What the whole link group can do: decides which screens the console offers (spec §6). */
export function useLinkGroupCapability() {
  return useQuery(linkGroupCapabilityQueryOptions());
}
