import type { ApiClientEvent, ApiError } from '@org/api-client';
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

/** The requests waiting for the person's answer to the network-error dialog. */
let waitingForAnswer: ((retry: boolean) => void)[] = [];

/**
 * docs/product.md §8: a request that can be repeated could not reach the server. The dialog offers
 * "Try again"; every request that failed meanwhile waits for the one answer.
 */
export function askToRetry(error: ApiError): Promise<boolean> {
  return new Promise((resolve) => {
    waitingForAnswer.push(resolve);
    const shown = appStore.get(networkErrorAtom);
    // A dialog already open for a request that cannot be repeated keeps its single OK.
    if (!shown || shown.retryable) {
      appStore.set(networkErrorAtom, {
        // NETWORK_ERROR_TITLE's text (a key of the api-client catalogue), written out: importing
        // it would bring axios onto /login's first paint. The test keeps the two equal.
        title: 'Network Error',
        message: error.message,
        retryable: true,
      });
    }
  });
}

/** The person's answer: send the waiting requests again, or let them fail. The dialog closes. */
export function answerNetworkError(retry: boolean): void {
  const waiting = waitingForAnswer;
  waitingForAnswer = [];
  appStore.set(networkErrorAtom, null);
  waiting.forEach((resolve) => resolve(retry));
}
