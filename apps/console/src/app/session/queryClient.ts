import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './queryClientRegistry';

/** docs/product.md §9: query cache — fresh 5 minutes, kept 10 minutes, 1 retry. */
const QUERY_STALE_MS = 5 * 60 * 1000;
const QUERY_GC_MS = 10 * 60 * 1000;
const QUERY_RETRIES = 1;

/**
 * The one QueryClient of the console: jotai-tanstack-query atoms and React Query hooks share it.
 * It loads with the first query (the maintenance message, the signed-in providers), not with the
 * login form; logout clears it through `loadedQueryClient()`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, retry: QUERY_RETRIES },
  },
});
registerQueryClient(queryClient);
