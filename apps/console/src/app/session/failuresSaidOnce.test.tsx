import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useApiMutation } from '../data/useApiMutation';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { USERS_NAMESPACE } from '../../features/users/usersNamespace';
import { emitApiEvent } from './apiEvents';
import { createConsoleApiClient } from './apiRuntime';
import { queryClient } from './queryClient';

/**
 * The console's own api client, every answer a 500: the failure travels the real way, from the
 * client's interceptor (the global event) to the caller's promise.
 */
function failingApiClient() {
  const client = createConsoleApiClient(
    { waitForAuthReady: () => Promise.resolve(), getIdToken: () => Promise.resolve(null) },
    emitApiEvent,
    () => undefined,
    () => Promise.resolve(false),
  );
  client.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    Promise.reject(
      new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', config, null, {
        data: { message: 'Internal Server Error' },
        status: 500,
        statusText: 'Internal Server Error',
        headers: {},
        config,
      }),
    );
  return client;
}

const client = failingApiClient();
/** A call whose failure nobody shows; settles once its failure is known. */
const nobodySaysIt = () => client.get('/api/v1/unheard').catch(() => undefined);

const globalToasts = () => screen.queryAllByText('An error occurred');

/** How many global toasts the failures so far gave, once each was decided (a task later) and drawn. */
async function settledToastCount() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return globalToasts().length;
}

/** A change that says its own failure, as a drawer does. */
function SaveButton() {
  const save = useApiMutation({
    mutationFn: () => client.get('/api/v1/users/u1'),
    errorText: { key: 'users.updateFailed', ns: 'users' },
  });
  return (
    <>
      <button type="button" onClick={() => void save.mutate()}>
        Save
      </button>
      {save.error ? <p role="alert">{save.error}</p> : null}
    </>
  );
}

/** A read: its screen says it failed, or (`failureShown: false`) shows nothing of it. */
function Read({ failureShown }: { failureShown: boolean }) {
  const read = useQuery({
    queryKey: ['failing-read', failureShown],
    queryFn: () => client.get('/api/v1/clinics'),
    retry: false,
    meta: failureShown ? undefined : { failureShown: false },
  });
  return read.isError && failureShown ? <p role="alert">The clinics could not be loaded.</p> : null;
}

beforeAll(() => loadEnglishText([USERS_NAMESPACE]));
beforeEach(() => queryClient.clear());

describe('the global toast of a server error (docs/product.md §8)', () => {
  it('says a failure nobody else shows', async () => {
    renderSignedIn(<p>Home</p>);
    await nobodySaysIt();
    expect(await screen.findByText('An error occurred')).toBeVisible();
    expect(await settledToastCount()).toBe(1);
  });

  it('stays away from a failure a change says itself, which is said once', async () => {
    const { user } = renderSignedIn(<SaveButton />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user');
    expect(await settledToastCount()).toBe(0);
    // The global toast still says what nobody shows.
    await nobodySaysIt();
    expect(await settledToastCount()).toBe(1);
  });

  it('stays away from a failed read its screen says, and says one whose screen does not', async () => {
    renderSignedIn(
      <>
        <Read failureShown />
        <Read failureShown={false} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The clinics could not be loaded.');
    await screen.findByText('An error occurred');
    expect(await settledToastCount()).toBe(1);
  });
});
