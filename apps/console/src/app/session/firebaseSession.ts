import { createAuthSession, type AuthSession } from '@org/api-client';
import { authConfig } from '../config';

/**
 * The Firebase session (docs/product.md §4). Loaded on demand: see `loadAuthSession` in ./authSession.
 * `onIdTokenChanged` receives the signed-in user's ID token after every change, null when nobody
 * is signed in.
 */
export function createFirebaseSession(
  onIdTokenChanged: (token: string | null) => void,
): AuthSession {
  const authSession = createAuthSession(authConfig);
  // docs/product.md §3: the ID token atom follows the SDK, also through its periodic refresh.
  authSession.onUserChanged((user) => {
    if (!user) {
      onIdTokenChanged(null);
      return;
    }
    user.getIdToken().then(
      (token) => onIdTokenChanged(token),
      () => onIdTokenChanged(null), // docs/product.md §4: a failed token retrieval gives null.
    );
  });
  return authSession;
}
