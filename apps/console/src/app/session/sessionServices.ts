import { createApiClient, createAuthSession, type ApiError } from '@org/api-client';
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

type ApiErrorListener = (error: ApiError) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/** Lets the app react to failed calls (spec §8: 401 signs out) without the client knowing routing. */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => apiErrorListeners.delete(listener);
}

export const apiClient = createApiClient({
  getIdToken: async () => {
    await authSession.auth.authStateReady();
    return authSession.getIdToken();
  },
  onError: (error) => apiErrorListeners.forEach((listener) => listener(error)),
});
