import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OutboxMail } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../src/db/schema';
import { rateLimitRules } from '../src/services/rateLimiter';
import { startTestApi, type TestApi } from './testApi';

/**
 * docs/product.md §11.1: guessing codes never signs anybody in, failed tries are limited per
 * account and per IP (429 + Retry-After), and nothing in the answers tells a known e-mail from an
 * unknown one. Requests go through `app.inject`: the whole pipeline (hooks, CSRF, rate limits,
 * database) without sockets, so that a hundred thousand of them fit in the suite.
 */

let api: TestApi;
let csrfToken: string;

beforeAll(async () => {
  api = await startTestApi();
  csrfToken = (await api.request('GET', '/api/v1/auth/csrf')).body!.token as string;
});
afterAll(() => api.close());

const perAccount = rateLimitRules.otpFailuresPerAccount;
const perIp = rateLimitRules.otpFailuresPerIp;
const WINDOW_MS = Math.max(perAccount.windowMs, perIp.windowMs);
/** The window's end, and a second to be sure. */
const afterTheWindow = WINDOW_MS + 1000;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
}

/** One request from `ip` (the socket's address: the api trusts forwarded addresses only from loopback). */
const post = async (url: string, payload: object, ip: string): Promise<Answer> => {
  const response = await api.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { cookie: `XSRF-TOKEN=${csrfToken}`, 'x-xsrf-token': csrfToken },
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    headers: response.headers,
  };
};

const sendOtp = (email: string, ip: string) => post('/api/v1/auth/send-otp', { email }, ip);
const verifyOtp = (email: string, otp: string, ip: string) =>
  post('/api/v1/auth/verify-otp', { email, otp }, ip);

const INVALID_CODE = {
  message: 'This code is not valid or has expired. Request a new code.',
  code: 'OTP_INVALID',
};
const RATE_LIMITED = {
  message: 'Too many attempts. Please wait and try again.',
  code: 'RATE_LIMITED',
};

/** Retry-After in whole seconds, within the window (RFC 9110 delay-seconds). */
const retryAfterOf = (answer: Answer): number | null => {
  const value = answer.headers['retry-after'];
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
};
const isRateLimited = (answer: Answer) => {
  const seconds = retryAfterOf(answer);
  return (
    answer.status === 429 &&
    answer.body.code === RATE_LIMITED.code &&
    seconds !== null &&
    seconds >= 1 &&
    seconds <= WINDOW_MS / 1000
  );
};

const outboxKeys = async () =>
  new Set(
    ((await api.request('GET', '/api/v1/dev/outbox')).body as unknown as OutboxMail[]).map(
      (mail) => `${mail.sentAt} ${mail.text}`,
    ),
  );

/** Sends a code to `email` and reads it from the dev outbox. */
const issueCode = async (email: string, ip: string): Promise<string> => {
  await api.forgetRateLimits(`otp-requests:account:${email}`);
  const seen = await outboxKeys();
  expect((await sendOtp(email, ip)).status).toBe(200);
  return api.codeFor(email, seen);
};

/** A six-digit code that is not `real`. */
const wrongCode = (real?: string) => {
  const guess = randomInt(0, 1_000_000);
  const code = String(guess === Number(real) ? (guess + 1) % 1_000_000 : guess).padStart(6, '0');
  return code;
};

