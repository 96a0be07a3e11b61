import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';
import zhTW from './locales/zh-TW.json';

/** spec §1 plus Arabic (PRODUCT.md), so the right-to-left path is real. */
export const supportedLocales = ['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type Locale = (typeof supportedLocales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const consoleTranslations: Record<Locale, Record<string, string>> = {
  en,
  es,
  fr,
  pt,
  vi,
  'zh-TW': zhTW,
  ar,
};

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * spec §4: the user's language setting, else the first supported browser language, else en.
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
