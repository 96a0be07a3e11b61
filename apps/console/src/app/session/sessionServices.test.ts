import { beforeEach, describe, expect, it, vi } from 'vitest';

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

const sdk = vi.hoisted(() => ({
  loaded: 0,
  currentUser: null as object | null,
  waitForAuthReady: vi.fn(async () => true),
}));

vi.mock('./firebaseSession', () => {
  sdk.loaded += 1;
  return {
    authSession: {
      auth: {
        get currentUser() {
          return sdk.currentUser;
        },
      },
      waitForAuthReady: sdk.waitForAuthReady,
      getIdToken: async () => (sdk.currentUser ? 'id-token' : null),
    },
  };
});

// A fresh module each time: its loading state is per page.
const freshServices = async () => {
  vi.resetModules();
  return import('./sessionServices');
};

beforeEach(() => {
  localStorage.clear();
  sdk.loaded = 0;
  sdk.currentUser = null;
  sdk.waitForAuthReady.mockClear();
});

describe('auth readiness without loading Firebase first (spec §4, issue 7 "Size")', () => {
  it('is false at once, without the SDK, when no user is persisted', async () => {
    const services = await freshServices();
    await expect(services.waitForAuthReady()).resolves.toBe(false);
    expect(sdk.loaded).toBe(0);
    expect(services.loadedAuthSession()).toBeNull();
    await expect(services.requestAuth.getIdToken()).resolves.toBeNull();
  });

  it('loads the SDK and waits for it when a user is persisted', async () => {
    localStorage.setItem(USER_KEY, '{}');
    sdk.currentUser = { uid: 'u1' };
    const services = await freshServices();
    await expect(services.waitForAuthReady()).resolves.toBe(true);
    expect(sdk.loaded).toBe(1);
    expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1);
    await expect(services.requestAuth.getIdToken()).resolves.toBe('id-token');
  });

  it('answers from the current user once the first wait is over (no second 2-second wait)', async () => {
    localStorage.setItem(USER_KEY, '{}');
    sdk.currentUser = { uid: 'u1' };
    const services = await freshServices();
    await services.waitForAuthReady();
    sdk.currentUser = null; // signed out
    await expect(services.waitForAuthReady()).resolves.toBe(false);
    expect(sdk.waitForAuthReady).toHaveBeenCalledTimes(1);
  });
});

describe('the api client', () => {
  it('offers the request methods the endpoint functions use, without loading axios', async () => {
    const services = await freshServices();
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      expect(typeof services.apiClient[method]).toBe('function');
    }
  });
});

describe('api activity (idle warning)', () => {
  it('tells every listener, until it unsubscribes', async () => {
    const services = await freshServices();
    const listener = vi.fn();
    const unsubscribe = services.onApiActivity(listener);
    services.reportApiActivity();
    unsubscribe();
    services.reportApiActivity();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
