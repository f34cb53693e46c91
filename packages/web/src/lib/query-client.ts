import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';

/**
 * Server state is kept fresh by the live socket's `updated` flags (architecture §5), so
 * queries need not refetch on focus; one quick retry covers a blip without delaying the
 * spec's failure handling (redirects, 'host unreachable') by seconds.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    retry: 1,
    retryDelay: 500,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/** The console's one query client; tests make their own with `retry: false`. */
export function createQueryClient(defaults: DefaultOptions = QUERY_DEFAULTS): QueryClient {
  return new QueryClient({ defaultOptions: defaults });
}
