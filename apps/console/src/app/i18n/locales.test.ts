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

/** The form of a key that has no plural forms. */
const SINGLE = '';
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Each key's texts by plural form (i18next's `key_one`, `key_other`, …, chosen by
 * Intl.PluralRules), SINGLE for a key without them.
 */
function textsByKey(messages: Record<string, string>): Map<string, Map<string, string>> {
  const texts = new Map<string, Map<string, string>>();
  for (const [key, text] of Object.entries(messages)) {
    const plural = PLURAL_FORM.exec(key);
    const isPlural = plural !== null && `${plural[1]}_other` in messages;
    const base = isPlural ? plural[1]! : key;
    if (!texts.has(base)) texts.set(base, new Map());
    texts.get(base)!.set(isPlural ? plural[2]! : SINGLE, text);
  }
  return texts;
}

/** `{{name}}` and `{{name, format}}`, by name. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((match) => match[1]!).sort();

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
    const englishTexts = textsByKey(catalogue.en);

    it.each(supportedLocales)(
      '%s has every key, a plural one in each of its plural forms, none empty',
      (locale) => {
        const messages = catalogue[locale];
        const texts = textsByKey(messages);
        expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [key, forms] of texts) {
          if (englishTexts.get(key)!.has(SINGLE)) expect([...forms.keys()], key).toEqual([SINGLE]);
          else expect([...forms.keys()].sort(), key).toEqual([...categories].sort());
        }
        for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
        expect(englishKeys.length).toBeGreaterThan(0);
      },
    );

    it('keeps every interpolation placeholder in every locale', () => {
      for (const locale of supportedLocales) {
        for (const [key, forms] of textsByKey(catalogue[locale])) {
          const english = englishTexts.get(key)!;
          const expected = placeholders(english.get(SINGLE) ?? english.get('other')!);
          for (const [form, text] of forms) {
            const own = placeholders(text);
            // A form for one number may write it out ("عيادة واحدة") instead of its placeholder.
            if (form === SINGLE || form === 'other') {
              expect(own, `${locale} ${key}`).toEqual(expected);
            } else {
              expect(expected, `${locale} ${key}_${form}`).toEqual(expect.arrayContaining(own));
            }
          }
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
