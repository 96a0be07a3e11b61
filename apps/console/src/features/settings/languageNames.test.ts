import { describe, expect, it } from 'vitest';
import { languageNamer } from '../../app/i18n/languageName';
import { supportedLocales } from '../../app/i18n/locales';
import { ownLanguageName } from './languageNames';

describe('ownLanguageName', () => {
  it('names each language in itself, starting with a capital where the script has them', () => {
    expect(ownLanguageName('en')).toMatch(/^English/);
    expect(ownLanguageName('es')).toBe('Español');
    expect(ownLanguageName('fr')).toBe('Français');
    expect(ownLanguageName('ar')).toBe('العربية');
  });

  it('gives every supported locale a different name', () => {
    const names = supportedLocales.map(ownLanguageName);
    expect(new Set(names).size).toBe(supportedLocales.length);
  });
});

describe('languageNamer', () => {
  it("names a language in the reader's language, as the documents list does", () => {
    expect(languageNamer('en')('pt')).toBe('Portuguese');
    expect(languageNamer('fr')('pt')).toBe('portugais');
  });
});
