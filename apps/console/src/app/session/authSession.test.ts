import { beforeEach, describe, expect, it, vi } from 'vitest';

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

const sdk = vi.hoisted(() => ({
  loaded: 0,
  /** Sessions created: the mocked module itself is loaded once per file. */
  created: 0,
  currentUser: null as object | null,
  waitForAuthReady: vi.fn(async () => true),
  onIdTokenChanged: null as ((token: string | null) => void) | null,
}));

vi.mock('./firebaseSession', () => {
  sdk.loaded += 1;
  return {
    createFirebaseSession: (onIdTokenChanged: (token: string | null) => void) => {
      sdk.created += 1;
      sdk.onIdTokenChanged = onIdTokenChanged;
      return {
        auth: {
          get currentUser() {
            return sdk.currentUser;
          },
        },
        waitForAuthReady: sdk.waitForAuthReady,
        getIdToken: async () => (sdk.currentUser ? 'id-token' : null),
      };
    },
  };
});

// A fresh module each time: its loading state is per page.
const freshAuthSession = async () => {
  vi.resetModules();
  return import('./authSession');
};

beforeEach(() => {
  localStorage.clear();
  sdk.loaded = 0;
  sdk.created = 0;
  sdk.currentUser = null;
  sdk.onIdTokenChanged = null;
  sdk.waitForAuthReady.mockClear();
});

describe('auth readiness without loading Firebase first (docs/product.md §4, docs/decisions.md "/login first-load budget"', () => {
  it('is false at once, without the SDK, when no user is persisted', async () => {
    const session = await freshAuthSession();
    await expect(session.waitForAuthReady()).resolves.toBe(false);
    expect(sdk.loaded).toBe(0);
    expect(session.loadedAuthSession()).toBeNull();
    await expect(session.requestAuth.getIdToken()).resolves.toBeNull();
  });

  it('loads the SDK and waits for it when a user is persisted', async () => {
    localStorage.setItem(USER_KEY, '{}');
    sdk.currentUser = { uid: 'u1' };
    const session = await freshAuthSession();
    await expect(session.waitForAuthReady()).resolves.toBe(true);
    expect(sdk.loaded).toBe(1);
    expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1);
    await expect(session.requestAuth.getIdToken()).resolves.toBe('id-token');
  });

  it('answers from the current user once the first wait is over (no second 2-second wait)', async () => {
    localStorage.setItem(USER_KEY, '{}');
    sdk.currentUser = { uid: 'u1' };
    const session = await freshAuthSession();
    await session.waitForAuthReady();
    sdk.currentUser = null; // signed out
    await expect(session.waitForAuthReady()).resolves.toBe(false);
    expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1);
  });
});

/** What the SDK persists for a signed-in user: its ID token and when that expires. */
const persistedUser = (token: string, expiresInMs: number) =>
  JSON.stringify({
    uid: 'u1',
    stsTokenManager: {
      accessToken: token,
      refreshToken: 'r',
      expirationTime: Date.now() + expiresInMs,
    },
  });

describe('a returning user before Firebase loads (docs/decisions.md "A returning user\'s first requests do not wait for Firebase")', () => {
  it('is ready at once on the persisted ID token, and the SDK loads only when asked for', async () => {
    localStorage.setItem(USER_KEY, persistedUser('persisted-token', 30 * 60 * 1000));
    const session = await freshAuthSession();
    await expect(session.waitForAuthReady()).resolves.toBe(true);
    await expect(session.requestAuth.getIdToken()).resolves.toBe('persisted-token');
    expect(sdk.created).toBe(0);

    // After the first signed-in paint: the SDK reloads the user and its token is used from then on.
    sdk.currentUser = { uid: 'u1' };
    session.loadDeferredAuthSession();
    await vi.waitFor(() => expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1));
    await expect(session.requestAuth.getIdToken()).resolves.toBe('id-token');
  });

  it('loads the SDK to sign out a user let in before it', async () => {
    localStorage.setItem(USER_KEY, persistedUser('persisted-token', 30 * 60 * 1000));
    const session = await freshAuthSession();
    await session.waitForAuthReady();
    expect(sdk.created).toBe(0);
    await expect(session.loadedAuthSession()).resolves.toBeTruthy();
    expect(sdk.created).toBe(1);
  });

  it('waits for the SDK when the persisted token has less than a minute left', async () => {
    localStorage.setItem(USER_KEY, persistedUser('old-token', 30_000));
    sdk.currentUser = { uid: 'u1' };
    const session = await freshAuthSession();
    await expect(session.waitForAuthReady()).resolves.toBe(true);
    expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1);
    await expect(session.requestAuth.getIdToken()).resolves.toBe('id-token');
  });

  it('lets nobody in on a token persisted for another Firebase project', async () => {
    localStorage.setItem(
      'firebase:authUser:another-key:[DEFAULT]',
      persistedUser('foreign-token', 30 * 60 * 1000),
    );
    const session = await freshAuthSession();
    await session.waitForAuthReady();
    await expect(session.requestAuth.getIdToken()).resolves.not.toBe('foreign-token');
  });
});

describe('the ID token', () => {
  it("follows the session's token changes in the app store", async () => {
    const session = await freshAuthSession();
    const { appStore } = await import('./appStore');
    const { idTokenAtom } = await import('./sessionAtoms');
    await session.loadAuthSession();
    sdk.onIdTokenChanged?.('fresh-token');
    expect(appStore.get(idTokenAtom)).toBe('fresh-token');
    sdk.onIdTokenChanged?.(null);
    expect(appStore.get(idTokenAtom)).toBeNull();
  });
});
