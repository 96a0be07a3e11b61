import type { AuthSession, RequestAuth } from '@org/api-client';
import { firebaseApiKey } from '../firebaseApiKey';
import { loadOnce } from '../loadOnce';
import { appStore } from './appStore';
import { hasPersistedFirebaseUser, persistedIdToken } from './persistedAuthUser';
import { idTokenAtom } from './sessionAtoms';

// docs/decisions.md "/login first-load budget": this module is on the path of the first paint of /login, so it holds only what is
// light. axios (the api client) and the Firebase SDK load on first use, through the loaders below.

let loadedSession: AuthSession | null = null;

/** The Firebase session; the SDK is fetched the first time anybody needs it, then kept. */
export const loadAuthSession = loadOnce(() =>
  import('./firebaseSession').then(({ createFirebaseSession }): AuthSession => {
    loadedSession ??= createFirebaseSession((token) => appStore.set(idTokenAtom, token));
    return loadedSession;
  }),
);

let persistedUserCheck: Promise<boolean> | null = null;
let firstReadinessAnswered = false;
/** A returning user was let in on the ID token the SDK persisted, before the SDK was loaded. */
let restoredBeforeSdk = false;

/** The SDK's first readiness (it reloads the persisted user first), awaited once. */
const sdkReadiness = loadOnce(async () => {
  const session = await loadAuthSession();
  const ready = await session.waitForAuthReady();
  firstReadinessAnswered = true;
  return ready;
});

/**
 * The persisted ID token while the SDK has not answered yet (docs/decisions.md "A returning
 * user's first requests do not wait for Firebase"); null once it has, or when there is none.
 */
const tokenBeforeSdk = (): string | null =>
  firstReadinessAnswered ? null : persistedIdToken(firebaseApiKey);

/**
 * Loads the SDK that a returning user's restore left for later: the signed-in layout asks for it
 * once it has painted. From then on the SDK refreshes the token and answers for the session.
 */
export function loadDeferredAuthSession(): void {
  if (restoredBeforeSdk) sdkReadiness().catch(() => undefined);
}

/**
 * The Firebase session if anybody may be signed in, else null: the SDK once it was asked for, or
 * now, for a user let in before it loaded (to sign them out, say).
 */
export function loadedAuthSession(): Promise<AuthSession> | null {
  loadDeferredAuthSession();
  return loadAuthSession.started();
}

/**
 * docs/product.md §4 auth readiness: true as soon as a user exists, false when none appears within the wait.
 * When no persisted Firebase user exists and the SDK is not loaded, nobody can be signed in: false
 * at once, without fetching the SDK. A persisted user whose ID token is still fresh is ready at
 * once too, and the SDK loads after the first signed-in paint (`loadDeferredAuthSession`). After
 * the first answer the SDK's current user decides at once (the SDK would otherwise wait its 2
 * seconds again after a sign-out).
 */
export async function waitForAuthReady(): Promise<boolean> {
  if (!loadAuthSession.started()) {
    persistedUserCheck ??= hasPersistedFirebaseUser();
    if (!(await persistedUserCheck)) return false;
  }
  if (tokenBeforeSdk() !== null) {
    if (!loadAuthSession.started()) restoredBeforeSdk = true;
    return true;
  }
  if (firstReadinessAnswered) return (await loadAuthSession()).auth.currentUser !== null;
  return sdkReadiness();
}

/** The auth the api client needs: readiness before each request, then the ID token if any. */
export const requestAuth: RequestAuth = {
  waitForAuthReady,
  async getIdToken() {
    if (loadedSession?.auth.currentUser) return loadedSession.getIdToken();
    const persisted = tokenBeforeSdk();
    if (persisted !== null) return persisted;
    const session = await loadedAuthSession();
    if (!session) return null;
    // The persisted token aged past its last minute before the SDK answered: wait for the SDK.
    if (!firstReadinessAnswered) await sdkReadiness().catch(() => undefined);
    return session.getIdToken();
  },
};
