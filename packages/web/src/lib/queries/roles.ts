import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRACT } from '@crosspoint/protocol/contract';
import type { Role } from '@crosspoint/protocol/entities/role';
import { apiRequest } from '../api-client';

/** Root of the role keys; `live:roles` flags invalidate it (live-topics.ts convention). */
export const ROLES_KEY = ['roles'] as const;

/** `GET /api/1/roles` (ports spec §7). */
export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiRequest(CONTRACT.roles, { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: [...ROLES_KEY, 'list'] as const,
    queryFn: ({ signal }) => getRoles(signal),
  });
}

/** Every role of the link group, e.g. for role selectors. */
export function useRoles() {
  return useQuery(rolesQueryOptions());
}
