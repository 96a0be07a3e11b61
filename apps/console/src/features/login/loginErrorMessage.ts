import { ApiError, DEFAULT_ERROR_MESSAGE, IdentityError } from '@org/api-client';
import type { TFunction } from 'i18next';

/** The translated text for a failed sign-in call: known codes get their own message. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'OTP_INVALID') return t('errors.otpInvalid');
    if (error.status === null) return t(error.message, { ns: 'apiClient' });
    const fieldMessage = error.fieldErrors[0]?.message;
    if (fieldMessage) return t(fieldMessage, { ns: 'forms' });
  }
  if (error instanceof IdentityError) return t(error.message, { ns: 'apiClient' });
  return t(DEFAULT_ERROR_MESSAGE, { ns: 'apiClient' });
}
