import { OTP_LENGTH } from '@org/forms';

/**
 * What the code field keeps of what was typed, pasted or autofilled: the digits only, at most
 * OTP_LENGTH of them ("123 456", "123-456" and " 123456 " all become "123456").
 */
export function normaliseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * Whether the field should say "digits only": something other than digits and the spaces or
 * dashes a mail splits a code with was dropped, and the code is not whole. A pasted "Your code:
 * 654321." gives the whole code and needs no word; a typed letter is not silently swallowed.
 */
export function otpInputDroppedOtherCharacters(raw: string): boolean {
  return /[^\d\s-]/.test(raw) && normaliseOtpInput(raw).length < OTP_LENGTH;
}
