// Benchmark (not a test): authenticated GET /api/v1/users/me throughput and latency, and send-otp
// latency for a known vs an unknown e-mail (docs/product.md §11.2: "about the same time").
//
//   node --conditions=source --import tsx apps/api/bench/usersMe.ts
//
// Starts its own Firebase Auth emulator on a free port unless FIREBASE_AUTH_EMULATOR_HOST is set,
// and the api on an in-memory PGlite (PostgreSQL with TEST_DATABASE_URL), as the api suite does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  startAuthEmulator,
  stopAll,
  waitForPort,
  writeEmulatorConfig,
} from '../../../scripts/lib/processes.mjs';

const USERS_ME_CONNECTIONS = 10;
const USERS_ME_SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** Requests per e-mail: below the relaxed per-account limit (5 × 100), so none is refused. */
const SEND_OTP_REQUESTS = 300;
/** One client probing answer times one request after another: the enumeration threat. */
const SEND_OTP_CONNECTIONS = 1;

/** The Auth emulator: the one named by FIREBASE_AUTH_EMULATOR_HOST, or a new one of our own. */
async function ensureAuthEmulator(): Promise<{ stop(): Promise<void> }> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return { stop: async () => {} };
  const port = await freePort();
  const configDir = await mkdtemp(path.join(tmpdir(), 'clinic-bench-'));
  const configFile = await writeEmulatorConfig(path.join(configDir, 'firebase.json'), port);
  console.log(`Starting the Firebase Auth emulator on ${port}…`);
  const emulator = startAuthEmulator({ configFile, quiet: true });
  const stop = async () => {
    await stopAll([emulator]);
    await rm(configDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  await waitForPort(port, '127.0.0.1', { child: emulator, timeoutMs: 90_000 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  return { stop };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  const emulator = await ensureAuthEmulator();
  // testApi reads FIREBASE_AUTH_EMULATOR_HOST when it loads: import it once that is set.
  const { startTestApi } = await import('../test/testApi');
  // Relaxed limits: send-otp is measured answering, not refusing with 429.
  const api = await startTestApi({ env: { RATE_LIMITS: 'relaxed' } });
  try {
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    console.log(`api at ${api.baseUrl} on ${database}; Node ${process.version}`);

    const idToken = await api.signIn('doctor@clinic.test');
    const usersMe = {
      url: `${api.baseUrl}/api/v1/users/me`,
      headers: { authorization: `Bearer ${idToken}` },
      connections: USERS_ME_CONNECTIONS,
    };
    await autocannon({ ...usersMe, duration: WARM_UP_SECONDS });
    const me = await autocannon({ ...usersMe, duration: USERS_ME_SECONDS });
    console.log(
      `\nGET /api/v1/users/me (signed in; ${USERS_ME_CONNECTIONS} connections, ${USERS_ME_SECONDS} s)`,
    );
    console.log(
      `  requests/s  average ${me.requests.average.toFixed(0)}   total ${me.requests.total}`,
    );
    console.log(`  latency     p50 ${ms(me.latency.p50)}   p99 ${ms(me.latency.p99)}`);
    console.log(`  errors      ${me.errors}   timeouts ${me.timeouts}   non-2xx ${me.non2xx}`);

    const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
    const sendOtp = (email: string) =>
      autocannon({
        url: `${api.baseUrl}/api/v1/auth/send-otp`,
        method: 'POST',
        connections: SEND_OTP_CONNECTIONS,
        amount: SEND_OTP_REQUESTS,
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${csrf}`,
          'x-xsrf-token': csrf,
        },
        body: JSON.stringify({ email }),
      });
    console.log(
      `\nPOST /api/v1/auth/send-otp (${SEND_OTP_REQUESTS} requests each, ${SEND_OTP_CONNECTIONS} connections)`,
    );
    // Alternating twice, so that neither side always runs on a colder or busier server.
    const rounds: { email: string; label: string }[] = [
      { email: 'nurse@clinic.test', label: 'known  ' },
      { email: 'nobody-bench@clinic.test', label: 'unknown' },
      { email: 'manager@clinic.test', label: 'known  ' },
      { email: 'nobody-else@clinic.test', label: 'unknown' },
    ];
    for (const { email, label } of rounds) {
      const result = await sendOtp(email);
      console.log(
        `  ${label} ${email.padEnd(26)} p50 ${ms(result.latency.p50)}   p99 ${ms(result.latency.p99)}   average ${ms(result.latency.average)}   non-2xx ${result.non2xx}`,
      );
    }
  } finally {
    await api.close();
    await emulator.stop();
  }
}

await main();
