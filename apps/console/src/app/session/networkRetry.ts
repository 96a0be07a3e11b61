import type { ApiError } from '@org/api-client';
import { appStore } from './appStore';
import { networkErrorAtom } from './sessionAtoms';

// Loaded with the first failed request that can be repeated, not with /login's first paint.
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
