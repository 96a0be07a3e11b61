import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TITLE } from '@org/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';
import { handleApiFailure } from './apiFailures';
import { answerNetworkError, askToRetry } from './networkRetry';
import { currentUserAtom, networkErrorAtom } from './sessionAtoms';
import { appStore } from './appStore';

const signedInUser = demoAdmin();

afterEach(() => {
  appStore.set(currentUserAtom, null);
  appStore.set(networkErrorAtom, null);
});

describe('failures the api client reports (docs/product.md §8)', () => {
  it('signs a signed-in user out to /login on a 401', () => {
    appStore.set(currentUserAtom, signedInUser);
    const signOut = vi.fn();
    handleApiFailure(
      { type: 'unauthorized', error: new ApiError('Please sign in again.', 401, null, true) },
      signOut,
    );
    expect(signOut).toHaveBeenCalledWith('session-ended');
  });

  it("logs out on the error code '403'", () => {
    appStore.set(currentUserAtom, signedInUser);
    const signOut = vi.fn();
    handleApiFailure(
      { type: 'logout-required', error: new ApiError('Deactivated', 403, '403', true) },
      signOut,
    );
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('has nobody to sign out before sign-in', () => {
    const signOut = vi.fn();
    handleApiFailure(
      { type: 'unauthorized', error: new ApiError('Please sign in again.', 401, null, true) },
      signOut,
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it('opens the network-error dialog with the spec’s title and message', () => {
    const signOut = vi.fn();
    handleApiFailure(
      {
        type: 'network-error',
        title: NETWORK_ERROR_TITLE,
        message: NETWORK_ERROR_MESSAGE,
        error: new ApiError(NETWORK_ERROR_MESSAGE, null, 'NETWORK_ERROR', true),
      },
      signOut,
    );
    expect(appStore.get(networkErrorAtom)).toEqual({
      title: 'Network Error',
      message: 'There was a problem connecting to the network.',
    });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('asks once for every request that could be repeated, and answers them all', async () => {
    const failure = new ApiError(NETWORK_ERROR_MESSAGE, null, 'NETWORK_ERROR', true);
    const first = askToRetry(failure);
    const second = askToRetry(failure);
    expect(appStore.get(networkErrorAtom)).toEqual({
      title: NETWORK_ERROR_TITLE,
      message: NETWORK_ERROR_MESSAGE,
      retryable: true,
    });
    answerNetworkError(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(appStore.get(networkErrorAtom)).toBeNull();

    const third = askToRetry(failure);
    answerNetworkError(false);
    await expect(third).resolves.toBe(false);
  });
});
