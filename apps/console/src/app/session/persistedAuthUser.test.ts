import { afterEach, describe, expect, it } from 'vitest';
import {
  hasPersistedFirebaseUser,
  indexedDbHoldsFirebaseUser,
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
