import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_CHALLENGE_COOKIE } from '../../src/services/otpService';
import { codeFromDevOutbox, sentSince } from '../support/devOutbox';
import { challengeOf } from '../testApi';
import { csv, csvForm } from '../support/uploads';

/**
 * The import's "all rows in one transaction or none", at its hardest: the api process killed
 * with SIGKILL while it writes a 10,000-row file leaves none of the file's rows once it is
 * started again. A real api process (src/main.ts) on a PostgreSQL database of its own.
 */

const databaseUrl = process.env.TEST_DATABASE_URL!;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const apiDir = path.resolve(import.meta.dirname, '../..');
const ROWS = 10_000;

const databaseName = `api_kill_${randomBytes(6).toString('hex')}`;
const url = new URL(databaseUrl);
url.pathname = `/${databaseName}`;
let admin: pg.Client;
let uploadDir: string;
let api: { child: ChildProcess; baseUrl: string; output: string[] } | null = null;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  uploadDir = await mkdtemp(path.join(tmpdir(), 'clinic-kill-uploads-'));
});

afterAll(async () => {
  api?.child.kill('SIGKILL');
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
  await rm(uploadDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApi() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      HOST: '127.0.0.1',
      PORT: String(port),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`api exited: ${output.join('')}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, output };
    await sleep(100);
  }
  throw new Error(`api not ready: ${output.join('')}`);
}

/** Signs the demo admin in through the real routes and the Auth emulator. */
async function signInAdmin(baseUrl: string) {
  const csrf = ((await (await fetch(`${baseUrl}/api/v1/auth/csrf`)).json()) as { token: string })
    .token;
  // The sign-in challenge travels from send-otp to verify-otp as the browser's cookie would.
  let challenge = '';
  const write = (urlPath: string, body: unknown) =>
    fetch(`${baseUrl}${urlPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${csrf}; ${OTP_CHALLENGE_COOKIE}=${challenge}`,
        'x-xsrf-token': csrf,
      },
      body: JSON.stringify(body),
    });
  const email = 'admin@clinic.test';
  const since = Date.now() - 1000;
  const sent = await write('/api/v1/auth/send-otp', { email });
  expect(sent.status).toBe(200);
  challenge = challengeOf(sent.headers) ?? '';
  const otp = await codeFromDevOutbox(baseUrl, email, sentSince(since));
  const verified = (await (await write('/api/v1/auth/verify-otp', { email, otp })).json()) as {
    customToken: string;
  };
  const exchanged = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: verified.customToken, returnSecureToken: true }),
    },
  );
  const idToken = ((await exchanged.json()) as { idToken: string }).idToken;
  return { idToken, csrf };
}

/** How many clinics on the killed api's database have names starting with `prefix`. */
const rowsCalled = async (client: pg.Client, prefix: string) =>
  (
    await client.query<{ n: number }>('select count(*)::int as n from clinics where name like $1', [
      `${prefix}%`,
    ])
  ).rows[0]!.n;

describe('an import killed with SIGKILL in the middle (PostgreSQL)', () => {
  it('leaves zero rows of the file after a restart', async () => {
    const watcher = new pg.Client({ connectionString: url.toString() });
    let killedDuringWrite: string | null = null;
    try {
      for (let attempt = 1; attempt <= 3 && !killedDuringWrite; attempt += 1) {
        api = await startApi();
        if (attempt === 1) await watcher.connect();
        const { idToken, csrf } = await signInAdmin(api.baseUrl);
        const prefix = `Killed ${attempt} `;
        const { rawBody, headers } = csvForm(
          Buffer.from(
            csv(
              'name,type,address,phoneNumber,email,countryCode',
              ...Array.from(
                { length: ROWS },
                (_, index) => `${prefix}${index},CLINIC,Street ${index},,k${index}@example.com,NL`,
              ),
            ),
          ),
          { fileName: 'big.csv' },
        );
        const pending = fetch(`${api.baseUrl}/api/v1/clinics/import`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${idToken}`,
            cookie: `XSRF-TOKEN=${csrf}`,
            'x-xsrf-token': csrf,
            ...headers,
          },
          body: rawBody,
        }).then(
          (response) => response.status,
          () => null,
        );
        let settled = false;
        void pending.then(() => {
          settled = true;
        });
        // Kill the api once its transaction has written a first batch of the file.
        while (!settled) {
          const { rows } = await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()
               and xact_start is not null and query ilike 'insert into "clinics"%'`,
          );
          if (rows[0]!.n > 0) {
            api.child.kill('SIGKILL');
            killedDuringWrite = prefix;
            break;
          }
          await sleep(5);
        }
        await pending;
        if (!killedDuringWrite) api.child.kill('SIGKILL');
        await new Promise((resolve) =>
          api!.child.exitCode !== null || api!.child.signalCode !== null
            ? resolve(null)
            : api!.child.once('exit', resolve),
        );
      }
      expect(killedDuringWrite, 'the import finished before it could be killed').not.toBeNull();

      // PostgreSQL rolls back the transaction of the connection that went away.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        if (rows[0]!.n === 0) break;
        await sleep(50);
      }
      api = await startApi();
      expect(await rowsCalled(watcher, killedDuringWrite!)).toBe(0);
      const { idToken } = await signInAdmin(api.baseUrl);
      const listed = await fetch(
        `${api.baseUrl}/api/v1/clinics?search=${encodeURIComponent(killedDuringWrite!.trim())}`,
        { headers: { authorization: `Bearer ${idToken}` } },
      );
      expect(((await listed.json()) as { total: number }).total).toBe(0);
    } finally {
      await watcher.end().catch(() => {});
    }
  }, 180_000);
});
