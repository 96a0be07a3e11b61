import { describe, expect, it } from 'vitest';
import { allValidationMessages } from '../messages';
import { formsTranslations } from './index';

const englishKeys = Object.keys(formsTranslations.en).sort();

describe('validation message translations', () => {
  it('has an English entry, word for word, for every message the schemas can give', () => {
    expect(englishKeys).toEqual([...allValidationMessages].sort());
    for (const [key, text] of Object.entries(formsTranslations.en)) expect(text).toBe(key);
  });

  it.each(Object.entries(formsTranslations))(
    '%s translates every key, none empty',
    (locale, messages) => {
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${locale}: ${key}`).not.toBe('');
        if (locale !== 'en') expect(text, `${locale} copies English: ${key}`).not.toBe(key);
      }
    },
  );
});
