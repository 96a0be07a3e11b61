import { describe, expect, it } from 'vitest';
import { pickLocale, supportedLocales, textDirection, type Locale } from './locales';

// Every part (shell, session, …) of every locale, merged per locale as i18n.ts merges them.
const localeFiles = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});
// Each screen's own text, a namespace per feature folder that has `locales/`, and the same for the
// shared pieces of app/ (lists, imports, …).
const screenFiles = import.meta.glob<Record<string, string>>(
  ['../../features/*/locales/*.json', '../*/locales/*.json'],
  { eager: true, import: 'default' },
);
/** `../../features/settings/locales/en.json` → `settings`; `../lists/locales/en.json` → `lists`. */
const namespaceOf = (file: string) => file.split('/').at(-3)!;

type Catalogue = Record<Locale, Record<string, string>>;

/** The files of `files` for each locale (by file name), merged. */
const cataloguePerLocale = (files: Record<string, Record<string, string>>): Catalogue =>
  Object.fromEntries(
    supportedLocales.map((locale) => [
      locale,
      Object.assign(
        {},
        ...Object.entries(files)
          .filter(([file]) => file.endsWith(`/${locale}.json`))
          .map(([, messages]) => messages),
      ) as Record<string, string>,
    ]),
  ) as Catalogue;

const screenNamespaces = [...new Set(Object.keys(screenFiles).map(namespaceOf))].sort();
const catalogues: [string, Catalogue][] = [
  ['console', cataloguePerLocale(localeFiles)],
  ...screenNamespaces.map((namespace): [string, Catalogue] => [
    namespace,
    cataloguePerLocale(
      Object.fromEntries(
        Object.entries(screenFiles).filter(([file]) => namespaceOf(file) === namespace),
      ),
    ),
  ]),
];

describe('console translations', () => {
  it('has every part of the text in every locale', () => {
    const parts = (files: Record<string, unknown>, locale: string) =>
      Object.keys(files)
        .filter((file) => file.endsWith(`/${locale}.json`))
        .map((file) => file.split('/').slice(0, -1).join('/'));
    for (const locale of supportedLocales) {
      expect(parts(localeFiles, locale)).toEqual(parts(localeFiles, 'en'));
      expect(parts(screenFiles, locale)).toEqual(parts(screenFiles, 'en'));
    }
    expect(parts(localeFiles, 'en')).toContain('./locales/session');
    expect(screenNamespaces).toContain('settings');
  });

  describe.each(catalogues)('namespace %s', (_namespace, catalogue) => {
    const englishKeys = Object.keys(catalogue.en).sort();

    it.each(supportedLocales)('%s has every key, none empty', (locale) => {
      const messages = catalogue[locale];
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    });

    it('keeps every interpolation placeholder in every locale', () => {
      for (const locale of supportedLocales) {
        for (const key of englishKeys) {
          const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
          expect(placeholders(catalogue[locale][key]!), `${locale} ${key}`).toEqual(
            placeholders(catalogue.en[key]!),
          );
        }
      }
    });
  });

  it('keeps no key in two namespaces (a screen would read the wrong one)', () => {
    const seen = new Map<string, string>();
    for (const [namespace, catalogue] of catalogues) {
      for (const key of Object.keys(catalogue.en)) {
        expect(seen.get(key), `${key} in ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
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
