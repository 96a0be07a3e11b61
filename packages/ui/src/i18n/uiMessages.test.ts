import { describe, expect, it } from 'vitest';
import { uiLocales, type UiMessage } from './locales';

const textOf = (message: UiMessage) => (typeof message === 'string' ? message : message.other);
import { uiMessageCatalogs } from './uiMessages';

describe('built-in strings of @org/ui', () => {
  it.each(uiMessageCatalogs.map((catalog, index) => [index, catalog] as const))(
    'catalogue %i has every English key in every locale, none empty',
    (_index, catalog) => {
      const englishKeys = Object.keys(catalog.en).sort();
      const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
      for (const locale of uiLocales) {
        const messages = catalog[locale] as Record<string, UiMessage>;
        expect(Object.keys(messages).sort(), locale).toEqual(englishKeys);
        for (const key of englishKeys) {
          const english = placeholders(textOf((catalog.en as Record<string, UiMessage>)[key]!));
          const message = messages[key]!;
          // Each plural form the locale has (Intl.PluralRules), and no other.
          const forms =
            typeof message === 'string'
              ? { other: message }
              : (message as Partial<Record<Intl.LDMLPluralRule, string>>);
          if (typeof message !== 'string') {
            const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
            expect(Object.keys(forms).sort(), `${locale} ${key}`).toEqual([...categories].sort());
          }
          for (const [form, text] of Object.entries(forms)) {
            expect(text?.trim(), `${locale} ${key} ${form}`).not.toBe('');
            // A form for one number may write it out ("صفحة واحدة"), and say no other placeholder.
            const own = placeholders(text!);
            if (form === 'other' || own.length === english.length) {
              expect(own, `${locale} ${key} ${form}`).toEqual(english);
            } else {
              expect(english, `${locale} ${key} ${form}`).toEqual(expect.arrayContaining(own));
            }
          }
        }
      }
    },
  );

  it('never defines one key in two catalogues', () => {
    const keys = uiMessageCatalogs.flatMap((catalog) => Object.keys(catalog.en));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
