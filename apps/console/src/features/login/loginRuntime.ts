import { sendOtp, verifyOtp } from '@org/api-client';
import { emailStepSchema, otpSchema, validateWith } from '@org/forms';
import { completeSignIn } from '../../app/session/sessionActions';
import { apiClient } from '../../app/session/apiClient';
import { MutationFailure } from '../../app/data/runMutation';
import type { TranslatedText } from '../../app/i18n/translatedText';

/*
 * The sign-in steps' validation (the @org/forms schemas, with yup) and calls (axios, then the
 * Firebase SDK), loaded when the person starts to sign in rather than with the page (docs/decisions.md "/login first-load budget".
 */

/** Thrown by the steps for a failure they show themselves (the schema's message under the field). */
export { MutationFailure };

const firstError = (errors: { message: string }[]): TranslatedText => ({
  key: errors[0]?.message ?? '',
  ns: 'forms',
});

/** The e-mail step's schema message for `email`, or null when it is valid. */
export async function validateEmail(email: string): Promise<TranslatedText | null> {
  const result = await validateWith(emailStepSchema, { email });
  return result.ok ? null : firstError(result.errors);
}

/**
 * Sends a code to `email` (the same answer whether or not the e-mail is known) and answers the
 * e-mail it went to. Throws the api's error, or a `MutationFailure` with the schema's message.
 */
export async function requestCode(email: string): Promise<string> {
  const result = await validateWith(emailStepSchema, { email });
  if (!result.ok) throw new MutationFailure(firstError(result.errors));
  await sendOtp(apiClient, { email: result.value.email });
  return result.value.email;
}

/** The code step's schema message for `otp`, or null when it is valid. */
export async function validateCode(email: string, otp: string): Promise<TranslatedText | null> {
  const result = await validateWith(otpSchema, { email, otp });
  if (result.ok) return null;
  return firstError(result.errors.filter((error) => error.path === 'otp'));
}

/**
 * Checks the code, then signs in with the identity provider and loads the user. Throws the api's
 * (or the identity provider's) error, or a `MutationFailure` with the schema's message.
 */
export async function signIn(email: string, otp: string): Promise<void> {
  const result = await validateWith(otpSchema, { email, otp });
  if (!result.ok) throw new MutationFailure(firstError(result.errors));
  const { customToken } = await verifyOtp(apiClient, result.value);
  await completeSignIn(customToken);
}
