/** Request and response shapes of the api, written once for both sides. */

import type { Role } from './domain';
import type { Permission } from './permissions';

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

/** The settings a user can save (spec §3 userSettings; PRODUCT.md Settings). */
export interface SaveUserSettingsRequest {
  language?: string;
  darkMode?: boolean;
}

export interface UpdateProfileRequest {
  fullName: string;
}

/** The signed-in session as the server sees it; the console warns before `idleExpiresAt`. */
export interface SessionInfo {
  idleTimeoutMs: number;
  /** When the session ends if no request arrives before. */
  idleExpiresAt: string;
  /** When the session ends in any case (12 hours after sign-in). */
  expiresAt: string;
}

export interface CsrfTokenResponse {
  token: string;
}

/** PRODUCT.md maintenance message: `message` is null while none is set. */
export interface MaintenanceState {
  message: string | null;
  updatedAt: string | null;
}

export interface SetMaintenanceRequest {
  maintenanceMessage: string;
}

/** A registered sibling app that may use the console for single sign-on. */
export interface SsoApp {
  appName: string;
  displayName: string;
}

export interface SsoTargetRequest {
  appName: string;
  redirect: string;
}

export interface SsoCodeResponse {
  code: string;
  /** The redirect address with `code` added to its query. */
  redirectUrl: string;
  expiresAt: string;
}

export interface SsoExchangeRequest {
  appName: string;
  appSecret: string;
  code: string;
}

/** What a sibling app's server learns about the user. */
export interface SsoUser {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  avatar: string | null;
}

export interface SsoExchangeResponse {
  user: SsoUser;
}

/** The Roles tab: which role may do what, from the server's one permission table. */
export interface RolePermissions {
  roles: Role[];
  permissions: { permission: Permission; roles: Role[] }[];
}

export interface AuditEntry {
  id: string;
  at: string;
  userId: string | null;
  userEmail: string | null;
  action: string;
  status: number;
  ip: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
