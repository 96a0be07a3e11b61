import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/services/sessionService';
import { startTestApi, type TestApi } from './testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const me = (token: string) => api.request('GET', '/api/v1/users/me', { token });

describe('server-side sessions', () => {
  it('tells the console when the session ends idle and in any case', async () => {
    const token = await api.signIn('doctor@clinic.test');
    const info = await api.request('GET', '/api/v1/auth/session', { token });
    expect(info.status).toBe(200);
    const { idleTimeoutMs, idleExpiresAt, expiresAt } = info.body as {
      idleTimeoutMs: number;
      idleExpiresAt: string;
      expiresAt: string;
    };
    expect(idleTimeoutMs).toBe(SESSION_IDLE_MS);
    expect(Date.parse(idleExpiresAt) - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    expect(Date.parse(expiresAt) - Date.parse(idleExpiresAt)).toBeGreaterThan(
      SESSION_ABSOLUTE_MS - SESSION_IDLE_MS - 60_000,
    );
  });

  it('counts every request as activity: "stay signed in" moves the idle end', async () => {
    const token = await api.signIn('nurse@clinic.test');
    api.moveClock(20 * 60 * 1000);
    const kept = await api.request('POST', '/api/v1/auth/session/keep-alive', { token });
    expect(kept.status).toBe(200);
    api.moveClock(20 * 60 * 1000);
    // 40 minutes after sign-in, but only 20 after the last request.
    expect((await me(token)).status).toBe(200);
    api.moveClock(31 * 60 * 1000);
    expect((await me(token)).status).toBe(401);
    // Ended for good: activity does not revive it.
    api.moveClock(-31 * 60 * 1000);
    expect((await me(token)).status).toBe(401);
    api.moveClock(-40 * 60 * 1000);
  });

  it('ends every session 12 hours after sign-in, however active', async () => {
    const token = await api.signIn('manager@clinic.test');
    const step = 25 * 60 * 1000;
    let elapsed = 0;
    // A request every 25 minutes keeps it from going idle...
    while (elapsed + step < SESSION_ABSOLUTE_MS) {
      api.moveClock(step);
      elapsed += step;
      expect((await me(token)).status, `after ${elapsed / 60_000} minutes`).toBe(200);
    }
    // ...until 12 hours have passed since sign-in.
    api.moveClock(SESSION_ABSOLUTE_MS - elapsed + 60_000);
    expect((await me(token)).status).toBe(401);
    api.moveClock(-(SESSION_ABSOLUTE_MS + 60_000));
  });

  it('refuses a revoked token: sign out everywhere revokes refresh tokens and ends sessions', async () => {
    const first = await api.signIn('admin@clinic.test');
    const second = await api.signIn('admin@clinic.test');
    // Token times are whole seconds: revocation must come after the tokens were issued.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await api.request('POST', '/api/v1/users/logout', { token: first })).status).toBe(204);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await api.signIn('admin@clinic.test');
    expect((await me(fresh)).status).toBe(200);
  });

  it('trusts the database, not the claims: a token edited to another role, user or session gets nothing more', async () => {
    const token = await api.signIn('doctor@clinic.test');
    const adminId = (await me(await api.signIn('admin@clinic.test'))).body!.id as string;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const edited = (changes: Record<string, unknown>) =>
      [
        header,
        Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url'),
        signature,
      ].join('.');
    // The Auth emulator does not check signatures; a real project would refuse all three outright.
    const asAdminRole = edited({ role: 'SYSTEM_ADMIN' });
    expect((await api.request('GET', '/api/v1/roles', { token: asAdminRole })).status).toBe(403);
    expect((await me(edited({ sid: crypto.randomUUID() }))).status).toBe(401);
    expect((await me(edited({ sub: adminId, user_id: adminId }))).status).toBe(401);
  });
});
