import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithCustomToken,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { assertAuthorizedDomain, identityToolkitUrl } from './authorizedDomains';
import { toIdentityError } from './identityErrors';

/** docs/product.md §9: the ID token is force-refreshed every 50 minutes; readiness is awaited 2 seconds. */
export const ID_TOKEN_REFRESH_MS = 50 * 60 * 1000;
export const AUTH_READY_TIMEOUT_MS = 2_000;

export interface AuthSessionConfig {
  apiKey: string;
  projectId: string;
  authDomain?: string;
  /** e.g. http://127.0.0.1:9099 — the Firebase Auth emulator, when used. */
  emulatorUrl?: string;
  /** The Firebase app's name; one per session object. */
  appName?: string;
  /** The page's host name, checked against the authorised domains before sign-in. */
  hostname?: string;
}

export interface AuthSession {
  readonly auth: Auth;
  /** Checks the authorised domain, then exchanges the api's custom token (docs/product.md §7). */
  signInWithCustomToken(customToken: string): Promise<User>;
  /** The current ID token, refreshed when `forceRefresh`; null when there is none or it fails. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /**
   * docs/product.md §4: true as soon as a user exists, false when none appeared within the wait. Once the
   * first wait is over, later calls answer at once.
   */
  waitForAuthReady(timeoutMs?: number): Promise<boolean>;
  /** Rejects with an IdentityError('unauthorized-domain') when the host may not sign in. */
  checkAuthorizedDomain(hostname?: string): Promise<void>;
  signOut(): Promise<void>;
  onUserChanged(listener: (user: User | null) => void): () => void;
  /** Releases the Firebase app (tests, or an app that re-creates its session). */
  dispose(): Promise<void>;
}

export function createAuthSession(config: AuthSessionConfig): AuthSession {
  const app: FirebaseApp = initializeApp(
    { apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain },
    config.appName,
  );
  // docs/product.md §4: local storage first, with fallbacks.
  const auth = initializeAuth(app, {
    persistence: [
      browserLocalPersistence,
      indexedDBLocalPersistence,
      browserSessionPersistence,
      inMemoryPersistence,
    ],
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const projectConfigUrl = identityToolkitUrl(config.apiKey, config.emulatorUrl);

  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let timedUid: string | null = null;
  const stopRefreshTimer = () => {
    clearInterval(refreshTimer);
    refreshTimer = undefined;
    timedUid = null;
  };
  // docs/product.md §4: a signed-in or restored user gets a timer that force-refreshes the ID token.
  const startRefreshTimer = (user: User) => {
    clearInterval(refreshTimer);
    timedUid = user.uid;
    refreshTimer = setInterval(() => {
      user.getIdToken(true).catch(() => {
        // docs/product.md §4: a failed periodic refresh signs the user out.
        stopRefreshTimer();
        void signOut(auth);
      });
    }, ID_TOKEN_REFRESH_MS);
  };
  const unsubscribeTimer = onIdTokenChanged(auth, (user) => {
    if (!user) stopRefreshTimer();
    else if (user.uid !== timedUid) startRefreshTimer(user);
  });

  let readinessSettled = false;
  const waitForUser = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        unsubscribe();
        resolve(false);
      }, timeoutMs);
      const unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(true);
      });
    });

  const checkAuthorizedDomain = (
    hostname = config.hostname ??
      (globalThis as { location?: { hostname?: string } }).location?.hostname ??
      '',
  ) => assertAuthorizedDomain(hostname, projectConfigUrl);

  return {
    auth,
    async signInWithCustomToken(customToken) {
      await checkAuthorizedDomain();
      try {
        const credential = await signInWithCustomToken(auth, customToken);
        return credential.user;
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async getIdToken(forceRefresh = false) {
      try {
        return (await auth.currentUser?.getIdToken(forceRefresh)) ?? null;
      } catch {
        return null; // docs/product.md §4: a failed token retrieval returns null.
      }
    },
    async waitForAuthReady(timeoutMs = AUTH_READY_TIMEOUT_MS) {
      await auth.authStateReady();
      if (auth.currentUser) return true;
      if (readinessSettled) return false;
      const hasUser = await waitForUser(timeoutMs);
      readinessSettled = true;
      return hasUser;
    },
    checkAuthorizedDomain,
    async signOut() {
      stopRefreshTimer();
      await signOut(auth);
    },
    onUserChanged: (listener) => onIdTokenChanged(auth, listener),
    async dispose() {
      stopRefreshTimer();
      unsubscribeTimer();
      await deleteApp(app);
    },
  };
}
