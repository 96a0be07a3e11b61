import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_UI_LOCALE, uiLocales, type UiLocale } from './locales';
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

/** The translated text of a built-in string, `{name}` placeholders filled from `values`. */
export function useUiText(): UiText {
  const { locale, overrides } = useContext(UiTextContext);
  return useCallback(
    (key, values) => {
      const template = overrides[key] ?? uiMessages[locale][key] ?? uiMessages.en[key];
      return values
        ? template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match))
        : template;
    },
    [locale, overrides],
  );
}

/** The active locale, for components that format dates or numbers with Intl. */
export const useUiLocale = (): UiLocale => useContext(UiTextContext).locale;
