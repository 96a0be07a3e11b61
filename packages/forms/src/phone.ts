import { trimmedString } from './fields';
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { object, type InferType } from 'yup';
import { validationMessages } from './messages';

/** docs/product.md §3: a phone number is its calling code (digits, e.g. '351') and the local number. */
export interface PhoneNumberValue {
  callingCode: string;
  localPhoneNumber: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');
/** A part as trimmed text; anything that is not a string counts as missing. */
const textOf = (part: unknown): string => (typeof part === 'string' ? part.trim() : '');

/** The international form, e.g. '+351 912 345 678'; null when either part is missing. */
export function formatPhoneNumber(
  value: Partial<PhoneNumberValue> | null | undefined,
): string | null {
  const callingCode = digitsOf(textOf(value?.callingCode));
  const local = textOf(value?.localPhoneNumber);
  if (!callingCode || !local) return null;
  const parsed = parsePhoneNumberFromString(`+${callingCode}${digitsOf(local)}`);
  return parsed ? parsed.formatInternational() : `+${callingCode} ${local}`;
}

/** The E.164 form, e.g. '+351912345678', for storage; null when either part is missing. */
export function toE164(value: Partial<PhoneNumberValue> | null | undefined): string | null {
  const callingCode = digitsOf(textOf(value?.callingCode));
  const local = digitsOf(value?.localPhoneNumber ?? '');
  return callingCode && local ? `+${callingCode}${local}` : null;
}

/** Splits an international number back into its two parts; null when it cannot be read. */
export function parsePhoneNumber(
  international: string | null | undefined,
): PhoneNumberValue | null {
  if (!international) return null;
  const parsed = parsePhoneNumberFromString(
    international.startsWith('+') ? international : `+${international}`,
  );
  return parsed
    ? { callingCode: parsed.countryCallingCode, localPhoneNumber: parsed.nationalNumber }
    : null;
}

/** Digits with the usual separators; anything else (letters…) makes the number invalid. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** docs/product.md §5: when both parts are present, the whole number must be valid in its numbering plan. */
export function isValidPhoneNumberValue(
  value: Partial<PhoneNumberValue> | null | undefined,
): boolean {
  const callingCode = textOf(value?.callingCode);
  const local = textOf(value?.localPhoneNumber);
  if (!callingCode || !local) return true;
  if (!PHONE_CHARACTERS.test(callingCode) || !PHONE_CHARACTERS.test(local)) return false;
  const international = toE164(value);
  return international !== null && isValidPhoneNumber(international);
}

/** Every calling code with the countries that use it, for pickers. */
export const callingCodes = (): { country: string; callingCode: string }[] =>
  getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));

/** A local number typed before any country was chosen: stored, it would be dropped. */
const lacksCountry = (value: Partial<PhoneNumberValue> | null | undefined): boolean =>
  !textOf(value?.callingCode) && textOf(value?.localPhoneNumber) !== '';

const phoneObject = () =>
  object({
    callingCode: trimmedString().default(''),
    localPhoneNumber: trimmedString().default(''),
  })
    .test(
      'country-chosen',
      validationMessages.phoneCountryRequired,
      (value) => !lacksCountry(value),
    )
    .test('valid-phone-number', validationMessages.phoneInvalid, (value) =>
      isValidPhoneNumberValue(value),
    );

/** Nullable: most forms may leave the phone out (docs/product.md §5). */
export const phoneNumberSchema = phoneObject().nullable().default(null);
export type PhoneNumber = InferType<typeof phoneNumberSchema>;

/** The patient form needs one: both parts present and valid. */
export const requiredPhoneNumberSchema = phoneObject()
  .nonNullable(validationMessages.phoneRequired)
  .required(validationMessages.phoneRequired)
  .test('phone-present', validationMessages.phoneRequired, (value) => toE164(value) !== null);
