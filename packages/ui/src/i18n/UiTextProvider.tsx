import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_UI_LOCALE, uiLocales, type UiLocale, type UiMessage } from './locales';
import { uiMessages, type UiMessageKey } from './uiMessages';

interface UiTextContextValue {
  locale: UiLocale;
  overrides: Partial<Record<UiMessageKey, string>>;
}

const UiTextContext = createContext<UiTextContextValue>({
  locale: DEFAULT_UI_LOCALE,
  overrides: {},
});

export interface UiTextProviderProps {
  /** Any BCP 47 tag; an unsupported one falls back to its base language, then to English. */
  locale: string;
  /** The app's own wording for any built-in string. */
  overrides?: Partial<Record<UiMessageKey, string>>;
  children: ReactNode;
}

export const resolveUiLocale = (locale: string): UiLocale => {
  if ((uiLocales as readonly string[]).includes(locale)) return locale as UiLocale;
  const base = locale.split('-')[0];
  return base !== 'zh' && (uiLocales as readonly string[]).includes(base ?? '')
    ? (base as UiLocale)
    : DEFAULT_UI_LOCALE;
};

/** Tells every @org/ui component which language its built-in strings are in. English without it. */
export function UiTextProvider({ locale, overrides = {}, children }: UiTextProviderProps) {
  const value = useMemo(
    () => ({ locale: resolveUiLocale(locale), overrides }),
    [locale, overrides],
  );
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

export type UiText = (key: UiMessageKey, values?: Record<string, string | number>) => string;

/** A string's text for `count` (its plural form in `locale`), or its only text. */
const textFor = (message: UiMessage, locale: UiLocale, count: unknown): string =>
  typeof message === 'string'
    ? message
    : (message[new Intl.PluralRules(locale).select(typeof count === 'number' ? count : NaN)] ??
      message.other);

/**
 * The translated text of a built-in string, `{name}` placeholders filled from `values`; a string
 * with plural forms takes the one for `values.count`.
 */
export function useUiText(): UiText {
  const { locale, overrides } = useContext(UiTextContext);
  return useCallback(
    (key, values) => {
      const template =
        overrides[key] ??
        textFor(uiMessages[locale][key] ?? uiMessages.en[key], locale, values?.count);
      return values
        ? template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match))
        : template;
    },
    [locale, overrides],
  );
}

/** The active locale, for components that format dates or numbers with Intl. */
export const useUiLocale = (): UiLocale => useContext(UiTextContext).locale;
