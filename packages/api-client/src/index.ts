export { createApiClient, type ApiClientOptions } from './http/createApiClient';
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  NO_RESPONSE_MESSAGE,
  messageFromBody,
  toApiError,
  type FieldError,
} from './http/ApiError';
export {
  API_ACCEPT_HEADER,
  HTTP_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from './http/constants';
export { logout, sendOtp, verifyOtp } from './endpoints/auth';
export { getCurrentUser, logoutEverywhere } from './endpoints/users';
export {
  AUTH_READY_TIMEOUT_MS,
  ID_TOKEN_REFRESH_MS,
  createAuthSession,
  type AuthSession,
  type AuthSessionConfig,
} from './auth/createAuthSession';
export * from './types';
