import { logout as logoutRequest } from '@org/api-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n';
import { appStore } from './appStore';
import { loginStepAtom } from './clientStateAtoms';
import { logout } from './sessionActions';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  logout: vi.fn(() => Promise.resolve()),
}));

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeAll(() => i18nReady);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('logout on a shared workstation', () => {
  it("leaves the next person the browser's language, not the last person's", async () => {
    await i18n.changeLanguage('ar');
    appStore.set(loginStepAtom, 'otp');
    browserLanguages(['fr-FR', 'en-US']);

    await logout();

    expect(i18n.language).toBe('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(appStore.get(loginStepAtom)).toBe('email');
  });

  it('falls back to English for a browser in a language the console does not offer', async () => {
    await i18n.changeLanguage('vi');
    browserLanguages(['de-DE']);

    await logout();

    expect(i18n.language).toBe('en');
    // Nobody was signed in through the identity provider here: no request to the api.
    expect(logoutRequest).not.toHaveBeenCalled();
  });
});
