import type { QueryClient } from '@tanstack/react-query';

let createdQueryClient: QueryClient | null = null;

/** Called once by ./queryClient, which loads with the first query (docs/decisions.md "/login first-load budget". */
export function registerQueryClient(client: QueryClient): void {
  createdQueryClient = client;
}

/** The one QueryClient if any query ran yet, else null (then there is no cache to clear). */
export const loadedQueryClient = (): QueryClient | null => createdQueryClient;
