import { API_ACCEPT_HEADER, HTTP_TIMEOUT_MS, type MaintenanceState } from '@org/api-client';
import { requestAuth } from './authSession';

/** A successful read of the maintenance message, and when it arrived (for the query cache). */
export interface MaintenanceRead {
  state: MaintenanceState;
  readAt: number;
}

const MAINTENANCE_PATH = '/api/v1/maintenance';

/**
 * docs/decisions.md "/login first-load budget": the sign-in page reads the public maintenance
 * message (docs/product.md §12.2) before axios and the query cache have loaded, with the browser's
 * `fetch` and the rules of docs/product.md §7.1 that apply to a public GET (same origin, credentials,
 * the versioned Accept header, the 10-second timeout, auth readiness first, the ID token if any,
 * the body only). Any failure answers null: the caller then reads through the api client, whose
 * failure handling (the network-error dialog, the query's retry) applies as on every other read.
 */
async function readMaintenance(): Promise<MaintenanceRead | null> {
  try {
    await requestAuth.waitForAuthReady();
    const token = await requestAuth.getIdToken();
    const response = await fetch(MAINTENANCE_PATH, {
      credentials: 'include',
      headers: {
        Accept: API_ACCEPT_HEADER,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return { state: (await response.json()) as MaintenanceState, readAt: Date.now() };
  } catch {
    return null;
  }
}

let firstRead: Promise<MaintenanceRead | null> | null = null;
let settled: MaintenanceRead | null = null;
let handedOver = false;

/** The page's first read of the maintenance message, shared by every caller; never rejects. */
export function readMaintenanceOnce(): Promise<MaintenanceRead | null> {
  firstRead ??= readMaintenance().then((read) => {
    settled = read;
    return read;
  });
  return firstRead;
}

/**
 * The first read, if it succeeded, for the query cache to start from (so the signed-in banner
 * needs no second request); answered once only, so a cache cleared at logout reads again.
 */
export function takeFirstMaintenanceRead(): MaintenanceRead | null {
  if (handedOver) return null;
  handedOver = true;
  return settled;
}
