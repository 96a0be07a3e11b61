import type { ApiError, getCurrentUser } from '@org/api-client';
import { loadOnce } from '../loadOnce';
import { reportApiActivity } from './apiActivity';
import { emitApiEvent } from './apiEvents';
import { requestAuth } from './authSession';

/** The axios instance type the endpoint functions take. */
type ApiClient = Parameters<typeof getCurrentUser>[0];

/** The retry question of the network-error dialog, loaded when first needed. */
export const askToRetryLater = (error: ApiError): Promise<boolean> =>
  import('./networkRetry').then(({ askToRetry }) => askToRetry(error));

/** The axios instance (docs/product.md §7), created on first use. */
const loadApiClient = loadOnce(() =>
  import('./apiRuntime').then(({ createConsoleApiClient }): ApiClient =>
    createConsoleApiClient(requestAuth, emitApiEvent, reportApiActivity, askToRetryLater),
  ),
);

type RequestMethod = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';
const requestMethods: readonly RequestMethod[] = [
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
];

/**
 * The api client every endpoint function of @org/api-client takes: `sendOtp(apiClient, body)`.
 * It loads axios on the first request (docs/decisions.md "/login first-load budget", so importing it costs nothing. Only the
 * request methods are here, which is all the endpoint functions use.
 */
export const apiClient = Object.fromEntries(
  requestMethods.map((method) => [
    method,
    async (...args: unknown[]) => {
      const client = await loadApiClient();
      return (client[method] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
    },
  ]),
) as unknown as ApiClient;
