import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Authenticator } from '../http/authentication';
import type { AuditRecord, AuditService } from '../services/auditService';
import { createCsrfTokens } from './csrf';
import { installRouteSecurity } from './routeSecurity';

/** A server with the route rules and a recording audit log; nobody is ever signed in. */
async function serverWithRules() {
  const recorded: AuditRecord[] = [];
  const audit = { record: async (entry: AuditRecord) => void recorded.push(entry) };
  const authenticator = {
    authenticate: () => Promise.reject(Object.assign(new Error('sign in'), { statusCode: 401 })),
  } as unknown as Authenticator;
  const app = Fastify();
  await app.register(fastifyCookie);
  installRouteSecurity(app, {
    authenticator,
    csrf: createCsrfTokens('unit-test-secret'),
    audit: audit as unknown as AuditService,
  });
  return { app, recorded };
}

describe('route rules', () => {
  it('refuses to start with a route that declares no access', async () => {
    const { app } = await serverWithRules();
    expect(() => app.get('/api/v1/forgotten', async () => 'open to all?')).toThrow(
      /GET \/api\/v1\/forgotten declares no access/,
    );
    // Inside a plugin (as every route of the api is), the server fails to become ready.
    const { app: other } = await serverWithRules();
    const plugin = async (scope: FastifyInstance) => {
      scope.post('/api/v1/also-forgotten', async () => 'written by anyone?');
    };
    await expect(other.register(plugin)).rejects.toThrow(
      /POST \/api\/v1\/also-forgotten declares no access/,
    );
  });

  it('audits patient-data reads and every write, but not other reads', async () => {
    const { app, recorded } = await serverWithRules();
    app.get('/patients', { config: { access: 'public', audit: 'patient-read' } }, async () => []);
    app.get('/clinics', { config: { access: 'public' } }, async () => []);
    app.post('/notes', { config: { access: 'public' } }, async () => ({}));
    await app.ready();
    await app.inject({ method: 'GET', url: '/patients', remoteAddress: '10.1.2.3' });
    await app.inject({ method: 'GET', url: '/clinics' });
    await app.inject({ method: 'POST', url: '/notes', payload: {} });
    expect(recorded.map((entry) => [entry.action, entry.status])).toEqual([
      ['GET /patients', 200],
      ['POST /notes', 403],
    ]);
    expect(recorded[0]).toMatchObject({ ip: '10.1.2.3', userId: null });
  });

  it('checks CSRF on writes but not on server-to-server app-secret routes', async () => {
    const { app } = await serverWithRules();
    app.post('/browser-write', { config: { access: 'public' } }, async () => 'done');
    app.post('/server-to-server', { config: { access: 'app-secret' } }, async () => 'done');
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/browser-write' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/server-to-server' })).statusCode).toBe(200);
  });
});
