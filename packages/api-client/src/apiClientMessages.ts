import { identityErrorMessages } from './auth/identityErrors';
import {
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_TITLE,
  NO_RESPONSE_MESSAGE,
} from './http/ApiError';

/** Every user-facing text this package produces: the app must translate each of them. */
export const apiClientMessages: readonly string[] = [
  DEFAULT_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  NETWORK_ERROR_TITLE,
  NETWORK_ERROR_MESSAGE,
  ...Object.values(identityErrorMessages),
];
