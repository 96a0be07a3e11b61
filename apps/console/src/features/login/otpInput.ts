import { OTP_LENGTH } from '@org/forms';

/**
 * What the code field keeps of what was typed, pasted or autofilled: the digits only, at most
 * OTP_LENGTH of them ("123 456", "123-456" and " 123456 " all become "123456").
 */
export function normaliseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
