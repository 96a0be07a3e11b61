import { ApiError, type FieldError } from '@org/api-client';

/*
 * What `runMutation` reads from a failed call, loaded with the first failure: it needs the api
 * client's error class (and with it axios), which a change that succeeds never does.
 */

export { apiFailureText } from '../session/apiFailureText';

/** The server's per-field messages of a refused change (a 400 with `errors`), else none. */
export const serverFieldErrors = (error: unknown): readonly FieldError[] =>
  error instanceof ApiError ? error.fieldErrors : [];
