import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, retryAfterSecondsOf } from './ApiError';
import { createApiClient } from './createApiClient';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseURL: string;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname === '/hang-up') return request.socket.destroy();
      if (url.pathname === '/slow') return void setTimeout(() => response.end('{}'), 500);
      if (url.pathname === '/invalid') {
        response.writeHead(400, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            message: 'Invalid email',
            code: 'VALIDATION_FAILED',
            errors: [{ path: 'email', message: 'Invalid email' }],
          }),
        );
      }
      if (url.pathname === '/rate-limited') {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '900' });
        return response.end(JSON.stringify({ message: 'Too many', code: 'RATE_LIMITED' }));
      }
      if (url.pathname === '/forbidden-code') {
        response.writeHead(403, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ message: 'Forbidden', code: 403 }));
      }
      const status = Number(url.searchParams.get('status') ?? 200);
      const field = url.searchParams.get('field') ?? 'message';
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(status === 200 ? { ok: true } : { [field]: `failed with ${status}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastRequest = () => seen[seen.length - 1]!;

const signedIn = (token: string | null) => ({
  waitForAuthReady: async () => token !== null,
  getIdToken: async () => token,
});

describe('createApiClient', () => {
  it('passes on the body only and asks for the versioned JSON type', async () => {
    const client = createApiClient({ baseURL });
    await expect(client.get('/thing')).resolves.toEqual({ ok: true });
    expect(lastRequest().headers.accept).toContain('application/vnd.clinic.v1+json');
  });

  it('adds the bearer token once it is available', async () => {
    const client = createApiClient({ baseURL, auth: signedIn('id-token-1') });
    await client.get('/me');
    expect(lastRequest().headers.authorization).toBe('Bearer id-token-1');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createApiClient({ baseURL, auth: signedIn(null) });
    await client.get('/me');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('serialises query arrays as repeated keys', async () => {
    const client = createApiClient({ baseURL });
    await client.get('/list', { params: { tag: ['ACTIVE', 'INACTIVE'] } });
    expect(lastRequest().url).toBe('/list?tag=ACTIVE&tag=INACTIVE');
  });

  it('sends an empty object when a POST has no body', async () => {
    const client = createApiClient({ baseURL });
    await client.post('/logout');
    expect(lastRequest().body).toBe('{}');
    expect(lastRequest().headers['content-type']).toContain('application/json');
  });

  it.each(['message', 'error', 'errorMessage'])('takes the error text from %s', async (field) => {
    const client = createApiClient({ baseURL });
    const failure = await client
      .get(`/fail?status=422&field=${field}`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'failed with 422', handled: false });
  });

  it.each([401, 403, 500])('marks %i as handled globally and reports it', async (status) => {
    const reported: ApiError[] = [];
    const client = createApiClient({ baseURL, onError: (error) => reported.push(error) });
    await expect(client.get(`/fail?status=${status}`)).rejects.toMatchObject({
      status,
      handled: true,
    });
    expect(reported.map((error) => error.status)).toEqual([status]);
  });

  it('waits for auth readiness before reading the token', async () => {
    const order: string[] = [];
    const auth = {
      waitForAuthReady: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('ready');
      },
      getIdToken: async () => {
        order.push('token');
        return 't';
      },
    };
    await createApiClient({ baseURL, auth }).get('/thing');
    expect(order).toEqual(['ready', 'token']);
  });

  it('keeps the per-field errors of a 400 and leaves it to the caller', async () => {
    const events: string[] = [];
    const client = createApiClient({ baseURL, onEvent: (event) => events.push(event.type) });
    await expect(client.post('/invalid', { email: 'x' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      handled: false,
      fieldErrors: [{ path: 'email', message: 'Invalid email' }],
      body: {
        message: 'Invalid email',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'email', message: 'Invalid email' }],
      },
    });
    expect(events).toEqual([]);
  });

  it('raises unauthorized on 401, server-error on 500, logout-required on error code 403', async () => {
    const events: string[] = [];
    const client = createApiClient({ baseURL, onEvent: (event) => events.push(event.type) });
    await client.get('/fail?status=401').catch(() => undefined);
    await client.get('/fail?status=500').catch(() => undefined);
    await client.get('/forbidden-code').catch(() => undefined);
    expect(events).toEqual(['unauthorized', 'server-error', 'logout-required']);
  });

  it('raises the Network Error dialog when the server cannot be reached', async () => {
    const events: unknown[] = [];
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const client = createApiClient({
      baseURL: `http://127.0.0.1:${port}`,
      onEvent: (event) => events.push(event),
    });
    await expect(client.get('/thing')).rejects.toMatchObject({
      message: 'There was a problem connecting to the network.',
      code: 'NETWORK_ERROR',
      status: null,
      handled: true,
    });
    expect(events).toMatchObject([
      {
        type: 'network-error',
        title: 'Network Error',
        message: 'There was a problem connecting to the network.',
      },
    ]);
  });

  it('gives up after the timeout with "No response"', async () => {
    const client = createApiClient({ baseURL, timeoutMs: 100 });
    await expect(client.get('/slow')).rejects.toMatchObject({
      message: 'No response',
      handled: true,
    });
  });

  it('uses the spec timeout of 10 seconds by default', () => {
    expect(createApiClient().defaults.timeout).toBe(10_000);
  });

  it('reports "No response" when the server hangs up', async () => {
    const client = createApiClient({ baseURL });
    await expect(client.get('/hang-up')).rejects.toMatchObject({
      message: 'No response',
      status: null,
      handled: true,
    });
  });
});

describe('Retry-After', () => {
  it('reaches the caller with a 429, in seconds', async () => {
    const client = createApiClient({ baseURL });
    const failure = await client.get('/rate-limited').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 900 });
  });

  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('Tue, 24 Nov 2026 10:15:00 GMT', now)).toBe(900);
    expect(retryAfterSecondsOf('soon', now)).toBeNull();
    expect(retryAfterSecondsOf(undefined, now)).toBeNull();
  });
});

describe('a request that could not reach the server', () => {
  it('is sent again when the app says so, and the caller gets its answer', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    let late: Server | undefined;
    const asked: ApiError[] = [];
    const client = createApiClient({
      baseURL: `http://127.0.0.1:${port}`,
      // The server comes up while the person reads the dialog.
      retryAfterNetworkError: async (error) => {
        asked.push(error);
        late = createServer((_request, response) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ back: true }));
        });
        await new Promise<void>((resolve) => late!.listen(port, '127.0.0.1', resolve));
        return true;
      },
    });
    try {
      await expect(client.get('/anything')).resolves.toEqual({ back: true });
      expect(asked).toHaveLength(1);
      expect(asked[0]!.isNetworkError).toBe(true);
    } finally {
      await new Promise<void>((resolve) => (late ? late.close(() => resolve()) : resolve()));
    }
  });

  it('fails as before when the app says no, and a POST is never offered again', async () => {
    const events: string[] = [];
    const client = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      retryAfterNetworkError: async () => false,
      onEvent: (event) => events.push(event.type),
    });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(events).toEqual([]);
    await expect(client.post('/x', {})).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(events).toEqual(['network-error']);
  });
});
