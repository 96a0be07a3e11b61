import { describe, expect, it } from 'vitest';
import { uiLocales } from './locales';
import { uiMessageCatalogs } from './uiMessages';

describe('built-in strings of @org/ui', () => {
  it.each(uiMessageCatalogs.map((catalog, index) => [index, catalog] as const))(
    'catalogue %i has every English key in every locale, none empty',
    (_index, catalog) => {
      const englishKeys = Object.keys(catalog.en).sort();
      for (const locale of uiLocales) {
        const messages = catalog[locale] as Record<string, string>;
        expect(Object.keys(messages).sort(), locale).toEqual(englishKeys);
        for (const key of englishKeys) {
          expect(messages[key]?.trim(), `${locale} ${key}`).not.toBe('');
          const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
          expect(placeholders(messages[key]!), `${locale} ${key}`).toEqual(
            placeholders((catalog.en as Record<string, string>)[key]!),
          );
        }
      }
    },
  );

  it('never defines one key in two catalogues', () => {
    const keys = uiMessageCatalogs.flatMap((catalog) => Object.keys(catalog.en));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
