import { afterEach, describe, expect, it } from 'vitest';
import {
  hasPersistedFirebaseUser,
  indexedDbHoldsFirebaseUser,
  persistedIdToken,
  storageHoldsFirebaseUser,
} from './persistedAuthUser';

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('whether the Firebase SDK would restore a user', () => {
  it('finds a user entry among other keys', () => {
    const entries = ['locale', 'loginStep', USER_KEY];
    const storage = { length: entries.length, key: (index: number) => entries[index] ?? null };
    expect(storageHoldsFirebaseUser(storage)).toBe(true);
  });

  it('does not take the SDK’s other entries for a user', () => {
    const entries = ['firebase:persistence:demo-api-key:[DEFAULT]', 'ssoAppName'];
    const storage = { length: entries.length, key: (index: number) => entries[index] ?? null };
    expect(storageHoldsFirebaseUser(storage)).toBe(false);
    expect(storageHoldsFirebaseUser(null)).toBe(false);
  });

  it('answers no when nothing is stored anywhere', async () => {
    await expect(hasPersistedFirebaseUser()).resolves.toBe(false);
  });

  it('answers yes for a user in local storage', async () => {
    localStorage.setItem(USER_KEY, '{}');
    await expect(hasPersistedFirebaseUser()).resolves.toBe(true);
  });

  it('answers yes for a user in session storage (the fallback)', async () => {
    sessionStorage.setItem(USER_KEY, '{}');
    await expect(hasPersistedFirebaseUser()).resolves.toBe(true);
  });

  it('answers no without IndexedDB', async () => {
    await expect(indexedDbHoldsFirebaseUser(undefined)).resolves.toBe(false);
  });
});

describe('the ID token the SDK persisted', () => {
  const NOW = Date.UTC(2026, 10, 28, 9);
  const store = (value: unknown) => ({
    getItem: (key: string) => (key === USER_KEY ? JSON.stringify(value) : null),
  });
  const user = (expiresInMs: number) => ({
    uid: 'u1',
    stsTokenManager: { accessToken: 'token', refreshToken: 'r', expirationTime: NOW + expiresInMs },
  });

  it('is read for the app of the API key while it has more than a minute to live', () => {
    expect(persistedIdToken('demo-api-key', store(user(10 * 60_000)), NOW)).toBe('token');
    expect(persistedIdToken('demo-api-key', store(user(61_000)), NOW)).toBe('token');
    expect(persistedIdToken('other-key', store(user(10 * 60_000)), NOW)).toBeNull();
  });

  it('is not used in its last minute, nor when expired', () => {
    expect(persistedIdToken('demo-api-key', store(user(60_000)), NOW)).toBeNull();
    expect(persistedIdToken('demo-api-key', store(user(-1)), NOW)).toBeNull();
  });

  it('is none for an entry the console cannot read', () => {
    expect(persistedIdToken('demo-api-key', store({ uid: 'u1' }), NOW)).toBeNull();
    expect(
      persistedIdToken('demo-api-key', store({ stsTokenManager: { accessToken: 'token' } }), NOW),
    ).toBeNull();
    expect(persistedIdToken('demo-api-key', { getItem: () => '{not json' }, NOW)).toBeNull();
    expect(persistedIdToken('demo-api-key', null, NOW)).toBeNull();
  });
});
