import { isAxiosError } from 'axios';
import type { ApiErrorBody } from '../types';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const NO_RESPONSE_MESSAGE = 'No response';

/** Statuses the console handles globally (spec §8); the others are left to the caller. */
const GLOBALLY_HANDLED_STATUSES = new Set([401, 403, 500]);

export interface FieldError {
  path: string;
  message: string;
}

/** The one error every failed api call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly handled: boolean,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** spec §8: the message comes from `message`, then `error`, then `errorMessage`. */
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
  if (!response) return new ApiError(NO_RESPONSE_MESSAGE, null, error.code ?? null, true);
  const body = response.data as Partial<ApiErrorBody> | undefined;
  return new ApiError(
    messageFromBody(body),
    response.status,
    typeof body?.code === 'string' ? body.code : null,
    GLOBALLY_HANDLED_STATUSES.has(response.status),
    Array.isArray(body?.errors) ? body.errors : [],
  );
}
