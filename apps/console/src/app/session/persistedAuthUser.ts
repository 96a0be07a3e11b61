/**
 * Whether the Firebase SDK would restore a signed-in user, answered without loading it
 * (docs/decisions.md "/login first-load budget"): the SDK keeps the user under `firebase:authUser:<apiKey>:<appName>` in local storage
 * first, then IndexedDB, then session storage (docs/product.md §4 "local storage first, with fallbacks").
 * With no such entry anywhere nobody can be signed in, so auth readiness is known at once.
 */
const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';
const FIREBASE_INDEXED_DB_NAME = 'firebaseLocalStorageDb';
const FIREBASE_INDEXED_DB_STORE = 'firebaseLocalStorage';

type KeyedStorage = Pick<Storage, 'length' | 'key'>;

/** True when `storage` holds a Firebase user entry. */
export function storageHoldsFirebaseUser(storage: KeyedStorage | null | undefined): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(FIREBASE_USER_KEY_PREFIX)) return true;
  }
  return false;
}

/** A storage area, or null when the browser refuses it (privacy settings throw on access). */
function storageArea(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/**
 * True when Firebase's IndexedDB database holds a user entry. Never creates the database: an
 * upgrade (the database did not exist) is aborted.
 */
export function indexedDbHoldsFirebaseUser(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (!factory) return Promise.resolve(false);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(FIREBASE_INDEXED_DB_NAME);
    } catch {
      resolve(false);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      const database = request.result;
      const finish = (found: boolean) => {
        database.close();
        resolve(found);
      };
      if (!database.objectStoreNames.contains(FIREBASE_INDEXED_DB_STORE)) return finish(false);
      try {
        const keys = database
          .transaction(FIREBASE_INDEXED_DB_STORE, 'readonly')
          .objectStore(FIREBASE_INDEXED_DB_STORE)
          .getAllKeys();
        keys.onsuccess = () =>
          finish(keys.result.some((key) => String(key).startsWith(FIREBASE_USER_KEY_PREFIX)));
        keys.onerror = () => finish(false);
      } catch {
        finish(false);
      }
    };
  });
}

/**
 * The SDK refreshes a token 30 seconds before it expires; a persisted one is used only with more
 * than a minute left, so that a request made with it does not arrive expired.
 */
export const PERSISTED_TOKEN_MIN_LIFE_MS = 60_000;

/** The part of the SDK's persisted user that is read here. */
interface PersistedUser {
  stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
}

/**
 * The ID token the SDK persisted in local storage (its first persistence) for the app of
 * `apiKey`, while it has more than PERSISTED_TOKEN_MIN_LIFE_MS to live, else null. The api
 * verifies it like any other; it lets a returning user's first requests leave without waiting for
 * the SDK to load and reload the user (docs/decisions.md "A returning user's first requests do not
 * wait for Firebase").
 */
export function persistedIdToken(
  apiKey: string,
  storage: Pick<Storage, 'getItem'> | null = storageArea('localStorage'),
  now = Date.now(),
): string | null {
  try {
    const stored = storage?.getItem(`${FIREBASE_USER_KEY_PREFIX}${apiKey}:[DEFAULT]`);
    const tokens = (JSON.parse(stored ?? 'null') as PersistedUser | null)?.stsTokenManager;
    const token = tokens?.accessToken;
    // A missing or malformed expiry compares as NaN: not fresh.
    return typeof token === 'string' &&
      token !== '' &&
      Number(tokens?.expirationTime) - now > PERSISTED_TOKEN_MIN_LIFE_MS
      ? token
      : null;
  } catch {
    return null;
  }
}

/** True when any of the SDK's persistence layers holds a signed-in user. */
export async function hasPersistedFirebaseUser(): Promise<boolean> {
  if (storageHoldsFirebaseUser(storageArea('localStorage'))) return true;
  if (storageHoldsFirebaseUser(storageArea('sessionStorage'))) return true;
  return indexedDbHoldsFirebaseUser();
}
