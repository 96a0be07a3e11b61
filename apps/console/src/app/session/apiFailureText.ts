import { ApiError, DEFAULT_ERROR_MESSAGE, IdentityError } from '@org/api-client';
import type { TranslatedText } from '../i18n/translatedText';

/** Known api error codes with a message of the console's own. */
const consoleMessageByCode: Record<string, TranslatedText> = {
  AVATAR_NOT_AN_IMAGE: { key: 'settings.avatarNotAnImage', ns: 'settings' },
  // The avatar is the one image this path shows a refusal of (a feature image's is a field error).
  IMAGE_DIMENSIONS_TOO_LARGE: { key: 'settings.imageDimensionsTooLarge', ns: 'settings' },
  OTP_INVALID: { key: 'errors.otpInvalid' },
  RATE_LIMITED: { key: 'errors.rateLimited' },
  SSO_APP_UNKNOWN: { key: 'sso.appUnknown' },
  SSO_REDIRECT_NOT_ALLOWED: { key: 'sso.redirectNotAllowed' },
};

/**
 * docs/product.md §11.2: a refusal for too many tries says when to try again, as the reader's
 * language says "in 40 seconds" or "in 15 minutes" (i18next's `relativetime`, which is Intl's).
 */
function rateLimitedFor(seconds: number): TranslatedText {
  return seconds < 90
    ? { key: 'errors.rateLimitedSeconds', values: { wait: Math.max(1, seconds) } }
    : { key: 'errors.rateLimitedMinutes', values: { wait: Math.ceil(seconds / 60) } };
}

/**
 * The translated text for a failed sign-in or single sign-on call, or null when the app already
 * shows it globally (docs/product.md §8: the network-error dialog).
 */
export function apiFailureText(error: unknown): TranslatedText | null {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return null;
    if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds !== null) {
      return rateLimitedFor(error.retryAfterSeconds);
    }
    const own = error.code ? consoleMessageByCode[error.code] : undefined;
    if (own) return own;
    if (error.status === null) return { key: error.message, ns: 'apiClient' };
    const fieldMessage = error.fieldErrors[0]?.message;
    if (fieldMessage) return { key: fieldMessage, ns: 'forms' };
  }
  // docs/product.md §8: the identity provider's errors, each with its own clear message.
  if (error instanceof IdentityError) return { key: error.message, ns: 'apiClient' };
  return { key: DEFAULT_ERROR_MESSAGE, ns: 'apiClient' };
}
