import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { errorCodes } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { minimalPdf } from '../src/files/minimalPdf';
import { demoPeopleTokens } from './support/demoPeople';
import { multipartForm } from './support/forms';
import { onePixelPng } from './support/uploads';
import { startTestApi, type TestApi } from './testApi';

/**
 * docs/architecture.md "The HTTP input layer": what the api does with hostile input before any
 * route reads it: JSON nested without end, forwarded addresses that are not addresses, clients
 * that send a byte a second or hold connections; and that no answer with personal data is cached.
 */

const tokens = demoPeopleTokens();

/** A raw connection to `api`, with what it has received and whether it has closed. */
const openSocket = async (api: TestApi) => {
  const { port } = new URL(api.baseUrl);
  const socket: Socket = connect({ host: '127.0.0.1', port: Number(port) });
  const state = { received: '', closed: false, socket };
  socket.on('data', (chunk) => {
    state.received += chunk.toString('latin1');
  });
  socket.on('error', () => {}); // a reset is one way to be closed
  socket.on('close', () => {
    state.closed = true;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return state;
};

describe('deeply nested JSON', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is refused with 400 INVALID_BODY on public and signed-in write routes alike', async () => {
    const cases: [string, string, string | undefined][] = [
      ['POST', '/api/v1/auth/send-otp', undefined],
      ['POST', '/api/v1/auth/verify-otp', undefined],
      ['PUT', '/api/v1/users/me/settings', tokens.nurse],
      ['POST', '/api/v1/clinics', tokens.admin],
    ];
    for (const [method, url, token] of cases) {
      for (const rawBody of [
        `{"email":${deepObject(10_000)}}`,
        `{"email":${deepArray(100_000)},"fullName":${deepObject(100)}}`,
        deepArray(100_000),
      ]) {
        const response = await api.request(method, url, { rawBody, token });
        expect({ url, status: response.status, code: response.body?.code }).toEqual({
          url,
          status: 400,
          code: errorCodes.invalidBody,
        });
      }
    }
  });

  it('is read as usual up to 32 levels', async () => {
    const response = await api.request('POST', '/api/v1/auth/send-otp', {
      rawBody: `{"email":${deepObject(31)}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body?.code).toBe(errorCodes.validationFailed);
  });
});

describe('X-Forwarded-For', () => {
  /** The address the audit log recorded for a settings change sent with `forwardedFor`. */
  const auditedAddress = async (api: TestApi, forwardedFor: string) => {
    const sentAt = new Date();
    const response = await api.request('PUT', '/api/v1/users/me/settings', {
      token: tokens.nurse,
      body: { darkMode: false },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;
    return expect.poll(async () => {
      const [row] = await api.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        // Request ids repeat across api instances: the seeded copy has rows with the same ones.
        .where(and(eq(auditLog.requestId, requestId), gte(auditLog.at, sentAt)));
      return row?.ip;
    });
  };

  describe('from a trusted proxy (loopback, the default)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('names the client when it is an IP address', async () => {
      await (await auditedAddress(api, '203.0.113.7')).toBe('203.0.113.7');
      await (await auditedAddress(api, '2001:db8::7')).toBe('2001:db8::7');
    });

    it('is ignored when it is not an IP address: the client is the proxy itself', async () => {
      for (const value of ['=1+1', '<img src=x onerror=alert(1)>', '7'.repeat(5000), 'a, b']) {
        await (await auditedAddress(api, value)).toBe('127.0.0.1');
      }
    });

    it('does not make up a new address for the rate limits with each value', async () => {
      for (const value of ['=1+1', '=1+2', 'not an address']) {
        await api.request('POST', '/api/v1/auth/send-otp', {
          body: { email: 'nobody@clinic.test' },
          headers: { 'x-forwarded-for': value },
        });
      }
      const keys = (await api.db.execute(
        sql`select key from rate_limits where key like '%:ip:%'`,
      )) as unknown as { rows: { key: string }[] };
      expect(keys.rows.length).toBeGreaterThan(0);
      for (const { key } of keys.rows) expect(key).not.toMatch(/=1\+|not an address/);
    });
  });

  describe('from a peer that is not a configured proxy', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ env: { TRUST_PROXY: '192.0.2.0/24' } });
    });
    afterAll(() => api.close());

    it('is not read at all', async () => {
      await (await auditedAddress(api, '203.0.113.7')).toBe('127.0.0.1');
    });
  });
});

describe('Cache-Control', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  // First: app.close() right after a streamed download can wait for the keep-alive timeout.
  it('leaves the caching a route chose as it is: a signed file address is kept a few minutes', async () => {
    const upload = await api.request('POST', '/api/v1/moh-documents', {
      token: tokens.admin,
      ...multipartForm(
        { title: 'Cached guideline', description: '', language: 'en', publishedAt: '2025-01-01' },
        { bytes: minimalPdf(['Cached guideline']) },
      ),
    });
    expect(upload.status).toBe(201);
    const address = await api.request(
      'GET',
      `/api/v1/moh-documents/${upload.body!.id as string}/file-address`,
      { token: tokens.admin },
    );
    expect(address.headers.get('cache-control')).toBe('no-store');
    const fileUrl = new URL(address.body!.url as string, api.baseUrl);
    const file = await api.request('GET', `${fileUrl.pathname}${fileUrl.search}`);
    expect(`${file.status} ${file.headers.get('cache-control')}`).toBe('200 private, max-age=300');
  });

  it('is no-store on every api answer with personal data: patients, users, me, lists', async () => {
    const patients = await api.request('GET', '/api/v1/patients?pageSize=1', {
      token: tokens.admin,
    });
    const patientId = (patients.body!.items as { id: string }[])[0]!.id;
    const users = await api.request('GET', '/api/v1/users?pageSize=1', { token: tokens.admin });
    const userId = (users.body!.items as { id: string }[])[0]!.id;
    const answers = {
      patients,
      patient: await api.request('GET', `/api/v1/patients/${patientId}`, { token: tokens.admin }),
      users,
      user: await api.request('GET', `/api/v1/users/${userId}`, { token: tokens.admin }),
      me: await api.request('GET', '/api/v1/users/me', { token: tokens.doctor }),
      settings: await api.request('PUT', '/api/v1/users/me/settings', {
        token: tokens.doctor,
        body: { darkMode: false },
      }),
      clinics: await api.request('GET', '/api/v1/clinics', { token: tokens.manager }),
      health: await api.request('GET', '/api/health'),
      refused: await api.request('GET', `/api/v1/patients/${patientId}`),
    };
    const seen = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        `${answer.status} ${answer.headers.get('cache-control')}`,
      ]),
    );
    expect(seen).toEqual({
      patients: '200 no-store',
      patient: '200 no-store',
      users: '200 no-store',
      user: '200 no-store',
      me: '200 no-store',
      settings: '200 no-store',
      clinics: '200 no-store',
      health: '200 no-store',
      refused: '401 no-store',
    });
  });
});

describe('slow clients', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      env: {
        REQUEST_TIMEOUT_SECONDS: '30',
        IDLE_TIMEOUT_SECONDS: '2',
        MIN_UPLOAD_BYTES_PER_SECOND: '4096',
        UPLOAD_RATE_WINDOW_SECONDS: '1',
        MAX_CONNECTIONS: '100',
      },
    });
  });
  afterAll(() => api.close());

  const fileCount = async () => {
    const result = (await api.db.execute(
      sql`select count(*)::int as count from files`,
    )) as unknown as {
      rows: { count: number }[];
    };
    return result.rows[0]!.count;
  };
  const filesOnDisk = () => readdir(path.join(api.uploadDir, 'files')).catch(() => []);

  it('runs the server with the configured deadlines and connection cap', () => {
    expect({
      requestTimeout: api.app.server.requestTimeout,
      idle: api.app.server.timeout,
      maxConnections: api.app.server.maxConnections,
    }).toEqual({ requestTimeout: 30_000, idle: 2_000, maxConnections: 100 });
  });

  it('cuts off an upload that trickles in, and removes its partial file', async () => {
    const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
    const filesBefore = await fileCount();
    const diskBefore = await filesOnDisk();
    const client = await openSocket(api);
    const boundary = 'slow-upload';
    const partHead =
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    // A PNG's signature and header (1×1: the file store looks at an image's size first).
    const png = Buffer.concat([onePixelPng.subarray(0, 33), Buffer.alloc(8192)]);
    client.socket.write(
      `PUT /api/v1/users/me/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${tokens.doctor}\r\nCookie: XSRF-TOKEN=${csrf}\r\nX-XSRF-TOKEN: ${csrf}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`,
    );
    client.socket.write(Buffer.concat([Buffer.from(partHead), png]));
    // The file store has begun the file: its row (and, in the folder, its file) exists.
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(filesBefore + 1);
    // Then a byte every 100 ms, far under 4 KiB a second.
    const trickle = setInterval(() => {
      if (!client.closed) client.socket.write('x');
    }, 100);
    try {
      await expect.poll(() => client.closed, { timeout: 15_000 }).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    if (client.received !== '') expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(filesBefore);
    await expect.poll(filesOnDisk, { timeout: 10_000 }).toEqual(diskBefore);
  });

  it('lets a body through that keeps up the rate, in pieces', async () => {
    const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
    const client = await openSocket(api);
    const body = JSON.stringify({ email: 'nobody@clinic.test', padding: 'x'.repeat(20_000) });
    client.socket.write(
      `POST /api/v1/auth/send-otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Cookie: XSRF-TOKEN=${csrf}\r\nX-XSRF-TOKEN: ${csrf}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    client.socket.write(body.slice(0, 10_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.socket.write(body.slice(10_000));
    await expect.poll(() => client.received, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection that stays silent', async () => {
    const client = await openSocket(api);
    await expect.poll(() => client.closed, { timeout: 15_000 }).toBe(true);
  });

  it('answers a request Node refuses before any route in the shape of every other error', async () => {
    const client = await openSocket(api);
    client.socket.write('NOT HTTP AT ALL\r\n\r\n');
    await expect.poll(() => client.closed, { timeout: 10_000 }).toBe(true);
    const [head, body] = client.received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body!)).toEqual({
      message: 'The request is malformed.',
      code: errorCodes.badRequest,
    });
  });
});

describe('the connection cap', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { MAX_CONNECTIONS: '3' } });
  });
  afterAll(() => api.close());

  it('closes connections past MAX_CONNECTIONS as they come, and takes new ones when some close', async () => {
    const held = [await openSocket(api), await openSocket(api), await openSocket(api)];
    const extra = await openSocket(api);
    await expect.poll(() => extra.closed, { timeout: 10_000 }).toBe(true);
    expect(held.map((each) => each.closed)).toEqual([false, false, false]);
    held[0]!.socket.destroy();
    await expect.poll(() => held[0]!.closed).toBe(true);
    const next = await openSocket(api);
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await expect.poll(() => next.received, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200 /);
    for (const each of held) each.socket.destroy();
  });
});
