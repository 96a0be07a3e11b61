import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errorHandling';
import { uuidParam } from './routeParams';

/** A bare server whose `/things/:id` route reads its id with uuidParam. */
async function serverWithIdRoute() {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/things/:id', async (request) => ({ id: uuidParam(request, 'id', 'No such thing.') }));
  await app.ready();
  return app;
}

describe('uuidParam', () => {
  it('hands a canonical UUID, in either case, to the route as it is', async () => {
    const app = await serverWithIdRoute();
    for (const id of [
      '0b9f7c2e-5d1a-4c3b-9e8f-123456789abc',
      '0B9F7C2E-5D1A-4C3B-9E8F-123456789ABC',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/things/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id });
    }
  });

  it('answers a malformed id with 404 NOT_FOUND and the route’s message', async () => {
    const app = await serverWithIdRoute();
    const malformed = [
      'not-a-uuid',
      '------------------------------------', // 36 characters of the old inline regex, not a UUID
      '0b9f7c2e5d1a4c3b9e8f123456789abc', // no hyphens
      '0b9f7c2e-5d1a-4c3b-9e8f-123456789abg',
      '0b9f7c2e-5d1a-4c3b-9e8f-123456789abc0',
      '%7B0b9f7c2e-5d1a-4c3b-9e8f-123456789abc%7D', // braces, which PostgreSQL would accept
    ];
    for (const id of malformed) {
      const response = await app.inject({ method: 'GET', url: `/things/${id}` });
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { message: 'No such thing.', code: 'NOT_FOUND' },
      });
    }
  });

  it('answers 404 when the route has no such parameter at all', () => {
    expect(() => uuidParam({ params: {} }, 'id', 'No such thing.')).toThrow('No such thing.');
  });
});
