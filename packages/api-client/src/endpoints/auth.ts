import type { AxiosInstance } from 'axios';
import type {
  SendOtpRequest,
  SendOtpResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../types';

export const sendOtp = (client: AxiosInstance, body: SendOtpRequest) =>
  client.post<SendOtpResponse, SendOtpResponse>('/api/v1/auth/send-otp', body);

export const verifyOtp = (client: AxiosInstance, body: VerifyOtpRequest) =>
  client.post<VerifyOtpResponse, VerifyOtpResponse>('/api/v1/auth/verify-otp', body);

/** Ends the current session on the server (PRODUCT.md: the console's logout). */
export const logout = (client: AxiosInstance) => client.post<void, void>('/api/v1/auth/logout');
