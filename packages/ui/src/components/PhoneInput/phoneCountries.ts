import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

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
 * one that has it, else the country of the whole number, else the first country with it.
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
  return (
    fromNumber ?? getCountries().find((country) => getCountryCallingCode(country) === callingCode)
  );
}
