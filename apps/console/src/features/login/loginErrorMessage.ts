import { ApiError } from '@org/api-client';
import type { TFunction } from 'i18next';

/** The translated text for a failed sign-in call: known codes get their own message. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'OTP_INVALID') return t('errors.otpInvalid');
    if (error.status === null) return t('errors.network');
    const fieldMessage = error.fieldErrors[0]?.message;
    if (fieldMessage) return t(fieldMessage, { ns: 'forms' });
  }
  return t('errors.generic');
}
