import { describe, expect, it } from 'vitest';
import { consoleTranslations, pickLocale, supportedLocales, textDirection } from './locales';

const englishKeys = Object.keys(consoleTranslations.en).sort();

describe('console translations', () => {
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
