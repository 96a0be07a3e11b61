import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAuth, type Authenticated } from './authentication';
import { registerErrorHandling } from './errorHandling';

const caller = { sessionId: 'session-1' } as unknown as Authenticated;

/** A bare server whose route reads the caller with requireAuth; `signedIn` sets request.auth. */
async function serverWithCallerRoute() {
  const app = Fastify();
  registerErrorHandling(app);
  app.decorateRequest('auth', null);
  app.get<{ Querystring: { signedIn?: string } }>('/caller', async (request) => {
    if (request.query.signedIn) request.auth = caller;
    return { sessionId: requireAuth(request).sessionId };
  });
  await app.ready();
  return app;
}

describe('requireAuth', () => {
  it('returns the caller the preHandler authenticated', async () => {
    const app = await serverWithCallerRoute();
    const response = await app.inject({ method: 'GET', url: '/caller?signedIn=1' });
    expect(response.json()).toEqual({ sessionId: 'session-1' });
  });

  it('answers the preHandler’s own 401 UNAUTHENTICATED when nobody was authenticated', async () => {
    const app = await serverWithCallerRoute();
    const response = await app.inject({ method: 'GET', url: '/caller' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 401,
      body: { message: 'Please sign in again.', code: 'UNAUTHENTICATED' },
    });
  });
});
