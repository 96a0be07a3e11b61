import axios, { type AxiosInstance } from 'axios';
import { toApiError, type ApiError } from './ApiError';
import { eventsFor, type ApiClientEvent } from './apiClientEvents';
import {
  API_ACCEPT_HEADER,
  HTTP_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './constants';

/** The part of the auth session the HTTP layer needs. */
export interface RequestAuth {
  /** Resolves once the sign-in state is known (docs/product.md §7: awaited before every request). */
  waitForAuthReady(): Promise<unknown>;
  /** The ID token to send, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
}

export interface ApiClientOptions {
  /** Empty by default: the api is on the same origin as the console (docs/product.md §7). */
  baseURL?: string;
  timeoutMs?: number;
  auth?: RequestAuth;
  /** Every failed request, normalised. */
  onError?: (error: ApiError) => void;
  /** The failures the app handles globally: network error dialog, 401, error code '403', 500. */
  onEvent?: (event: ApiClientEvent) => void;
  /**
   * A request that can be repeated safely (GET, HEAD, OPTIONS, PUT, DELETE) could not reach the
   * server: the app asks the person (the network-error dialog with "Try again") and answers
   * whether to send it again. The caller's promise waits meanwhile and settles with the repeated
   * request, or with the failure. Without it, the network error is an event like the others.
   */
  retryAfterNetworkError?: (error: ApiError) => Promise<boolean>;
}

/** HTTP's idempotent methods: sending one again cannot do anything twice. */
const REPEATABLE_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/**
 * A download asked for a Blob, so its error arrives as a Blob too: read the JSON back, or the
 * message, code and field errors would be lost.
 */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || !(error.response?.data instanceof Blob)) return error;
  const data = error.response.data;
  if (!data.type.includes('json')) return error;
  try {
    error.response.data = JSON.parse(await data.text()) as unknown;
  } catch {
    // Not JSON after all: the status alone speaks.
  }
  return error;
}

const METHODS_WITHOUT_BODY = new Set(['get', 'head']);
const CSRF_TOKEN_PATH = '/api/v1/auth/csrf';

/** The page's cookies, or null outside a browser (the api's own tests, sibling apps' servers). */
const browserCookies = (): string | null =>
  (globalThis as { document?: { cookie: string } }).document?.cookie ?? null;

/**
 * The axios instance every endpoint function uses. Its response interceptor passes on the body
 * only, so `client.get<T, T>(url)` resolves with `T`; failures reject with an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: API_ACCEPT_HEADER },
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    paramsSerializer: { indexes: null },
  });

  // docs/product.md §11.5: a state-changing request needs the XSRF-TOKEN cookie, which the server sets
  // on GET /api/v1/auth/csrf; ask for it once when the browser does not have one yet.
  let csrfCookieRequest: Promise<unknown> | null = null;
  const ensureCsrfCookie = async () => {
    const cookies = browserCookies();
    if (
      cookies === null ||
      cookies.split(';').some((c) => c.trim().startsWith(`${XSRF_COOKIE_NAME}=`))
    )
      return;
    csrfCookieRequest ??= client.get(CSRF_TOKEN_PATH).finally(() => {
      csrfCookieRequest = null;
    });
    await csrfCookieRequest;
  };

  client.interceptors.request.use(async (config) => {
    if (options.auth) {
      await options.auth.waitForAuthReady();
      const token = await options.auth.getIdToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    const method = (config.method ?? 'get').toLowerCase();
    if (!METHODS_WITHOUT_BODY.has(method)) {
      if (config.data === undefined) config.data = {};
      await ensureCsrfCookie();
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => response.data,
    async (error: unknown) => {
      const apiError = toApiError(await withJsonErrorBody(error));
      options.onError?.(apiError);
      const config = axios.isAxiosError(error) ? error.config : undefined;
      const repeatable =
        apiError.isNetworkError &&
        config !== undefined &&
        REPEATABLE_METHODS.has((config.method ?? 'get').toLowerCase());
      if (repeatable && options.retryAfterNetworkError) {
        if (await options.retryAfterNetworkError(apiError)) return client.request(config);
        return Promise.reject(apiError);
      }
      if (options.onEvent) eventsFor(apiError).forEach(options.onEvent);
      return Promise.reject(apiError);
    },
  );

  return client;
}
