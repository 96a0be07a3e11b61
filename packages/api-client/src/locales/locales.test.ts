import { describe, expect, it } from 'vitest';
import { apiClientMessages } from '../apiClientMessages';
import { apiClientTranslations } from './index';

describe('api-client translations', () => {
  it.each(Object.entries(apiClientTranslations))(
    '%s translates every message the package produces',
    (_locale, messages) => {
      expect(Object.keys(messages).sort()).toEqual([...apiClientMessages].sort());
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    },
  );
});
