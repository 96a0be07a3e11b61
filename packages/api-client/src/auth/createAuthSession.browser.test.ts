import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../http/createApiClient';
import { ID_TOKEN_REFRESH_MS, createAuthSession, type AuthSession } from './createAuthSession';
import { IdentityError } from './identityErrors';

const sessions: AuthSession[] = [];

function newSession(appName = `app-${crypto.randomUUID()}`, hostname?: string): AuthSession {
  const session = createAuthSession({
    apiKey: 'demo-api-key',
    projectId: 'demo-clinic',
    emulatorUrl: __AUTH_EMULATOR_URL__,
    appName,
    hostname,
  });
  sessions.push(session);
  return session;
}

async function testServer<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/test/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** A custom token minted by firebase-admin, as the api does after a correct one-time code. */
const customTokenFor = async (uid: string) =>
  (await testServer<{ customToken: string }>('custom-token', { uid })).customToken;

const jwtPayload = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
    string,
    unknown
  >;

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(sessions.splice(0).map((session) => session.dispose()));
  localStorage.clear();
});

describe('the Firebase session against the Auth emulator', () => {
  it('exchanges the backend custom token and yields a verifiable ID token', async () => {
    const uid = `user-${crypto.randomUUID()}`;
    const session = newSession();
    const user = await session.signInWithCustomToken(await customTokenFor(uid));
    expect(user.uid).toBe(uid);
    const idToken = await session.getIdToken();
    expect(jwtPayload(idToken!).user_id).toBe(uid);
    await expect(session.waitForAuthReady()).resolves.toBe(true);
  });

  it('restores the session from local storage after a reload', async () => {
    const uid = `user-${crypto.randomUUID()}`;
    const appName = `reload-${crypto.randomUUID()}`;
    const first = newSession(appName);
    await first.signInWithCustomToken(await customTokenFor(uid));
    expect(Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'))).toBe(
      true,
    );
    await first.dispose(); // the page goes away…
    sessions.splice(sessions.indexOf(first), 1);

    const second = newSession(appName); // …and a new one starts with the same storage
    await expect(second.waitForAuthReady()).resolves.toBe(true);
    expect(second.auth.currentUser?.uid).toBe(uid);
  });

  it('is ready with no user (false) when nobody signs in, and answers at once afterwards', async () => {
    const session = newSession();
    await expect(session.waitForAuthReady()).resolves.toBe(false);
    const started = performance.now();
    await expect(session.waitForAuthReady()).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('is ready with a user (true) when one signs in during the wait', async () => {
    const session = newSession();
    const readiness = session.waitForAuthReady();
    await session.signInWithCustomToken(await customTokenFor(`user-${crypto.randomUUID()}`));
    await expect(readiness).resolves.toBe(true);
  });

  it('force-refreshes the ID token every 50 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const session = newSession();
    const tokens: string[] = [];
    session.onUserChanged((user) => void user?.getIdToken().then((token) => tokens.push(token)));
    await session.signInWithCustomToken(await customTokenFor(`user-${crypto.randomUUID()}`));
    const before = await session.getIdToken();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // token times are whole seconds

    vi.advanceTimersByTime(ID_TOKEN_REFRESH_MS - 1);
    expect(await session.getIdToken()).toBe(before);
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () => expect(await session.getIdToken()).not.toBe(before));
    const after = await session.getIdToken();
    expect(Number(jwtPayload(after!).iat)).toBeGreaterThan(Number(jwtPayload(before!).iat));
  });

  it('signs out when the periodic refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const uid = `user-${crypto.randomUUID()}`;
    const session = newSession();
    await session.signInWithCustomToken(await customTokenFor(uid));
    await testServer('disable-user', { uid });

    vi.advanceTimersByTime(ID_TOKEN_REFRESH_MS);
    await vi.waitFor(() => expect(session.auth.currentUser).toBeNull(), { timeout: 10_000 });
  });

  it('returns null when the token cannot be retrieved', async () => {
    const uid = `user-${crypto.randomUUID()}`;
    const session = newSession();
    await session.signInWithCustomToken(await customTokenFor(uid));
    await testServer('disable-user', { uid });
    await expect(session.getIdToken(true)).resolves.toBeNull();
  });

  it('accepts localhost as an authorised domain and refuses any other host name', async () => {
    const session = newSession();
    expect(location.hostname).toBe('localhost');
    await expect(session.checkAuthorizedDomain()).resolves.toBeUndefined();
    await expect(session.checkAuthorizedDomain('console.elsewhere.example')).rejects.toMatchObject({
      code: 'unauthorized-domain',
    });
  });

  it('refuses to sign in from an unauthorised host, before any exchange', async () => {
    const session = newSession(undefined, 'console.elsewhere.example');
    const attempt = session.signInWithCustomToken(
      await customTokenFor(`user-${crypto.randomUUID()}`),
    );
    await expect(attempt).rejects.toBeInstanceOf(IdentityError);
    await expect(attempt).rejects.toMatchObject({ code: 'unauthorized-domain' });
    expect(session.auth.currentUser).toBeNull();
  });
});

describe('the api client in the browser', () => {
  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    const { token } = await testServer<{ token: string }>('xsrf');
    expect(document.cookie).toContain(`XSRF-TOKEN=${token}`);
    const echoed = await createApiClient().post<unknown, { headers: Record<string, string> }>(
      '/api/test/echo',
    );
    expect(echoed.headers['x-xsrf-token']).toBe(token);
  });

  it('fetches the XSRF cookie once before the first write when the page has none', async () => {
    document.cookie = 'XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const before = (await testServer<{ count: number }>('csrf-cookie-requests')).count;
    const client = createApiClient();
    const echoes = await Promise.all(
      [1, 2, 3].map(() =>
        client.post<unknown, { headers: Record<string, string> }>('/api/test/echo'),
      ),
    );
    const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
    expect(token).toBeTruthy();
    for (const echoed of echoes) expect(echoed.headers['x-xsrf-token']).toBe(token);
    expect((await testServer<{ count: number }>('csrf-cookie-requests')).count).toBe(before + 1);
    // Reads never ask for it.
    await client.get('/api/test/echo');
    expect((await testServer<{ count: number }>('csrf-cookie-requests')).count).toBe(before + 1);
  });

  it('sends the signed-in user’s ID token, which the server verifies', async () => {
    const uid = `user-${crypto.randomUUID()}`;
    const session = newSession();
    await session.signInWithCustomToken(await customTokenFor(uid));
    const echoed = await createApiClient({ auth: session }).get<unknown, { verifiedUid: string }>(
      '/api/test/echo',
    );
    expect(echoed.verifiedUid).toBe(uid);
  });
});
