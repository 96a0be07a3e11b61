import { apiClientTranslations } from '@org/api-client';
import { formsTranslations } from '@org/forms';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  consoleTranslations,
  DEFAULT_LOCALE,
  pickLocale,
  supportedLocales,
  textDirection,
  type Locale,
} from './locales';

const resources = Object.fromEntries(
  supportedLocales.map((locale) => [
    locale,
    {
      console: consoleTranslations[locale],
      forms: formsTranslations[locale],
      apiClient: apiClientTranslations[locale],
    },
  ]),
);

/** `<html lang dir>` follows the locale (spec §2). */
function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale as Locale);
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', applyDocumentLanguage);
void i18n.use(initReactI18next).init({
  resources,
  lng: pickLocale(undefined, navigator.languages),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...supportedLocales],
  ns: ['console', 'forms', 'apiClient'],
  defaultNS: 'console',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
