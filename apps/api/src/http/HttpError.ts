import { errorCodes, type ApiErrorBody, type ErrorCode, type ImportRowError } from '@org/contracts';

/** A field's errors, or an import's row errors (`line`, `column`, `message`). */
type ErrorList = ApiErrorBody['errors'] | ImportRowError[];

/** An error the client is meant to see: its status, body and headers are sent as they are. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: ErrorList,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): Omit<ApiErrorBody, 'errors'> & { errors?: ErrorList } {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const unauthenticated = () =>
  new HttpError(401, 'Please sign in again.', errorCodes.unauthenticated);

export const forbidden = () =>
  new HttpError(403, 'You do not have permission to do this.', errorCodes.forbidden);

/** docs/product.md §8: the console logs out on the error code '403' (a deactivated account). */
export const accountDeactivated = () =>
  new HttpError(403, 'This account has been deactivated.', errorCodes.accountDisabled);

export const csrfRefused = () =>
  new HttpError(
    403,
    'The request could not be verified. Reload the page and try again.',
    errorCodes.csrfInvalid,
  );

/** 404 with the code every "no such thing" answer carries. */
export const notFound = (message: string) => new HttpError(404, message, errorCodes.notFound);
