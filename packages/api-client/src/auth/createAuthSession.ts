import { initializeApp, type FirebaseApp } from 'firebase/app';
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

/** spec §9: the ID token is force-refreshed every 50 minutes; readiness is awaited 2 seconds. */
export const ID_TOKEN_REFRESH_MS = 50 * 60 * 1000;
export const AUTH_READY_TIMEOUT_MS = 2_000;

export interface AuthSessionConfig {
  apiKey: string;
  projectId: string;
  authDomain?: string;
  /** e.g. http://localhost:9099 — the Firebase Auth emulator, when used. */
  emulatorUrl?: string;
  appName?: string;
}

export interface AuthSession {
  readonly auth: Auth;
  signInWithCustomToken(customToken: string): Promise<User>;
  getIdToken(): Promise<string | null>;
  /** true as soon as a user exists; false when none appeared within the wait. */
  waitForAuthReady(timeoutMs?: number): Promise<boolean>;
  signOut(): Promise<void>;
  onUserChanged(listener: (user: User | null) => void): () => void;
}

export function createAuthSession(config: AuthSessionConfig): AuthSession {
  const app: FirebaseApp = initializeApp(
    { apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain },
    config.appName,
  );
  // spec §4: local storage first, with fallbacks.
  const auth = initializeAuth(app, {
    persistence: [
      browserLocalPersistence,
      indexedDBLocalPersistence,
      browserSessionPersistence,
      inMemoryPersistence,
    ],
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  const stopRefreshTimer = () => {
    clearInterval(refreshTimer);
    refreshTimer = undefined;
  };
  const startRefreshTimer = (user: User) => {
    stopRefreshTimer();
    refreshTimer = setInterval(() => {
      user.getIdToken(true).catch(() => {
        // spec §4: a failed periodic refresh signs the user out.
        void signOut(auth);
      });
    }, ID_TOKEN_REFRESH_MS);
  };

  let timedUid: string | null = null;
  onIdTokenChanged(auth, (user) => {
    if (user && user.uid !== timedUid) startRefreshTimer(user);
    if (!user) stopRefreshTimer();
    timedUid = user?.uid ?? null;
  });

  return {
    auth,
    async signInWithCustomToken(customToken) {
      const credential = await signInWithCustomToken(auth, customToken);
      return credential.user;
    },
    async getIdToken() {
      try {
        return (await auth.currentUser?.getIdToken()) ?? null;
      } catch {
        return null; // spec §4: a failed token retrieval returns null.
      }
    },
    async waitForAuthReady(timeoutMs = AUTH_READY_TIMEOUT_MS) {
      await auth.authStateReady();
      if (auth.currentUser) return true;
      return new Promise<boolean>((resolve) => {
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
    },
    async signOut() {
      stopRefreshTimer();
      await signOut(auth);
    },
    onUserChanged(listener) {
      return onIdTokenChanged(auth, listener);
    },
  };
}
