import type { ApiErrorBody } from '@org/contracts';

/** An error the client is meant to see: its status, body and headers are sent as they are. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: ApiErrorBody['errors'],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const unauthenticated = () => new HttpError(401, 'Please sign in again.', 'UNAUTHENTICATED');

export const forbidden = () =>
  new HttpError(403, 'You do not have permission to do this.', 'FORBIDDEN');

/** spec §8: the console logs out on the error code '403' (a deactivated account). */
export const accountDeactivated = () =>
  new HttpError(403, 'This account has been deactivated.', '403');

export const csrfRefused = () =>
  new HttpError(
    403,
    'The request could not be verified. Reload the page and try again.',
    'CSRF_INVALID',
  );
