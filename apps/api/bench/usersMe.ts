// Benchmark part `users-me` (run through apps/api/bench/index.ts): authenticated GET
// /api/v1/users/me throughput and latency against a bare Fastify JSON route measured in the same
// run, in the same process, with the same load (before and after users/me, so that a change in
// the machine's load shows), and send-otp latency for a known vs an unknown e-mail
// (docs/product.md §11.2: "about the same time").
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ms, type BenchContext, type BenchResult } from './support';

const USERS_ME_CONNECTIONS = 10;
/** The signed-in hot path. */
const USERS_ME_GOAL = { requestsPerSecond: 3_000, p99Ms: 10 };
/** Requests per e-mail: below the relaxed per-account limit (5 × 100), so none is refused. */
const SEND_OTP_REQUESTS = 300;
/** One client probing answer times one request after another: the enumeration threat. */
const SEND_OTP_CONNECTIONS = 1;

export async function benchUsersMe({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const seconds = quick ? 3 : 10;
  const idToken = await api.signIn('doctor@clinic.test');
  const usersMe = {
    url: `${api.baseUrl}/api/v1/users/me`,
    headers: { authorization: `Bearer ${idToken}` },
    connections: USERS_ME_CONNECTIONS,
  };
  // The floor: the same load on a Fastify app with one JSON route and nothing else.
  const bareApp = Fastify();
  bareApp.get('/bare', async () => ({ id: 'bare', name: 'Bare' }));
  await bareApp.listen({ host: '127.0.0.1', port: 0 });
  const bare = {
    url: `http://127.0.0.1:${(bareApp.server.address() as AddressInfo).port}/bare`,
    connections: USERS_ME_CONNECTIONS,
  };
  const figures = (result: autocannon.Result) =>
    `${result.requests.average.toFixed(0)} req/s  p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  errors ${result.errors + result.timeouts + result.non2xx}`;
  let me: autocannon.Result;
  let bareRuns: autocannon.Result[];
  try {
    log(
      `GET /api/v1/users/me and a bare Fastify route: ${USERS_ME_CONNECTIONS} connections, ${seconds} s each (bare, users/me, bare)`,
    );
    await autocannon({ ...bare, duration: quick ? 1 : 2 });
    await autocannon({ ...usersMe, duration: quick ? 1 : 2 });
    const bareBefore = await autocannon({ ...bare, duration: seconds });
    me = await autocannon({ ...usersMe, duration: seconds });
    const bareAfter = await autocannon({ ...bare, duration: seconds });
    bareRuns = [bareBefore, bareAfter];
  } finally {
    await bareApp.close();
  }
  const meErrors = me.errors + me.timeouts + me.non2xx;
  results.push({
    database,
    name: `users/me (${USERS_ME_CONNECTIONS} connections, ${seconds} s)`,
    figures: figures(me),
    goal: `≥ ${USERS_ME_GOAL.requestsPerSecond.toLocaleString('en')} req/s, p99 ≤ ${USERS_ME_GOAL.p99Ms} ms`,
    met:
      meErrors === 0 &&
      me.requests.average >= USERS_ME_GOAL.requestsPerSecond &&
      me.latency.p99 <= USERS_ME_GOAL.p99Ms,
  });
  bareRuns.forEach((run, index) =>
    results.push({
      database,
      name: `bare Fastify JSON route, ${index === 0 ? 'before' : 'after'} users/me (${USERS_ME_CONNECTIONS} connections, ${seconds} s)`,
      figures: figures(run),
    }),
  );
  const bareAverage =
    bareRuns.reduce((sum, run) => sum + run.requests.average, 0) / bareRuns.length;
  results.push({
    database,
    name: 'users/me ÷ bare Fastify (req/s)',
    figures: `${((me.requests.average / bareAverage) * 100).toFixed(1)} % (${me.requests.average.toFixed(0)} / ${bareAverage.toFixed(0)})`,
  });

  const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
  const requests = quick ? 100 : SEND_OTP_REQUESTS;
  const sendOtp = (email: string) =>
    autocannon({
      url: `${api.baseUrl}/api/v1/auth/send-otp`,
      method: 'POST',
      connections: SEND_OTP_CONNECTIONS,
      amount: requests,
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${csrf}`,
        'x-xsrf-token': csrf,
      },
      body: JSON.stringify({ email }),
    });
  log(`POST /api/v1/auth/send-otp: ${requests} requests per e-mail, one after another`);
  // Alternating twice, so that neither side always runs on a colder or busier server.
  const rounds = [
    { email: 'nurse@clinic.test', known: true },
    { email: 'nobody-bench@clinic.test', known: false },
    { email: 'manager@clinic.test', known: true },
    { email: 'nobody-else@clinic.test', known: false },
  ];
  const averages = { known: [] as number[], unknown: [] as number[] };
  for (const { email, known } of rounds) {
    const result = await sendOtp(email);
    averages[known ? 'known' : 'unknown'].push(result.latency.average);
    results.push({
      database,
      name: `send-otp, ${known ? 'known' : 'unknown'} e-mail (${email})`,
      figures: `p50 ${ms(result.latency.p50)}  p99 ${ms(result.latency.p99)}  average ${ms(result.latency.average)}  non-2xx ${result.non2xx}`,
    });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  results.push({
    database,
    name: 'send-otp, known vs unknown average',
    figures: `${ms(mean(averages.known))} vs ${ms(mean(averages.unknown))}`,
  });
  return results;
}
