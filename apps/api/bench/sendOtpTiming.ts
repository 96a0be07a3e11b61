// Benchmark part `send-otp-timing` (run through apps/api/bench/index.ts): can send-otp's answer
// time tell an e-mail with an account from one without (docs/product.md §11.2)? As an attacker
// on loopback would ask: BENCH_SEND_OTP_ADDRESSES known and as many unknown addresses (default
// 2,000 each; --quick 300), each asked for a code 5 times (the most the per-account limit
// allows), one request at a time, in a new random order each round so that neither kind always
// follows the other; then the fastest of each address's 5 answers, and the AUC of telling known
// from unknown by it. 0.5 is a coin toss; the goal is ≤ 0.6 either way.
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { ms, type BenchContext, type BenchResult } from './support';

const ADDRESSES = Number(process.env.BENCH_SEND_OTP_ADDRESSES ?? 2_000);
const QUICK_ADDRESSES = 300;
/** docs/product.md §9: 5 code requests per e-mail address in a window. */
const REQUESTS_PER_ADDRESS = 5;
const AUC_GOAL = 0.6;

/**
 * The chance that a random known address's figure is above a random unknown one's (ties count
 * half): the area under the ROC curve of "slower means known", by ranks (Mann–Whitney U).
 */
export function aucOf(known: number[], unknown: number[]): number {
  const all = [
    ...known.map((value) => ({ value, known: true })),
    ...unknown.map((value) => ({ value, known: false })),
  ].sort((a, b) => a.value - b.value);
  let rankSumKnown = 0;
  for (let start = 0; start < all.length;) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.value === all[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let index = start; index <= end; index += 1) if (all[index]!.known) rankSumKnown += rank;
    start = end + 1;
  }
  const u = rankSumKnown - (known.length * (known.length + 1)) / 2;
  return u / (known.length * unknown.length);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

// The attacker is not inside the api's process: the requests are sent and timed from a worker
// thread with an event loop of its own, so that what the api does after answering (on PGlite,
// synchronously) cannot delay the reading of the answer it has already sent.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, csrf, requests } = workerData;
(async () => {
  const times = [];
  for (const { email, ip } of requests) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=' + csrf,
        'x-xsrf-token': csrf,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error('send-otp answered ' + response.status);
  }
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

/** Asks for a code for each address in turn, from a worker thread; each answer's time in ms. */
function probe(
  baseUrl: string,
  csrf: string,
  requests: { email: string; ip: string }[],
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROBE, {
      eval: true,
      workerData: {
        url: `${baseUrl}/api/v1/auth/send-otp`,
        csrf,
        requests: requests.map(({ email, ip }) => ({ email, ip })),
      },
    });
    worker.once('message', (times: number[]) => {
      resolve(times);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function benchSendOtpTiming({
  api,
  database,
  quick,
  log,
}: BenchContext): Promise<BenchResult[]> {
  const count = quick ? QUICK_ADDRESSES : ADDRESSES;
  const run = `${Date.now().toString(36)}`;
  const addresses = Array.from({ length: count * 2 }, (_, n) => ({
    email: `timing-${run}-${n}@${n % 2 === 0 ? 'known' : 'unknown'}.clinic.test`,
    known: n % 2 === 0,
    // One address per e-mail, so that no per-IP limit is reached.
    ip: `10.${200 + Math.floor(n / 65_025)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`,
    fastest: Number.POSITIVE_INFINITY,
  }));
  const known = addresses.filter((address) => address.known);
  await api.db.execute(sql`
    insert into users (email, full_name, role)
    select e.email, 'Timing ' || e.n, 'DOCTOR'
    from unnest(${`{${known.map((address) => address.email).join(',')}}`}::text[])
      with ordinality as e(email, n)
  `);

  const csrf = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
  log(
    `send-otp timing: ${count} known and ${count} unknown addresses, ${REQUESTS_PER_ADDRESS} requests each, one at a time, shuffled each round`,
  );
  // A few requests first, so that neither kind meets a cold server.
  const warmUp = addresses.slice(0, 20);
  await probe(api.baseUrl, csrf, warmUp);
  await api.forgetRateLimits(`timing-${run}-`);
  const order = Array.from({ length: REQUESTS_PER_ADDRESS }, () => shuffled(addresses)).flat();
  const times = await probe(api.baseUrl, csrf, order);
  order.forEach((address, index) => {
    address.fastest = Math.min(address.fastest, times[index]!);
  });

  const fastestKnown = known.map((address) => address.fastest);
  const fastestUnknown = addresses
    .filter((address) => !address.known)
    .map((address) => address.fastest);
  const auc = aucOf(fastestKnown, fastestUnknown);
  const separation = Math.max(auc, 1 - auc);
  return [
    {
      database,
      name: `send-otp: known vs unknown by the fastest of ${REQUESTS_PER_ADDRESS} (${count} + ${count} addresses)`,
      figures: `AUC ${auc.toFixed(3)}  medians ${ms(median(fastestKnown))} vs ${ms(median(fastestUnknown))}`,
      goal: `AUC ≤ ${AUC_GOAL} either way`,
      met: separation <= AUC_GOAL,
    },
  ];
}
