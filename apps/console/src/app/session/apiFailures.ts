import type { ApiClientEvent } from '@org/api-client';
import { isAuthenticatedAtom, networkErrorAtom, type SignedOutReason } from './sessionAtoms';
import { appStore } from './appStore';

/**
 * docs/product.md §2, §8: what the console does about a failure the api client reports. The network error
 * opens its dialog; a 401 (the session ended on the server) and the error code '403' (the account
 * was deactivated) sign the user out and go to /login. Without a signed-in user there is nobody
 * to sign out: restoring a session handles its own failures.
 */
export function handleApiFailure(
  event: ApiClientEvent,
  signOutToLogin: (reason: SignedOutReason) => void,
): void {
  if (event.type === 'network-error') {
    appStore.set(networkErrorAtom, { title: event.title, message: event.message });
  }
  if (
    (event.type === 'unauthorized' || event.type === 'logout-required') &&
    appStore.get(isAuthenticatedAtom)
  ) {
    signOutToLogin('session-ended');
  }
}
