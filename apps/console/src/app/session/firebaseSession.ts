import { createAuthSession } from '@org/api-client';
import { authConfig } from '../config';
import { idTokenAtom } from './sessionAtoms';
import { appStore } from './sessionServices';

/** The Firebase session (spec §4). Loaded on demand: see `loadAuthSession` in sessionServices. */
export const authSession = createAuthSession(authConfig);

// spec §3: the ID token atom follows the SDK, also through its periodic refresh.
authSession.onUserChanged((user) => {
  if (!user) {
    appStore.set(idTokenAtom, null);
    return;
  }
  user.getIdToken().then(
    (token) => appStore.set(idTokenAtom, token),
    () => appStore.set(idTokenAtom, null), // spec §4: a failed token retrieval gives null.
  );
});
