import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OutboxMail } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes, users } from '../src/db/schema';
import { OTP_CHALLENGE_COOKIE, SIGNED_IN_BROWSER_COOKIE } from '../src/services/otpService';
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
const post = async (
  url: string,
  payload: object,
  ip: string,
  cookies: Record<string, string | undefined> = {},
): Promise<Answer> => {
  const cookie = Object.entries({ 'XSRF-TOKEN': csrfToken, ...cookies })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await api.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { cookie, 'x-xsrf-token': csrfToken },
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    headers: response.headers,
  };
};

/** A code request; `signedInBrowser` is the mark of a browser that signed in as `email` before. */
const sendOtp = (email: string, ip: string, signedInBrowser?: string) =>
  post('/api/v1/auth/send-otp', { email }, ip, { [SIGNED_IN_BROWSER_COOKIE]: signedInBrowser });
/** A try at a code; with the challenge of the request that asked for it, or (a guess) without. */
const verifyOtp = (email: string, otp: string, ip: string, challenge?: string) =>
  post('/api/v1/auth/verify-otp', { email, otp }, ip, { [OTP_CHALLENGE_COOKIE]: challenge });

/** The value of the cookie `name` that an answer sets. */
const cookieSet = (answer: Answer, name: string): string | undefined =>
  [answer.headers['set-cookie']]
    .flat()
    .map((cookie) => String(cookie).match(new RegExp(`^${name}=([^;]+)`))?.[1])
    .find(Boolean);

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

