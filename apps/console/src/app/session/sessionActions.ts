import { getCurrentUser, logout as logoutRequest } from '@org/api-client';
import { i18n, loadSignedInText } from '../i18n/i18n';
import type * as SignedInUiModule from './SignedInProviders';
import { isSupportedLocale, pickLocale } from '../i18n/locales';
import { apiClient } from './apiClient';
import { appStore } from './appStore';
import { loadAuthSession, loadedAuthSession, requestAuth, waitForAuthReady } from './authSession';
import { loginStepAtom } from './clientStateAtoms';
import { loadedQueryClient } from './queryClientRegistry';
import {
  authInitializedAtom,
  currentUserAtom,
  idTokenAtom,
  networkErrorAtom,
  serverUnreachableAtom,
} from './sessionAtoms';

type SignedInUi = typeof SignedInUiModule;
let signedInUi: SignedInUi | null = null;

/** The providers and dialogs of a signed-in user and their words, fetched before the user is shown signed in. */
async function loadSignedInUi(): Promise<SignedInUi> {
  const [module] = await Promise.all([import('./SignedInProviders'), loadSignedInText()]);
  signedInUi ??= module;
  return signedInUi;
}

/** The signed-in providers once loaded; always loaded while a user is signed in. */
export const loadedSignedInUi = (): SignedInUi | null => signedInUi;

async function loadCurrentUser(): Promise<void> {
  const [user] = await Promise.all([getCurrentUser(apiClient), loadSignedInUi()]);
  // Not the SDK's own: a returning user's may still be loading (authSession.ts).
  appStore.set(idTokenAtom, await requestAuth.getIdToken());
  const language = user.userSettings.find(
    (setting) => setting.settingKey === 'language',
  )?.settingValue;
  if (isSupportedLocale(language)) await i18n.changeLanguage(language);
  appStore.set(currentUserAtom, user);
}

async function signOutOfIdentityProvider(): Promise<void> {
  const session = await loadedAuthSession();
  await session?.signOut();
}

let restoring: Promise<void> | null = null;

/**
 * The api did not answer (no connection, a timeout, a gateway or server failure): that says
 * nothing about the session, so it must not end it.
 */
function serverUnreachable(error: unknown): boolean {
  // Read by shape: ApiError's module brings axios, which /login's first paint must not carry.
  const failure = error as { name?: unknown; status?: unknown } | null;
  if (failure?.name !== 'ApiError') return false;
  return failure.status === null || (typeof failure.status === 'number' && failure.status >= 500);
}

/**
 * Waits once for the persisted session, then loads who is signed in (docs/product.md §4). When the
 * api cannot be reached, the identity provider's session is kept, `serverUnreachableAtom` says so
 * and the next call tries again (docs/product.md §11.3). `whileUserLoads` runs when a user
 * exists, as the api is asked who it is: the first caller's starts what their page needs meanwhile.
 */
export function restoreSession(whileUserLoads?: () => void): Promise<void> {
  restoring ??= (async () => {
    try {
      if (await waitForAuthReady()) {
        whileUserLoads?.();
        await loadCurrentUser();
      }
      appStore.set(serverUnreachableAtom, false);
    } catch (error) {
      appStore.set(currentUserAtom, null);
      if (serverUnreachable(error)) {
        // The page says it itself, with "Try again": no network dialog on top.
        appStore.set(networkErrorAtom, null);
        appStore.set(serverUnreachableAtom, true);
        restoring = null;
      } else {
        await signOutOfIdentityProvider().catch(() => undefined);
      }
    } finally {
      appStore.set(authInitializedAtom, true);
    }
  })();
  return restoring;
}

/**
 * Exchanges the api's custom token with the identity provider (loading the SDK now:
 * docs/decisions.md "/login first-load budget") and loads the user. Rejects with an IdentityError (docs/product.md §8) when the exchange fails.
 */
export async function completeSignIn(customToken: string): Promise<void> {
  const session = await loadAuthSession();
  await session.signInWithCustomToken(customToken);
  try {
    await loadCurrentUser();
  } catch (error) {
    await session.signOut();
    throw error;
  }
}

let loggingOut: Promise<void> | null = null;

/**
 * docs/product.md §4: post to the server ignoring failures, clear the user and the whole cache, reset the step.
 * The other tabs of the browser are told, and log out too; a tab that logs out because another
 * one did asks the server nothing and tells nobody. Several triggers at once (a 401 and the idle
 * deadline, say) share one logout.
 */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    // Loaded with the signed-in part by now; kept out of /login's first load.
    const sessionChannel = await import('./sessionChannel');
    // Nobody can be signed in before the identity provider's SDK has loaded.
    if (loadedAuthSession() && !sessionChannel.loggedOutInOtherTab()) {
      try {
        await logoutRequest(apiClient);
      } catch {
        // The server may already consider the session over.
      }
      // Only once the server has the request: a tab that signed out of the identity provider
      // before could have left it without its token, and the session open.
      sessionChannel.tellOtherTabs({ type: 'signed-out' });
    }
    await signOutOfIdentityProvider().catch(() => undefined);
    appStore.set(currentUserAtom, null);
    appStore.set(idTokenAtom, null);
    loadedQueryClient()?.clear();
    appStore.set(loginStepAtom, 'email');
    // A shared workstation: the next person starts in the browser's language, not in the last
    // person's (their own saved language applies once they sign in). PreferencesSync stores it.
    await i18n.changeLanguage(pickLocale(undefined, navigator.languages));
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}
