import { sendOtp, verifyOtp } from '@org/api-client';
import { emailStepSchema, otpSchema, validateWith } from '@org/forms';
import { completeSignIn } from '../../app/session/sessionActions';
import { apiClient } from '../../app/session/sessionServices';
import { apiFailureText } from '../../app/session/apiFailureText';
import type { StepOutcome, TranslatedText } from '../../app/i18n/translatedText';

/*
 * The sign-in steps' validation (the @org/forms schemas, with yup) and calls (axios, then the
 * Firebase SDK), loaded when the person starts to sign in rather than with the page (issue 7 "Size").
 */

const firstError = (errors: { message: string }[]): TranslatedText => ({
  key: errors[0]?.message ?? '',
  ns: 'forms',
});

/** The e-mail step's schema message for `email`, or null when it is valid. */
export async function validateEmail(email: string): Promise<TranslatedText | null> {
  const result = await validateWith(emailStepSchema, { email });
  return result.ok ? null : firstError(result.errors);
}

/** Sends a code to `email` (the same answer whether or not the e-mail is known). */
export async function requestCode(email: string): Promise<StepOutcome<string>> {
  const result = await validateWith(emailStepSchema, { email });
  if (!result.ok) return { ok: false, failure: firstError(result.errors) };
  try {
    await sendOtp(apiClient, { email: result.value.email });
    return { ok: true, value: result.value.email };
  } catch (error) {
    return { ok: false, failure: apiFailureText(error) };
  }
}

/** The code step's schema message for `otp`, or null when it is valid. */
export async function validateCode(email: string, otp: string): Promise<TranslatedText | null> {
  const result = await validateWith(otpSchema, { email, otp });
  if (result.ok) return null;
  return firstError(result.errors.filter((error) => error.path === 'otp'));
}

/** Checks the code, then signs in with the identity provider and loads the user. */
export async function signIn(email: string, otp: string): Promise<StepOutcome> {
  const result = await validateWith(otpSchema, { email, otp });
  if (!result.ok) return { ok: false, failure: firstError(result.errors) };
  try {
    const { customToken } = await verifyOtp(apiClient, result.value);
    await completeSignIn(customToken);
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, failure: apiFailureText(error) };
  }
}
