type ApiActivityListener = () => void;
const apiActivityListeners = new Set<ApiActivityListener>();

/**
 * Every successful api response: the server counts each signed-in request as activity
 * (docs/product.md §11.3), so the idle warning restarts its count from here.
 */
export function onApiActivity(listener: ApiActivityListener): () => void {
  apiActivityListeners.add(listener);
  return () => apiActivityListeners.delete(listener);
}

/** Called by the api client after each successful response. */
export function reportApiActivity(): void {
  apiActivityListeners.forEach((listener) => listener());
}
