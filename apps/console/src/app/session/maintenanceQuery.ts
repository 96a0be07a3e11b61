import { getMaintenanceMessage } from '@org/api-client';
import { atomWithQuery } from 'jotai-tanstack-query';
import { queryClient } from './queryClient';
import { apiClient } from './apiClient';
import { queryKeys } from '../data/queryKeys';
import { takeFirstMaintenanceRead } from './firstMaintenanceRead';

// The sign-in page's first read (./firstMaintenanceRead) is where the cache starts, as fresh as
// it was then: the banner after sign-in shows the message without asking again.
const firstRead = takeFirstMaintenanceRead();
if (firstRead && queryClient.getQueryData(queryKeys.maintenance()) === undefined) {
  queryClient.setQueryData(queryKeys.maintenance(), firstRead.state, {
    updatedAt: firstRead.readAt,
  });
}

/**
 * docs/product.md §12.2, readable before sign-in; cached with the docs/product.md §9 defaults of
 * the one QueryClient.
 */
export const maintenanceAtom = atomWithQuery(
  () => ({
    queryKey: queryKeys.maintenance(),
    queryFn: () => getMaintenanceMessage(apiClient),
    // No banner says it failed: the global toast does.
    meta: { failureShown: false },
  }),
  () => queryClient,
);
