import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min';

export interface PhoneCountryOption {
  country: CountryCode;
  /** Digits only, without '+' (docs/product.md §3: the phone number's `callingCode`). */
  callingCode: string;
  /** "Portugal (+351)", in the given locale. */
  label: string;
}

// The "+351" keeps its sign before the digits inside right-to-left text.
const isolateLeftToRight = (text: string) => `\u2066${text}\u2069`;

/** Every country libphonenumber-js knows, named in `locale` and sorted by name in that locale. */
export function phoneCountryOptions(locale: string, rightToLeft: boolean): PhoneCountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((country) => {
      const callingCode = getCountryCallingCode(country);
      const code = `+${callingCode}`;
      const name = names.of(country) ?? country;
      return {
        country,
        callingCode,
        name,
        label: `${name} (${rightToLeft ? isolateLeftToRight(code) : code})`,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, callingCode, label }) => ({ country, callingCode, label }));
}

/**
 * The country to show for a calling code that several share (+1, +44, +7…): the first preferred
 * one that has it, else the country of the whole number, else the code's main country (+1: the
 * United States, +44: the United Kingdom).
 */
export function countryForCallingCode(
  callingCode: string,
  preferred: readonly (CountryCode | null | undefined)[],
  localPhoneNumber = '',
): CountryCode | undefined {
  for (const country of preferred) {
    if (country && getCountryCallingCode(country) === callingCode) return country;
  }
  const fromNumber = localPhoneNumber
    ? parsePhoneNumberFromString(`+${callingCode}${localPhoneNumber}`)?.country
    : undefined;
  return fromNumber ?? mainCountryOf(callingCode);
}

/** The country numbering plans name first for a calling code; undefined for an unknown code. */
const mainCountryOf = (callingCode: string): CountryCode | undefined =>
  (metadata.country_calling_codes[callingCode] as string[] | undefined)?.find(
    (country): country is CountryCode => isSupportedCountry(country),
  );

const callingCodeSet = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * An international number typed where the country is not chosen yet ("+351 912 345 678"): its
 * calling code and the rest as typed. Null until the digits after "+" start with a calling code
 * (codes are at most three digits, and none is the start of another).
 */
export function splitInternationalNumber(
  typed: string,
): { callingCode: string; localPhoneNumber: string } | null {
  const text = typed.trimStart();
  if (!text.startsWith('+')) return null;
  let digits = '';
  for (let index = 1; index < text.length && digits.length < 3; index += 1) {
    const character = text[index]!;
    if (!/\d/.test(character)) continue;
    digits += character;
    if (callingCodeSet.has(digits)) {
      return {
        callingCode: digits,
        localPhoneNumber: text.slice(index + 1).replace(/^[\s().-]+/, ''),
      };
    }
  }
  return null;
}
