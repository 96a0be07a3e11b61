/** The locales every built-in string of @org/ui is translated into; en is the default. */
export const uiLocales = ['en', 'es', 'fr', 'pt', 'vi', 'zh-TW', 'ar'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'en';

/**
 * A string whose words depend on a number (`count`): one text per plural category of the locale
 * (Intl.PluralRules: Arabic has six, Chinese one), `other` always.
 */
export type UiPluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** One built-in string: its text, or its plural forms. */
export type UiMessage = string | UiPluralMessage;

/** One family's strings: English first (the keys), then every other locale. */
export type UiMessageCatalog<Key extends string = string> = Record<
  UiLocale,
  Record<Key, UiMessage>
>;
