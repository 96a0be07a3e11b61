import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import type { Role } from '@org/contracts';
import { codeFromDevOutbox, readDevOutbox, sentSince } from '../../apps/api/test/support/devOutbox';
import { prepareThroughApi, readApi } from './api';
import { consoleUrl, openPage } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the demo people's signed-in states (./signedInStateDir.ts). */
    signedInStateDir: string;
  }
}

/** Reads the newest code sent to `email` since `since` (epoch ms) from the dev outbox. */
export function codeFromOutbox(
  email: string,
  since: number,
  baseUrl = consoleUrl,
): Promise<string> {
  return codeFromDevOutbox(baseUrl, email, sentSince(since));
}

/**
 * Signs `email` in through the login page, as a person would: e-mail, then the code from the dev
 * outbox. Finds the fields by their autocomplete purpose and submits with Enter, so it does not
 * depend on the wording of the login screen. Resolves once the signed-in header is shown.
 * `path` is where to start (default /login); the page ends wherever sign-in leads. `baseUrl` names
 * another console than the suite's.
 */
export async function signInAs(
  page: Page,
  email: string,
  path = '/login',
  baseUrl = consoleUrl,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const emailField = page.locator('input[autocomplete="email"]');
  await emailField.waitFor();
  // Allow a second of clock difference between the browser host and the api.
  const since = Date.now() - 1000;
  await emailField.fill(email);
  await emailField.press('Enter');
  const codeField = page.locator('input[autocomplete="one-time-code"]');
  await codeField.waitFor();
  await codeField.fill(await codeFromOutbox(email, since, baseUrl));
  await codeField.press('Enter');
  await page
    .getByRole('banner')
    .waitFor()
    .catch(async (error: unknown) => {
      // Say where sign-in got stuck: the page's address and what it shows.
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 400);
      throw new Error(
        `signing ${email} in did not reach the signed-in page: ${page.url()}\n${shown}`,
        {
          cause: error,
        },
      );
    });
}

/**
 * A new context and page in it (English unless `options` say otherwise), signed in as `email`
 * through the login page: a session of its own, which the test may end.
 */
export async function openSignedInThroughLoginPage(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, options);
  await signInAs(page, email);
  return { context, page };
}

/** The demo people the api seeds (apps/api/src/db/seed.ts), one per role. */
export type DemoPerson =
  'admin@clinic.test' | 'manager@clinic.test' | 'doctor@clinic.test' | 'nurse@clinic.test';

/** A demo person's signed-in browser state, and the ID token in it for api calls. */
export interface SignedInState {
  /** The file `browser.newContext({ storageState })` takes: cookies, local storage, IndexedDB. */
  storageState: string;
  token: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The ID token the Firebase SDK keeps in the console's local storage, and when it expires. */
function firebaseTokenIn(state: StorageState): { token: string; expiresAt: number } {
  const origin = new URL(consoleUrl).origin;
  const entry = state.origins
    .find((each) => each.origin === origin)
    ?.localStorage.find((item) => item.name.startsWith('firebase:authUser:'));
  if (!entry) throw new Error(`the signed-in state holds no Firebase user for ${origin}`);
  const { accessToken, expirationTime } = (
    JSON.parse(entry.value) as { stsTokenManager: { accessToken: string; expirationTime: number } }
  ).stsTokenManager;
  return { token: accessToken, expiresAt: expirationTime };
}

/**
 * `email`'s signed-in state for this run: made the first time a journey asks, by signing in
 * through the login page, then shared by every journey that asks again (one server session).
 * A journey that ends its session (logout, sign out everywhere, deactivation, a role change, the
 * idle sign-out) must not use it: it signs in through the page, or uses `personOfItsOwn`. Checks
 * that the shared session is still open, so a journey that ended it is named at once.
 */
export async function signedInState(browser: Browser, email: DemoPerson): Promise<SignedInState> {
  // One state per person per api: each worker's api has a database, so sessions, of its own.
  const file = path.join(inject('signedInStateDir'), `${new URL(consoleUrl).port}-${email}.json`);
  const stored = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as StorageState,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (!stored) {
    const { context } = await openSignedInThroughLoginPage(browser, email);
    try {
      const state = await context.storageState({ indexedDB: true });
      // Written whole, then renamed: a journey stopped halfway leaves no half a file behind.
      await writeFile(`${file}.${process.pid}`, JSON.stringify(state));
      await rename(`${file}.${process.pid}`, file);
      return { storageState: file, token: firebaseTokenIn(state).token };
    } finally {
      await context.close();
    }
  }
  const { token, expiresAt } = firebaseTokenIn(stored);
  // An expired token is renewed by the page's SDK; the check needs one the api accepts.
  if (expiresAt > Date.now() + 60_000) {
    const session = await fetch(`${consoleUrl}/api/v1/auth/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (session.status !== 200) {
      throw new Error(
        `${email}'s shared signed-in session has ended (GET /api/v1/auth/session answered ` +
          `${session.status}): a journey ended it. Journeys that end a session sign in through ` +
          'the login page (signInAs) or use personOfItsOwn (e2e/support/signIn.ts).',
      );
    }
  }
  return { storageState: file, token };
}

/**
 * A new context and page in it (English unless `options` say otherwise) of a browser where
 * `email` is signed in (the shared state of `signedInState`), with the ID token for api calls. The
 * page has not loaded anything yet. Never for a journey that ends the session.
 */
export async function openSignedIn(
  browser: Browser,
  email: DemoPerson,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const { storageState, token } = await signedInState(browser, email);
  return { ...(await openPage(browser, { ...options, storageState })), token };
}

/**
 * A staff member of `role` at Hospital Central de Lisboa, created for the calling journey through
 * the api as the demo admin, with the invitation already in the outbox: for journeys that end
 * every session of a person (sign out everywhere), which would end a demo person's shared one.
 * Answers the new person's e-mail; sign them in with `signInAs`.
 */
export async function personOfItsOwn(
  browser: Browser,
  role: Role,
  fullName: string,
): Promise<string> {
  const { token } = await signedInState(browser, 'admin@clinic.test');
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${unique}@clinic.test`;
  const clinics = await readApi<{ items: { id: string }[] }>(
    `/api/v1/clinics?search=${encodeURIComponent('Hospital Central de Lisboa')}`,
    token,
  );
  await prepareThroughApi('POST', '/api/v1/users', {
    token,
    body: {
      fullName,
      email,
      phoneNumber: null,
      role,
      address: 'Rua do Ouro 1, Lisboa',
      clinics: clinics.items.map((clinic) => clinic.id),
    },
  });
  // The invitation goes out through the mail queue: once it is in, the next mail is the code.
  await vi.waitFor(
    async () => {
      const mails = await readDevOutbox(consoleUrl);
      if (!mails.some((mail) => mail.to === email)) throw new Error(`no invitation to ${email}`);
    },
    { timeout: 20_000, interval: 50 },
  );
  return email;
}
