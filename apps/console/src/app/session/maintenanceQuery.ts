import { getMaintenanceMessage } from '@org/api-client';
import { atomWithQuery } from 'jotai-tanstack-query';
import { queryClient } from './queryClient';
import { apiClient } from './apiClient';
import { queryKeys } from '../data/queryKeys';

/**
 * docs/product.md §12.2, readable before sign-in; cached with the docs/product.md §9 defaults of
 * the one QueryClient.
 */
export const maintenanceAtom = atomWithQuery(
  () => ({
    queryKey: queryKeys.maintenance(),
    queryFn: () => getMaintenanceMessage(apiClient),
  }),
  () => queryClient,
);
