import type { ApiClientEvent } from '@org/api-client';

type ApiEventListener = (event: ApiClientEvent) => void;
const apiEventListeners = new Set<ApiEventListener>();

/** Lets the app react to failed calls (docs/product.md §8) without the api client knowing routing or UI. */
export function onApiEvent(listener: ApiEventListener): () => void {
  apiEventListeners.add(listener);
  return () => apiEventListeners.delete(listener);
}

/** Called by the api client for every failure the app handles globally. */
export function emitApiEvent(event: ApiClientEvent): void {
  apiEventListeners.forEach((listener) => listener(event));
}
