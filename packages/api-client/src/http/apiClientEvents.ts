import { NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TITLE, type ApiError } from './ApiError';

/**
 * What the app must react to after a failed call (docs/product.md §8). The package only reports them: routing,
 * dialogs and signing out belong to the app.
 */
export type ApiClientEvent =
  | { type: 'network-error'; title: string; message: string; error: ApiError }
  | { type: 'unauthorized'; error: ApiError }
  | { type: 'logout-required'; error: ApiError }
  | { type: 'server-error'; error: ApiError };

/** The events one failed call raises, in order. */
export function eventsFor(error: ApiError): ApiClientEvent[] {
  const events: ApiClientEvent[] = [];
  if (error.isNetworkError) {
    events.push({
      type: 'network-error',
      title: NETWORK_ERROR_TITLE,
      message: NETWORK_ERROR_MESSAGE,
      error,
    });
  }
  if (error.status === 401) events.push({ type: 'unauthorized', error });
  // docs/product.md §8: the error code '403' logs the user out.
  if (error.code === '403') events.push({ type: 'logout-required', error });
  if (error.status === 500) events.push({ type: 'server-error', error });
  return events;
}
