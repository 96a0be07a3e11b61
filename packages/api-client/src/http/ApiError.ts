import { isAxiosError } from 'axios';
import type { ApiErrorBody, ImportRowError } from '@org/contracts';

/** docs/product.md §8: the texts of the error catalogue (translation keys whose English is the spec's wording). */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NO_RESPONSE_MESSAGE = 'No response';
export const NETWORK_ERROR_TITLE = 'Network Error';
export const NETWORK_ERROR_MESSAGE = 'There was a problem connecting to the network.';

/** Statuses the console handles globally (docs/product.md §8); the others are left to the caller. */
const GLOBALLY_HANDLED_STATUSES = new Set([401, 403, 500]);

/** Failures to reach the server at all (the browser says ERR_NETWORK; Node names the cause). */
const NETWORK_FAILURE_CODES = new Set([
  'ERR_NETWORK',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const NO_RESPONSE_CODE = 'NO_RESPONSE';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error every failed api call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; null when no response arrived. */
    readonly status: number | null,
    /** The body's `code`, or NETWORK_ERROR / NO_RESPONSE when no response arrived. */
    readonly code: string | null,
    /** True when the app handles it globally, so the caller need not show it again. */
    readonly handled: boolean,
    /** Per-field messages of a 400. */
    readonly fieldErrors: FieldError[] = [],
    /** An import's problems, each on a line of the file (422 `IMPORT_INVALID`, docs/product.md §13.2). */
    readonly rowErrors: ImportRowError[] = [],
    /** How long to wait before trying again, from `Retry-After` (a 429); null when not said. */
    readonly retryAfterSeconds: number | null = null,
    /**
     * The answer's body as the api sent it (undefined when no answer arrived), for a refusal that
     * carries more than its message, code and errors: 409 POSSIBLE_DUPLICATE's existing record.
     */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }
}

/** docs/product.md §8: the message comes from `message`, then `error`, then `errorMessage`. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'errorMessage']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return DEFAULT_ERROR_MESSAGE;
}

const isRowError = (value: unknown): value is ImportRowError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImportRowError).line === 'number' &&
  typeof (value as ImportRowError).message === 'string';

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).path === 'string' &&
  typeof (value as FieldError).message === 'string';

/** `Retry-After` as seconds from now: a number of seconds, or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSecondsOf(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    return new ApiError(
      error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE,
      null,
      null,
      false,
    );
  }
  const response = error.response;
  if (!response) {
    return NETWORK_FAILURE_CODES.has(error.code ?? '')
      ? new ApiError(NETWORK_ERROR_MESSAGE, null, NETWORK_ERROR_CODE, true)
      : new ApiError(NO_RESPONSE_MESSAGE, null, NO_RESPONSE_CODE, true);
  }
  const body = response.data as Partial<ApiErrorBody> | undefined;
  const code = body?.code;
  return new ApiError(
    messageFromBody(body),
    response.status,
    typeof code === 'string' || typeof code === 'number' ? String(code) : null,
    GLOBALLY_HANDLED_STATUSES.has(response.status),
    Array.isArray(body?.errors) ? (body.errors as unknown[]).filter(isFieldError) : [],
    Array.isArray(body?.errors) ? (body.errors as unknown[]).filter(isRowError) : [],
    retryAfterSecondsOf(response.headers?.['retry-after']),
    body,
  );
}
