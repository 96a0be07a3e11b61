import type { Locale } from '../../app/i18n/locales';

/**
 * A locale's name in its own language ("Español", "العربية"), as people look for their language
 * in a list. From Intl, so no list of names to keep; the code itself if Intl does not know it.
 */
export function ownLanguageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
