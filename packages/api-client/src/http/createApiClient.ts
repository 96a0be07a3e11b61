import axios, { type AxiosInstance } from 'axios';
import { toApiError, type ApiError } from './ApiError';
import {
  API_ACCEPT_HEADER,
  HTTP_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './constants';

export interface ApiClientOptions {
  /** Empty by default: the api is on the same origin as the console (spec §7). */
  baseURL?: string;
  timeoutMs?: number;
  /** Resolves with the ID token to send, or null when nobody is signed in. Awaited before each request. */
  getIdToken?: () => Promise<string | null>;
  /** Told about every failed request, after it is normalised; the console reacts to 401 here. */
  onError?: (error: ApiError) => void;
}

const METHODS_WITHOUT_BODY = new Set(['get', 'head']);

/**
 * The axios instance every endpoint function uses. Its response interceptor passes on the body
 * only, so `client.get<T, T>(url)` resolves with `T`.
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

  client.interceptors.request.use(async (config) => {
    const token = options.getIdToken ? await options.getIdToken() : null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const method = (config.method ?? 'get').toLowerCase();
    if (!METHODS_WITHOUT_BODY.has(method) && config.data === undefined) config.data = {};
    return config;
  });

  client.interceptors.response.use(
    (response) => response.data,
    (error: unknown) => {
      const apiError = toApiError(error);
      options.onError?.(apiError);
      return Promise.reject(apiError);
    },
  );

  return client;
}
