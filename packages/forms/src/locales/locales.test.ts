import { describe, expect, it } from 'vitest';
import { otpLengthMessage, OTP_LENGTH, validationMessages } from '../messages';
import { formsTranslations } from './index';

const englishKeys = Object.keys(formsTranslations.en).sort();

describe('validation message translations', () => {
  it('has an English entry for every message the schemas use', () => {
    const used = [...Object.values(validationMessages), otpLengthMessage(OTP_LENGTH)].sort();
    expect(englishKeys).toEqual(used);
  });

  it.each(Object.entries(formsTranslations))('%s translates every key', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
