import { describe, expect, it } from 'vitest';
import { i18n, i18nReady, loadSignedInText } from './i18n';
import signedInFrench from './locales/signedIn/fr.json';
import signedInSpanish from './locales/signedIn/es.json';
import shellFrench from './locales/shell/fr.json';

// vitest-isolate: checks what i18n holds before any signed-in page loaded its words.
// docs/decisions.md "/login first-load budget": the signed-in words load only once asked for, in
// every locale loaded so far and in every locale loaded afterwards.
describe('the signed-in part of the console text', () => {
  const key = 'header.mainNavigation';

  it('is not there before a signed-in page asks for it, in English or a loaded locale', async () => {
    await i18nReady;
    await i18n.changeLanguage('es');
    expect(i18n.exists(key, { lng: 'en', fallbackLng: false })).toBe(false);
    expect(i18n.exists(key, { lng: 'es', fallbackLng: false })).toBe(false);
  });

  it('comes for English and the locales loaded so far once asked for', async () => {
    await loadSignedInText();
    expect(i18n.t(key, { lng: 'en' })).toBe('Main navigation');
    expect(i18n.t(key, { lng: 'es' })).toBe(signedInSpanish[key]);
  });

  it('comes with a locale loaded afterwards, beside that locale’s other words', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t(key)).toBe(signedInFrench[key]);
    expect(i18n.t('notFound.title')).toBe(shellFrench['notFound.title']);
  });
});
