import { createApiClient, createAuthSession, type ApiClientEvent } from '@org/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { authConfig } from '../config';

/** spec §9: query cache — fresh 5 minutes, kept 10 minutes, 1 retry. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5 * 60 * 1000, gcTime: 10 * 60 * 1000, retry: 1 } },
});

/** The one jotai store: the router's guards read it outside React. */
export const appStore = createStore();

export const authSession = createAuthSession(authConfig);

type ApiEventListener = (event: ApiClientEvent) => void;
const apiEventListeners = new Set<ApiEventListener>();

/** Lets the app react to failed calls (spec §8) without the api client knowing routing or UI. */
export function onApiEvent(listener: ApiEventListener): () => void {
  apiEventListeners.add(listener);
  return () => apiEventListeners.delete(listener);
}

export const apiClient = createApiClient({
  auth: authSession,
  onEvent: (event) => apiEventListeners.forEach((listener) => listener(event)),
});
