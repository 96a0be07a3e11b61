/** The locales every built-in string of @org/ui is translated into; en is the default. */
export const uiLocales = ['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'en';

/** One family's strings: English first (the keys), then every other locale. */
export type UiMessageCatalog<Key extends string = string> = Record<UiLocale, Record<Key, string>>;
