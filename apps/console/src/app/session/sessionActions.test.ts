import { logout as logoutRequest, type AuthSession } from '@org/api-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';
import { i18n, i18nReady } from '../i18n/i18n';
import { appStore } from './appStore';
import { loadedAuthSession } from './authSession';
import { loginStepAtom } from './clientStateAtoms';
import { queryClient } from './queryClient';
import { logout } from './sessionActions';
import { currentUserAtom, idTokenAtom } from './sessionAtoms';
import { onOtherTabsNews } from './sessionChannel';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  logout: vi.fn(() => Promise.resolve()),
}));

vi.mock('./authSession', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadedAuthSession: vi.fn(() => null),
}));

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

/** The identity provider's SDK is loaded, with `demoAdmin` signed in to it and to the console. */
function signedIn() {
  const signOut = vi.fn(() => Promise.resolve());
  vi.mocked(loadedAuthSession).mockReturnValue(
    Promise.resolve({ signOut } as unknown as AuthSession),
  );
  appStore.set(currentUserAtom, demoAdmin());
  appStore.set(idTokenAtom, 'id-token');
  return { signOut };
}

/** Another tab of the same browser, and what it heard. */
const otherTab = () => {
  const tab = new BroadcastChannel('clinic-console-session');
  const heard: unknown[] = [];
  tab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  return { tab, heard };
};

beforeAll(() => i18nReady);
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(logoutRequest).mockClear();
  vi.mocked(loadedAuthSession).mockReset().mockReturnValue(null);
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

  it("clears the query cache: nothing of the last person's data is left for the next", async () => {
    signedIn();
    queryClient.setQueryData(['patients', { page: 1 }], { items: [{ fullName: 'Ana Lopes' }] });

    await logout();

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(appStore.get(currentUserAtom)).toBeNull();
  });
});

describe('logout and the other tabs of the browser', () => {
  it('ends the session on the server, then tells the other tabs', async () => {
    const { signOut } = signedIn();
    const { tab, heard } = otherTab();
    try {
      await logout();
      expect(logoutRequest).toHaveBeenCalledOnce();
      expect(signOut).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(heard).toEqual([{ type: 'signed-out' }]));
    } finally {
      tab.close();
    }
  });

  it('after a logout in another tab, asks the server nothing and tells nobody', async () => {
    const { signOut } = signedIn();
    const listening = vi.fn();
    const stopListening = onOtherTabsNews(listening);
    const { tab } = otherTab();
    try {
      tab.postMessage({ type: 'signed-out' });
      await vi.waitFor(() => expect(listening).toHaveBeenCalledOnce());
      const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');

      await logout();

      expect(logoutRequest).not.toHaveBeenCalled();
      expect(posted).not.toHaveBeenCalled();
      // Signed out here too: the identity provider's user is the browser's, not the tab's.
      expect(signOut).toHaveBeenCalledOnce();
      expect(appStore.get(currentUserAtom)).toBeNull();
    } finally {
      stopListening();
      tab.close();
    }
  });
});
