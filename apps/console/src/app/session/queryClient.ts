import { QueryClient } from '@tanstack/react-query';
import { markFailureShown } from './shownFailures';
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

/**
 * A failed read is its screen's to say (a list's or a record's "could not be loaded", a hint under
 * a field), and one that will be tried again has not failed yet: neither gets the global 500 toast.
 * A query whose screen shows nothing of a failure says so with `meta: { failureShown: false }`.
 */
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated') return;
  const { action, query } = event;
  if (action.type === 'failed' || (action.type === 'error' && query.meta?.failureShown !== false))
    markFailureShown(action.error);
});
