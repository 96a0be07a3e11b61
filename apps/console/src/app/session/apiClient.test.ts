import { beforeEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ apiRuntime: 0, axios: 0, firebase: 0 }));

const runtime = vi.hoisted(() => ({
  args: null as unknown[] | null,
  client: {
    get: vi.fn(async (url: string) => ({ url })),
    post: vi.fn(async (url: string, body: unknown) => ({ url, body })),
  },
}));

// Each stand-in records being loaded; a real import of axios or the Firebase SDK is seen too.
vi.mock('./apiRuntime', () => {
  loads.apiRuntime += 1;
  return {
    createConsoleApiClient: (...args: unknown[]) => {
      runtime.args = args;
      return runtime.client;
    },
  };
});
vi.mock('axios', async (importOriginal) => {
  loads.axios += 1;
  return importOriginal();
});
vi.mock('firebase/auth', async (importOriginal) => {
  loads.firebase += 1;
  return importOriginal();
});

/** The module as a page first loads it, with the session modules it is wired to. */
const freshModules = async () => {
  vi.resetModules();
  return {
    ...(await import('./apiClient')),
    ...(await import('./apiActivity')),
    ...(await import('./apiEvents')),
    ...(await import('./authSession')),
  };
};

beforeEach(() => {
  Object.assign(loads, { apiRuntime: 0, axios: 0, firebase: 0 });
  runtime.args = null;
  runtime.client.get.mockClear();
  runtime.client.post.mockClear();
});

describe('the api client', () => {
  it('offers the request methods the endpoint functions use', async () => {
    const { apiClient } = await freshModules();
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      expect(typeof apiClient[method]).toBe('function');
    }
  });

  it('loads neither axios nor the Firebase SDK while nobody makes a request', async () => {
    await freshModules();
    expect(loads).toEqual({ apiRuntime: 0, axios: 0, firebase: 0 });
  });

  it('creates the axios instance on the first request, once, and passes every call on', async () => {
    const { apiClient } = await freshModules();
    await expect(apiClient.get('/api/v1/users/me')).resolves.toEqual({ url: '/api/v1/users/me' });
    await expect(apiClient.post('/api/v1/auth/send-otp', { email: 'a@b.c' })).resolves.toEqual({
      url: '/api/v1/auth/send-otp',
      body: { email: 'a@b.c' },
    });
    expect(loads.apiRuntime).toBe(1);
    expect(runtime.client.get).toHaveBeenCalledExactlyOnceWith('/api/v1/users/me');
  });

  it("gives the axios instance the session's request auth, the api-event bus, the activity bus and the retry question", async () => {
    const modules = await freshModules();
    await modules.apiClient.get('/api/v1/users/me');
    expect(runtime.args).toEqual([
      modules.requestAuth,
      modules.emitApiEvent,
      modules.reportApiActivity,
      modules.askToRetryLater,
    ]);
  });
});
