import type { AxiosInstance } from 'axios';
import type {
  CsrfTokenResponse,
  SendOtpRequest,
  SendOtpResponse,
  SessionInfo,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@org/contracts';

export const sendOtp = (client: AxiosInstance, body: SendOtpRequest) =>
  client.post<SendOtpResponse, SendOtpResponse>('/api/v1/auth/send-otp', body);

export const verifyOtp = (client: AxiosInstance, body: VerifyOtpRequest) =>
  client.post<VerifyOtpResponse, VerifyOtpResponse>('/api/v1/auth/verify-otp', body);

/** Ends the current session on the server (docs/product.md §11.4: the console's logout). */
export const logout = (client: AxiosInstance) => client.post<void, void>('/api/v1/auth/logout');

/** Sets the `XSRF-TOKEN` cookie (docs/product.md §11.5) and returns the same token. */
export const getCsrfToken = (client: AxiosInstance) =>
  client.get<CsrfTokenResponse, CsrfTokenResponse>('/api/v1/auth/csrf');

export const getSession = (client: AxiosInstance) =>
  client.get<SessionInfo, SessionInfo>('/api/v1/auth/session');

/** "Stay signed in": counts as activity, so the idle timeout starts again. */
export const keepSessionAlive = (client: AxiosInstance) =>
  client.post<SessionInfo, SessionInfo>('/api/v1/auth/session/keep-alive');
