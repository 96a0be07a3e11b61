import {
  createApiClient,
  type ApiClientEvent,
  type ApiError,
  type RequestAuth,
} from '@org/api-client';
import { countsAsSessionActivity } from './sessionActivity';

type ResponseTransform = (data: unknown, headers: unknown, status?: number) => unknown;

/**
 * The axios instance of docs/product.md §7, loaded on first use (docs/decisions.md "/login first-load budget". `auth` gives readiness and
 * the ID token before each request; failures go to `onEvent` (docs/product.md §8); each successful answer of
 * a signed-in route is reported to `onActivity` for the idle warning (the client's response
 * interceptor passes on only the body, so the answer is seen here, where its status is still known).
 */
export function createConsoleApiClient(
  auth: RequestAuth,
  onEvent: (event: ApiClientEvent) => void,
  onActivity: () => void,
  retryAfterNetworkError: (error: ApiError) => Promise<boolean>,
) {
  const client = createApiClient({ auth, onEvent, retryAfterNetworkError });
  client.interceptors.request.use((config) => {
    if (!countsAsSessionActivity(config.method, config.url)) return config;
    const reportSuccess: ResponseTransform = (data, _headers, status) => {
      if (status !== undefined && status >= 200 && status < 300) onActivity();
      return data;
    };
    const transforms = [config.transformResponse ?? []].flat() as ResponseTransform[];
    // A request sent again after a network error already has it.
    if (transforms.some((transform) => transform.name === reportSuccess.name)) return config;
    config.transformResponse = [...transforms, reportSuccess];
    return config;
  });
  return client;
}