/** Sends a code to `email` and reads it from the dev outbox, with the challenge the requester got. */
const issueCode = async (
  email: string,
  ip: string,
): Promise<{ otp: string; challenge: string }> => {
  await api.forgetRateLimits(`otp-requests:account:${email}`);
  const seen = await outboxKeys();
  const sent = await sendOtp(email, ip);
  expect(sent.status).toBe(200);
  const challenge = cookieSet(sent, OTP_CHALLENGE_COOKIE);
  expect(challenge).toEqual(expect.any(String));
  return { otp: await api.codeFor(email, seen), challenge: challenge! };
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
      for (const email of demoEmails) realCodes.set(email, (await issueCode(email, home)).otp);

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
  it('per account: guesses from any address count and a new code does not reset them, yet whoever asked for the code still signs in', async () => {
    const address = freshAddresses();
    const email = 'manager@clinic.test';
    // Earlier tests may have left counters behind: start in a new window.
    api.moveClock(afterTheWindow);
    let nextAddress = 1;
    const guess = (otp: string) => verifyOtp(email, otp, address(nextAddress++));

    // The owner asks for a code; guessers without its challenge use up the account's tries.
    const owners = await issueCode(email, address(0));
    for (let n = 0; n < perAccount.max; n += 1) {
      expect(await guess(wrongCode(owners.otp))).toMatchObject({ status: 400, body: INVALID_CODE });
    }
    const limited = await guess(wrongCode(owners.otp));
    expect(isRateLimited(limited)).toBe(true);
    expect(limited.body).toEqual(RATE_LIMITED);
    expect(retryAfterOf(limited)).toBeGreaterThan(perAccount.windowMs / 1000 - 10);
    // The right code without its challenge is a guess like any other, refused while limited…
    expect(isRateLimited(await guess(owners.otp))).toBe(true);
    // …but the owner, trying the code she asked for, signs in: the guessers locked out only
    // themselves (docs/decisions.md "A code is bound to whoever asked for it").
    const owner = await verifyOtp(email, owners.otp, address(0), owners.challenge);
    expect(owner.status).toBe(200);
    expect(owner.body.customToken).toEqual(expect.any(String));

    // A new code does not reset the guessers' count, and Retry-After counts down with the window.
    const next = await issueCode(email, address(0));
    api.moveClock(5 * 60 * 1000);
    const later = await guess(next.otp);
    expect(isRateLimited(later)).toBe(true);
    expect(retryAfterOf(later)).toBeLessThanOrEqual(perAccount.windowMs / 1000 - 5 * 60);
    expect(retryAfterOf(later)).toBeGreaterThan(perAccount.windowMs / 1000 - 5 * 60 - 10);
    // The requester's own wrong tries are not refused by the account's limit, but five burn the
    // code (docs/product.md §11.1).
    for (let n = 0; n < 5; n += 1) {
      expect(await verifyOtp(email, wrongCode(next.otp), address(0), next.challenge)).toMatchObject(
        { status: 400, body: INVALID_CODE },
      );
    }
    // A burnt code is nobody's any more: trying it is a guess, refused while guessers hold the
    // account's limit.
    expect(isRateLimited(await verifyOtp(email, next.otp, address(0), next.challenge))).toBe(true);

    // Once the window is over, guesses are checked again, and a new code signs in.
    api.moveClock(perAccount.windowMs - 5 * 60 * 1000 + 1000);
    expect(await guess(wrongCode())).toMatchObject({ status: 400, body: INVALID_CODE });
    const fresh = await issueCode(email, address(0));
    expect((await verifyOtp(email, fresh.otp, address(0), fresh.challenge)).status).toBe(200);
  });

  it('a code works only with the challenge of the request that asked for it', async () => {
    const address = freshAddresses();
    api.moveClock(afterTheWindow);
    const email = 'doctor@clinic.test';
    const owners = await issueCode(email, address(0));
    // Somebody else asking for a code to the same address neither voids the owner's code nor
    // gets a challenge that opens it.
    const others = await issueCode(email, address(1));
    expect(await verifyOtp(email, owners.otp, address(1), others.challenge)).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
    expect(await verifyOtp(email, owners.otp, address(2))).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
    expect(await verifyOtp(email, owners.otp, address(2), 'forged.challenge')).toMatchObject({
      status: 400,
      body: INVALID_CODE,
    });
    expect((await verifyOtp(email, owners.otp, address(0), owners.challenge)).status).toBe(200);
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
    const refused = await verifyOtp(email, code.otp, attacker, code.challenge);
    expect(isRateLimited(refused)).toBe(true);
    expect(retryAfterOf(refused)).toBeGreaterThan(perIp.windowMs / 1000 - 10);
    // The refused try was not counted against the account nor the code: elsewhere it works.
    expect((await verifyOtp(email, code.otp, address(2), code.challenge)).status).toBe(200);

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
  it("strangers asking for codes to an address do not stop its owner's usual browser", async () => {
    const address = freshAddresses();
    api.moveClock(afterTheWindow);
    const email = 'admin@clinic.test';
    const requests = rateLimitRules.otpRequestsPerAccount;
    // The owner signed in from her browser before, and it was marked.
    const earlier = await issueCode(email, address(0));
    const signedIn = await verifyOtp(email, earlier.otp, address(0), earlier.challenge);
    expect(signedIn.status).toBe(200);
    const browser = cookieSet(signedIn, SIGNED_IN_BROWSER_COOKIE);
    expect(browser).toEqual(expect.any(String));

    // Strangers use up the address's code requests; any other browser is refused…
    await api.forgetRateLimits(`otp-requests:account:${email}`);
    const before = Date.now();
    for (let n = 1; n <= requests.max; n += 1)
      expect((await sendOtp(email, address(n))).status).toBe(200);
    expect(isRateLimited(await sendOtp(email, address(100)))).toBe(true);
    expect(isRateLimited(await sendOtp(email, address(101), 'forged.mark'))).toBe(true);
    expect(isRateLimited(await sendOtp('doctor@clinic.test', address(102), browser))).toBe(false);
    // (their codes are mailed in the background: wait for them, so as not to mistake one for hers)
    await vi.waitFor(
      async () => {
        const outbox = (await api.request('GET', '/api/v1/dev/outbox'))
          .body as unknown as OutboxMail[];
        const mailed = outbox.filter(
          (mail) => mail.to === email && Date.parse(mail.sentAt) >= before,
        );
        expect(mailed).toHaveLength(requests.max);
      },
      { timeout: 10_000 },
    );

    // …but her own browser still gets a code, and signs in with it.
    const seen = await outboxKeys();
    const sent = await sendOtp(email, address(0), browser);
    expect(sent.status).toBe(200);
    const otp = await api.codeFor(email, seen);
    const verified = await verifyOtp(email, otp, address(0), cookieSet(sent, OTP_CHALLENGE_COOKIE));
    expect(verified.status).toBe(200);
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
  let codeBeforeDeactivation: { otp: string; challenge: string };

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
      await verifyOtp('doctor@clinic.test', wrongCode(live.otp), address(1), live.challenge),
      await verifyOtp('admin@clinic.test', wrongCode(), address(2)),
      await verifyOtp('nobody-here@clinic.test', wrongCode(), address(3)),
      // A deactivated user's code, right as it is, no longer works — and says nothing more.
      await verifyOtp(
        deactivatedEmail,
        codeBeforeDeactivation.otp,
        address(4),
        codeBeforeDeactivation.challenge,
      ),
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
