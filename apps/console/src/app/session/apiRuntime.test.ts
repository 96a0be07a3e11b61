import type { ApiClientEvent } from '@org/api-client';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createConsoleApiClient } from './apiRuntime';

const signedOut = { waitForAuthReady: async () => false, getIdToken: async () => null };

/** An axios instance of the console whose requests `adapter` answers instead of the network. */
function clientAnswering(adapter: AxiosAdapter) {
  const onEvent = vi.fn<(event: ApiClientEvent) => void>();
  const onActivity = vi.fn<() => void>();
  const client = createConsoleApiClient(signedOut, onEvent, onActivity, async () => false);
  client.defaults.adapter = adapter;
  return { client, onEvent, onActivity };
}

const answer =
  (status: number): AxiosAdapter =>
  async (config) => ({ data: '{}', status, statusText: '', headers: {}, config });

describe('the console api client', () => {
  it('reports a successful answer of a signed-in route as activity', async () => {
    const { client, onActivity } = clientAnswering(answer(200));
    await client.get('/api/v1/users/me');
    expect(onActivity).toHaveBeenCalledTimes(1);
  });

  it('does not count an answer of a public route as activity', async () => {
    const { client, onActivity } = clientAnswering(answer(200));
    await client.get('/api/v1/maintenance');
    expect(onActivity).not.toHaveBeenCalled();
  });

  it('passes a failure the app handles globally to its event listener', async () => {
    const { client, onEvent, onActivity } = clientAnswering(async () => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    });
    await expect(client.get('/api/v1/users/me')).rejects.toBeDefined();
    expect(onEvent.mock.calls[0]?.[0]).toMatchObject({ type: 'network-error' });
    expect(onActivity).not.toHaveBeenCalled();
  });
});
