/** Request and response shapes of the api, written once: the api imports them type-only. */

import type { Role } from '@org/forms';

export { roles, type Role } from '@org/forms';

export interface UserSetting {
  settingKey: string;
  settingValue: string;
}

export interface CurrentUser {
  id: string;
  fullName: string;
  /** The name the console greets the user with: the first word of the full name. */
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  userSettings: UserSetting[];
}

export interface SendOtpRequest {
  email: string;
}

export interface SendOtpResponse {
  message: string;
}

export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

export interface VerifyOtpResponse {
  customToken: string;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}
