import { phoneCountryOptions, type SelectOption } from '@org/ui';

/** Every country, named and sorted in `locale`, its ISO code as the value (the clinic's `countryCode`). */
export function countryOptions(locale: string): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return phoneCountryOptions(locale, false).map(({ country }) => ({
    value: country,
    label: names.of(country) ?? country,
  }));
}
