import { describe, expect, it } from 'vitest';
import { pickLocale, supportedLocales, textDirection, type Locale } from './locales';

// Every part (shell, session, …) of every locale, merged per locale as i18n.ts merges them.
const localeFiles = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
const consoleTranslations = Object.fromEntries(
  supportedLocales.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.entries(localeFiles)
        .filter(([file]) => file.endsWith(`/${locale}.json`))
        .map(([, messages]) => messages),
    ) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;

const englishKeys = Object.keys(consoleTranslations.en).sort();

describe('console translations', () => {
  it('has every part of the text in every locale', () => {
    const parts = (locale: string) =>
      Object.keys(localeFiles)
        .filter((file) => file.endsWith(`/${locale}.json`))
        .map((file) => file.split('/')[2]);
    for (const locale of supportedLocales) expect(parts(locale)).toEqual(parts('en'));
    expect(parts('en')).toContain('session');
  });

  it.each(supportedLocales)('%s has every key, none empty', (locale) => {
    const messages = consoleTranslations[locale];
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });

  it('keeps every interpolation placeholder in every locale', () => {
    for (const locale of supportedLocales) {
      for (const key of englishKeys) {
        const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(consoleTranslations[locale][key]!), `${locale} ${key}`).toEqual(
          placeholders(consoleTranslations.en[key]!),
        );
      }
    }
  });
});

describe('pickLocale', () => {
  it('prefers the user language setting', () => {
    expect(pickLocale('fr', ['es-ES'])).toBe('fr');
  });
  it('falls back to a supported browser language, by base language too', () => {
    expect(pickLocale(undefined, ['de-DE', 'pt-BR'])).toBe('pt');
    expect(pickLocale('klingon', ['zh-TW'])).toBe('zh-TW');
  });
  it('does not take simplified Chinese for traditional', () => {
    expect(pickLocale(undefined, ['zh-CN'])).toBe('en');
  });
  it('is en when nothing matches', () => {
    expect(pickLocale(undefined, ['de'])).toBe('en');
  });
  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
