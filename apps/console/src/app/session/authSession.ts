import type { AuthSession, RequestAuth } from '@org/api-client';
import { loadOnce } from '../loadOnce';
import { appStore } from './appStore';
import { hasPersistedFirebaseUser } from './persistedAuthUser';
import { idTokenAtom } from './sessionAtoms';

// docs/decisions.md "/login first-load budget": this module is on the path of the first paint of /login, so it holds only what is
// light. axios (the api client) and the Firebase SDK load on first use, through the loaders below.

/** The Firebase session; the SDK is fetched the first time anybody needs it, then kept. */
export const loadAuthSession = loadOnce(() =>
  import('./firebaseSession').then(({ createFirebaseSession }): AuthSession =>
    createFirebaseSession((token) => appStore.set(idTokenAtom, token)),
  ),
);

/** The Firebase session if the SDK is already loaded, else null (then nobody is signed in). */
export const loadedAuthSession = (): Promise<AuthSession> | null => loadAuthSession.started();

let persistedUserCheck: Promise<boolean> | null = null;
let firstReadinessAnswered = false;

/**
 * docs/product.md §4 auth readiness: true as soon as a user exists, false when none appears within the wait.
 * When no persisted Firebase user exists and the SDK is not loaded, nobody can be signed in: false
 * at once, without fetching the SDK. After the first answer the SDK's current user decides at once
 * (the SDK would otherwise wait its 2 seconds again after a sign-out).
 */
export async function waitForAuthReady(): Promise<boolean> {
  if (!loadAuthSession.started()) {
    persistedUserCheck ??= hasPersistedFirebaseUser();
    if (!(await persistedUserCheck)) return false;
  }
  const session = await loadAuthSession();
  if (firstReadinessAnswered) return session.auth.currentUser !== null;
  const ready = await session.waitForAuthReady();
  firstReadinessAnswered = true;
  return ready;
}

/** The auth the api client needs: readiness before each request, then the ID token if any. */
export const requestAuth: RequestAuth = {
  waitForAuthReady,
  async getIdToken() {
    const session = await loadAuthSession.started();
    return session ? session.getIdToken() : null;
  },
};
