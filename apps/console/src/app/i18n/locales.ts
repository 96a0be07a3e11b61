import { DEFAULT_LOCALE, supportedLocales, type Locale } from '@org/contracts';

export { DEFAULT_LOCALE, supportedLocales, type Locale } from '@org/contracts';

// The console's own text is one file per locale per part, in ./locales/<part>/<locale>.json:
// `shell` (router, layouts, header, screens) and `session` (sign-in, single sign-on, session and
// error messages). i18n.ts merges the parts of a locale when it is used (docs/decisions.md "/login first-load budget".

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * docs/product.md §4: the user's language setting, else the first supported browser language, else en.
 * A browser's `pt-BR` counts as `pt`; `zh-TW` must match exactly.
 */
export function pickLocale(
  userLanguage: string | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isSupportedLocale(userLanguage)) return userLanguage;
  for (const language of browserLanguages) {
    if (isSupportedLocale(language)) return language;
    const base = language.split('-')[0];
    if (base !== 'zh' && isSupportedLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
