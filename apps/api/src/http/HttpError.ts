import type { ApiErrorBody } from '@org/api-client';

/** An error the client is meant to see: its status and body are sent as they are. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: ApiErrorBody['errors'],
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