let nextNetwork = 0;
/** A fresh /16 of addresses for each test, so that no test inherits another's counters. */
const freshAddresses = () => {
  nextNetwork += 1;
  return (n: number) => `10.${nextNetwork}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

const demoEmails = [
  'admin@clinic.test',
  'manager@clinic.test',
  'doctor@clinic.test',
  'nurse@clinic.test',
];

describe('brute force', () => {
  // docs/decisions.md "Brute-force test: 100,000 wrong codes": all of them on PostgreSQL
  // (~1.5 min); a quarter on PGlite, whose single thread needs ~3 min for all of them. Same code
  // path, same assertions.
  const WRONG_CODES = process.env.TEST_DATABASE_URL ? 100_000 : 25_000;
  const WINDOWS = 4;
  const BATCH = 200;
  /** Accounts the crowd of addresses attacks: the demo users (with live codes) and unknown ones. */
  const targets = [
    ...demoEmails,
    ...Array.from({ length: 16 }, (_, n) => `target-${n}@clinic.test`),
  ];
  const CROWD_ADDRESSES = 2000;
  /** Every fifth try comes from one address that tries a new e-mail each time: only the per-IP limit stops it. */
  const SPRAYER_EVERY = 5;

  it(`${WRONG_CODES.toLocaleString('en')} wrong codes across accounts and IPs never sign in, and the limits hold in every window`, async () => {
    const crowd = freshAddresses();
    const sprayer = freshAddresses()(0);
    const home = freshAddresses()(0);
    const perWindow = WRONG_CODES / WINDOWS;
    const unexpected: string[] = [];
    let signedIn = 0;
    let sent = 0;
    let limited = 0;
    const windows: { checkedPerAccount: Map<string, number>; checkedPerIp: Map<string, number> }[] =
      [];

    for (let window = 0; window < WINDOWS; window += 1) {
      if (window > 0) api.moveClock(afterTheWindow);
      // Live codes for the demo users, so that the guesses are checked against real ones.
      const realCodes = new Map<string, string>();
      for (const email of demoEmails) realCodes.set(email, await issueCode(email, home));

      const checkedPerAccount = new Map<string, number>();
      const checkedPerIp = new Map<string, number>();
      windows.push({ checkedPerAccount, checkedPerIp });
      let crowdAttempts = 0;
      const attempts = Array.from({ length: perWindow }, (_, n) => {
        if (n % SPRAYER_EVERY === 0) {
          return { email: `sprayed-${window}-${n}@clinic.test`, ip: sprayer, otp: wrongCode() };
        }
        const k = crowdAttempts++;
        const email = targets[k % targets.length]!;
        const ip = crowd((k * 7919 + window) % CROWD_ADDRESSES);
        return { email, ip, otp: wrongCode(realCodes.get(email)) };
      });

      for (let start = 0; start < attempts.length; start += BATCH) {
        const batch = attempts.slice(start, start + BATCH);
        const answers = await Promise.all(
          batch.map((attempt) => verifyOtp(attempt.email, attempt.otp, attempt.ip)),
        );
        answers.forEach((answer, index) => {
          const attempt = batch[index]!;
          sent += 1;
          if (answer.status === 200) signedIn += 1;
          else if (isRateLimited(answer)) limited += 1;
          else if (answer.status === 400 && answer.body.code === INVALID_CODE.code) {
            checkedPerAccount.set(attempt.email, (checkedPerAccount.get(attempt.email) ?? 0) + 1);
            checkedPerIp.set(attempt.ip, (checkedPerIp.get(attempt.ip) ?? 0) + 1);
          } else if (unexpected.length < 20) {
            unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          }
        });
      }
    }

    expect(sent).toBe(WRONG_CODES);
    expect(signedIn).toBe(0);
    expect(unexpected).toEqual([]);
    // The tries arrive 200 at a time, yet no limit is overrun: verifyCode counts both failure
    // counters before it checks a code, and reserves each try at a code atomically.
    //
    // Per window: every attacked account checked exactly as often as its limit allows, the
    // sprayer's address exactly as often as the per-IP limit allows, no address more.
    const observed = windows.map(({ checkedPerAccount, checkedPerIp }) => ({
      accounts: Object.fromEntries(targets.map((email) => [email, checkedPerAccount.get(email)])),
      sprayer: checkedPerIp.get(sprayer),
      busiestAddress: Math.max(...checkedPerIp.values()),
    }));
    const asSpecified = windows.map(() => ({
      accounts: Object.fromEntries(targets.map((email) => [email, perAccount.max])),
      sprayer: perIp.max,
      busiestAddress: perIp.max,
    }));
    expect(observed).toEqual(asSpecified);
    const checked = windows.reduce(
      (sum, { checkedPerAccount }) =>
        sum + [...checkedPerAccount.values()].reduce((a, b) => a + b, 0),
      0,
    );
    expect(checked + limited).toBe(WRONG_CODES);
    expect(checked).toBe(WINDOWS * (targets.length * perAccount.max + perIp.max));
  }, 600_000);
});

describe('limits', () => {
  it('per account: failures from any address count, a new code does not reset them, the window ends after its time', async () => {
    const address = freshAddresses();
    const email = 'manager@clinic.test';
    // Earlier tests may have left counters behind: start in a new window.
    api.moveClock(afterTheWindow);
    let nextAddress = 1;
    const failOnce = async (real: string) =>
      expect(await verifyOtp(email, wrongCode(real), address(nextAddress++))).toMatchObject({
        status: 400,
        body: INVALID_CODE,
      });

    // Five wrong tries burn the first code (docs/product.md §11.1); the failures go on counting across
    // new codes, up to the per-account limit.
    const first = await issueCode(email, address(0));
    for (let n = 0; n < 5; n += 1) await failOnce(first);
    const second = await issueCode(email, address(0));
    for (let n = 0; n < 4; n += 1) await failOnce(second);
    const third = await issueCode(email, address(0));
    for (let n = 9; n < perAccount.max; n += 1) await failOnce(third);

    const limited = await verifyOtp(email, wrongCode(third), address(nextAddress++));
    expect(isRateLimited(limited)).toBe(true);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(retryAfterOf(limited)).toBeGreaterThan(perAccount.windowMs / 1000 - 10);
    // The right code is refused as well while the account is limited…
    expect(isRateLimited(await verifyOtp(email, third, address(nextAddress++)))).toBe(true);
    // …and so is a brand-new one: a new code does not reset the failure count.
    const fourth = await issueCode(email, address(0));
    expect(isRateLimited(await verifyOtp(email, fourth, address(nextAddress++)))).toBe(true);

    // Retry-After counts down with the window.
    api.moveClock(5 * 60 * 1000);
    const later = await verifyOtp(email, fourth, address(nextAddress++));
    expect(isRateLimited(later)).toBe(true);
    expect(retryAfterOf(later)).toBeLessThanOrEqual(perAccount.windowMs / 1000 - 5 * 60);
    expect(retryAfterOf(later)).toBeGreaterThan(perAccount.windowMs / 1000 - 5 * 60 - 10);

    // Once the window is over, the account signs in again with a new code.
    api.moveClock(perAccount.windowMs - 5 * 60 * 1000 + 1000);
    const fifth = await issueCode(email, address(0));
    const signedIn = await verifyOtp(email, fifth, address(nextAddress++));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customToken).toEqual(expect.any(String));
  });

  it('per IP: failures across accounts count, and the limit blocks the address, not the account', async () => {
    const address = freshAddresses();
    const attacker = address(0);
    api.moveClock(afterTheWindow);
    for (let n = 0; n < perIp.max; n += 1) {
      expect(await verifyOtp(`unknown-${n}@clinic.test`, wrongCode(), attacker)).toMatchObject({
        status: 400,
        body: INVALID_CODE,
      });
    }
    const email = 'doctor@clinic.test';
    const code = await issueCode(email, address(1));
    const refused = await verifyOtp(email, code, attacker);
    expect(isRateLimited(refused)).toBe(true);
    expect(retryAfterOf(refused)).toBeGreaterThan(perIp.windowMs / 1000 - 10);
    // The refused try was not counted against the account nor the code: elsewhere it works.
    expect((await verifyOtp(email, code, address(2))).status).toBe(200);

    api.moveClock(perIp.windowMs + 1000);
    expect(await verifyOtp('unknown-0@clinic.test', wrongCode(), attacker)).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
  });

  it('limits code requests per account and per IP, known e-mail or not', async () => {
    const address = freshAddresses();
    api.moveClock(afterTheWindow);
    const requests = rateLimitRules.otpRequestsPerAccount;
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let n = 0; n <= requests.max; n += 1) {
      known.push(await sendOtp('nurse@clinic.test', address(n)));
      unknown.push(await sendOtp('nobody-at-all@clinic.test', address(n)));
    }
    const shape = (answer: Answer) => ({ status: answer.status, body: answer.body });
    expect(known.map(shape)).toEqual(unknown.map(shape));
    expect(known.slice(0, requests.max).every((answer) => answer.status === 200)).toBe(true);
    expect(isRateLimited(known[requests.max]!)).toBe(true);
    expect(isRateLimited(unknown[requests.max]!)).toBe(true);

    const ipRequests = rateLimitRules.otpRequestsPerIp;
    const sender = address(200);
    for (let n = 0; n < ipRequests.max; n += 1) {
      expect((await sendOtp(`someone-${n}@clinic.test`, sender)).status).toBe(200);
    }
    expect(isRateLimited(await sendOtp('someone-else@clinic.test', sender))).toBe(true);
    expect((await sendOtp('someone-else@clinic.test', address(201))).status).toBe(200);
  });
});

describe('no user enumeration', () => {
  /** Everything a client sees, minus what differs on every answer anyway. */
  const visible = (answer: Answer) => ({
    status: answer.status,
    body: answer.body,
    headers: Object.keys(answer.headers)
      .filter((name) => !['date', 'x-request-id'].includes(name))
      .sort()
      .map((name) => (name === 'content-length' ? `${name}: ${answer.headers[name]}` : name)),
  });

  let deactivatedEmail: string;
  let codeBeforeDeactivation: string;

  beforeAll(async () => {
    api.moveClock(afterTheWindow);
    deactivatedEmail = 'nurse@clinic.test';
    const address = freshAddresses();
    codeBeforeDeactivation = await issueCode(deactivatedEmail, address(0));
    const [nurse] = await api.db.select().from(users).where(eq(users.email, deactivatedEmail));
    const admin = await api.signIn('admin@clinic.test');
    const changed = await api.request('PATCH', `/api/v1/users/${nurse!.id}/access`, {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    expect(changed.status).toBe(204);
  });

  it('send-otp answers a known, an unknown and a deactivated e-mail alike', async () => {
    const address = freshAddresses();
    const known = await sendOtp('doctor@clinic.test', address(1));
    const unknown = await sendOtp('nobody-here@clinic.test', address(2));
    const deactivated = await sendOtp(deactivatedEmail, address(3));
    expect(known.status).toBe(200);
    expect(visible(unknown)).toEqual(visible(known));
    expect(visible(deactivated)).toEqual(visible(known));
  });

  it('verify-otp answers a wrong code for a known account like any code for an unknown one', async () => {
    const address = freshAddresses();
    const live = await issueCode('doctor@clinic.test', address(0));
    const answers = [
      await verifyOtp('doctor@clinic.test', wrongCode(live), address(1)),
      await verifyOtp('admin@clinic.test', wrongCode(), address(2)),
      await verifyOtp('nobody-here@clinic.test', wrongCode(), address(3)),
      // A deactivated user's code, right as it is, no longer works — and says nothing more.
      await verifyOtp(deactivatedEmail, codeBeforeDeactivation, address(4)),
    ];
    expect(answers[0]).toMatchObject({ status: 400, body: INVALID_CODE });
    for (const answer of answers.slice(1)) expect(visible(answer)).toEqual(visible(answers[0]!));
  });

  it('sends a deactivated user no code', async () => {
    const address = freshAddresses();
    const [nurse] = await api.db.select().from(users).where(eq(users.email, deactivatedEmail));
    const codesOfNurse = async () =>
      (await api.db.select().from(otpCodes).where(eq(otpCodes.userId, nurse!.id))).length;
    const codesBefore = await codesOfNurse();
    const seen = await outboxKeys();
    await api.forgetRateLimits(`otp-requests:account:${deactivatedEmail}`);
    expect((await sendOtp(deactivatedEmail, address(1))).status).toBe(200);
    // Mail goes out in the background: once a later code to an active user has arrived, a code
    // to the deactivated user would have been issued too.
    await issueCode('manager@clinic.test', address(2));
    const outbox = (await api.request('GET', '/api/v1/dev/outbox')).body as unknown as OutboxMail[];
    const mailedNow = outbox.filter((mail) => !seen.has(`${mail.sentAt} ${mail.text}`));
    expect(mailedNow.map((mail) => mail.to)).toEqual(['manager@clinic.test']);
    expect(await codesOfNurse()).toBe(codesBefore);
  });
});
