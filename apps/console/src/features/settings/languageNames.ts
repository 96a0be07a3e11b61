import { languageNamer } from '../../app/i18n/languageName';
import type { Locale } from '../../app/i18n/locales';

/**
 * A locale's name in its own language ("Español", "العربية"), as people look for their language
 * in a list, starting with a capital where the script has them.
 */
export function ownLanguageName(locale: Locale): string {
  const name = languageNamer(locale)(locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
