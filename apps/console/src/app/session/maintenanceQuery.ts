import { getMaintenanceMessage } from '@org/api-client';
import { atomWithQuery } from 'jotai-tanstack-query';
import { queryClient } from './queryClient';
import { apiClient } from './sessionServices';

/** Invalidate this key after setting or clearing the message (Settings) to show it at once. */
export const maintenanceQueryKey = ['maintenance'] as const;

/**
 * PRODUCT.md maintenance message, readable before sign-in; cached with the spec §9 defaults of
 * the one QueryClient.
 */
export const maintenanceAtom = atomWithQuery(
  () => ({
    queryKey: maintenanceQueryKey,
    queryFn: () => getMaintenanceMessage(apiClient),
  }),
  () => queryClient,
);
