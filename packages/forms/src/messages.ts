/**
 * Validation messages. Each message is its own translation key: the English text is the spec's
 * wording (spec §5), so a schema used without any locale answers in English, and the console
 * translates the same string through the locale files in ./locales.
 */
export const validationMessages = {
  emailInvalid: 'Invalid email',
  emailRequired: 'Email is required',
  otpRequired: 'OTP is required',
  otpDigitsOnly: 'OTP must contain digits only',
} as const;

export const OTP_LENGTH = 6;

/** spec §5: 'OTP must exceed {digit} digits', with the bound filled in. */
export const otpLengthMessage = (digit: number): string => `OTP must exceed ${digit} digits`;
