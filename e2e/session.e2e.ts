import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, idTokenOf, prepareThroughApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, newConsoleContext, openPage } from './support/browser';
import { openSignedIn, signedInState, signInAs } from './support/signIn';
import {
  freePort,
  rootDir,
  startProcess,
  stopAll,
  waitForHttp,
  type ManagedProcess,
} from '../scripts/lib/processes.mjs';

/** As scripts/test.mjs has them: the emulator's port and where the console build is. */
const authEmulatorHost = `127.0.0.1:${process.env.TEST_AUTH_PORT ?? 9199}`;
const testDataDir = path.resolve(process.env.TEST_DATA_DIR ?? path.join(rootDir, '.test-data'));

const MAINTENANCE_TEXT = 'Scheduled maintenance tonight from 22:00 to 23:00.';
const DEFAULT_MAINTENANCE_TEXT = 'Platform under maintenance, please try again later.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the network-error dialog (docs/product.md §8)', () => {
  // Signed out: a fresh browser per test, on the login page.
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
    await page.goto(`${consoleUrl}/login`);
    await page.locator('input[autocomplete="email"]').waitFor();
  });
  afterEach(() => context?.close());

  /** Sends a code while its request never arrives; answers the dialog that says so. */
  async function sendWithoutANetwork() {
    await page.route('**/api/v1/auth/send-otp', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('nurse@clinic.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Network Error' });
    await dialog.getByText('There was a problem connecting to the network.').waitFor();
  }

  it('says the network could not be reached when a request never arrives', async () => {
    await sendWithoutANetwork();
    await expectNoAxeViolations(page, 'network-error dialog');
  });

  it('closes, leaving the person where they were', async () => {
    await sendWithoutANetwork();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('nurse@clinic.test');
    await page.unroute('**/api/v1/auth/send-otp');
  });
});

describe('a request that can be repeated, when the network fails (docs/product.md §8)', () => {
  it('offers "Try again" in the network-error dialog, and the page carries on with the answer', async () => {
    const { context, page } = await openSignedIn(browser, 'nurse@clinic.test');
    try {
      let refused = 0;
      await page.route('**/api/v1/clinics?**', async (route) => {
        if (refused === 0) {
          refused += 1;
          await route.abort('internetdisconnected');
        } else await route.continue();
      });
      await page.goto(`${consoleUrl}/clinics-and-hospitals`);
      const dialog = page.getByRole('alertdialog', { name: 'Network Error' });
      await dialog.getByText('There was a problem connecting to the network.').waitFor();
      await expectNoAxeViolations(page, 'network-error dialog with Try again');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('rowheader', { name: 'Hospital Central de Lisboa' }).waitFor();
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      expect(refused).toBe(1);
      // The list never showed its failure: the request was waiting for the answer.
      await expect
        .poll(() => page.getByRole('heading', { name: 'The list could not be loaded.' }).count())
        .toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a reload while the server cannot be reached (docs/product.md §11.3)', () => {
  it('keeps the session, says so with "Try again", and carries on once the server answers', async () => {
    const { context, page } = await openSignedIn(browser, 'doctor@clinic.test');
    try {
      await page.goto(`${consoleUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.route('**/api/v1/users/me', (route) => route.abort('internetdisconnected'));
      await page.reload();
      // The request can be repeated, so the dialog offers that first; closed, the page says why.
      const dialog = page.getByRole('alertdialog', { name: 'Network Error' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('heading', { level: 1, name: 'The server cannot be reached' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings');
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      await expectNoAxeViolations(page, 'server cannot be reached');

      await page.unroute('**/api/v1/users/me');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings');
      // Still the same person, without a new code.
      await page.getByRole('button', { name: 'Dmitri Doctor, profile menu' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the maintenance message (docs/product.md §12.2)', () => {
  let adminToken = '';
  beforeAll(async () => {
    adminToken = (await signedInState(browser, 'admin@clinic.test')).token;
  });
  // Each test starts with the message set (some change or clear it).
  beforeEach(async () => {
    const set = await callApi('PUT', '/api/v1/maintenance', {
      token: adminToken,
      body: { maintenanceMessage: MAINTENANCE_TEXT },
    });
    expect(set.status).toBe(200);
  });
  afterAll(async () => {
    await callApi('DELETE', '/api/v1/maintenance', { token: adminToken });
  });

  it('shows on the sign-in page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${consoleUrl}/login`);
    const notice = page.getByRole('status').filter({ hasText: MAINTENANCE_TEXT });
    await notice.getByText('Maintenance notice').waitFor();
    await expectNoAxeViolations(page, 'login with a maintenance message');
    await context.close();
  });

  it('shows on the sign-in page in Arabic, right to left', async () => {
    const { context, page } = await openPage(browser, { locale: 'ar' });
    await page.goto(`${consoleUrl}/login`);
    await page
      .getByRole('status')
      .filter({ hasText: MAINTENANCE_TEXT })
      .getByText('إشعار صيانة')
      .waitFor();
    await expectNoAxeViolations(page, 'login with a maintenance message, rtl');
    await context.close();
  });

  describe('for a signed-in user', () => {
    // The doctor's shared sign-in and one page for the block; each test starts in the light
    // theme, Home reloaded.
    let context: BrowserContext;
    let page: Page;
    let userToken = '';
    beforeAll(async () => {
      ({ context, page, token: userToken } = await openSignedIn(browser, 'doctor@clinic.test'));
    });
    beforeEach(async () => {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token: userToken,
        body: { darkMode: false },
      });
      await page.goto(`${consoleUrl}/`);
      await page.getByRole('heading', { name: 'Welcome, Dmitri' }).waitFor();
    });
    afterAll(async () => {
      if (userToken) {
        await callApi('PUT', '/api/v1/users/me/settings', {
          token: userToken,
          body: { darkMode: false },
        });
      }
      await context?.close();
    });

    const banner = () => page.getByRole('status', { name: 'Maintenance notice' });

    it('is a banner across the top of the page, above the header', async () => {
      await banner().getByText(MAINTENANCE_TEXT).waitFor();
      const bannerBox = await banner().boundingBox();
      const headerBox = await page.getByRole('banner').boundingBox();
      expect(bannerBox!.y).toBeLessThan(headerBox!.y);
      expect(bannerBox!.width).toBeGreaterThan(headerBox!.width * 0.9);
      await expectNoAxeViolations(page, 'maintenance banner, light');
    });

    it('has no accessibility violations in the dark theme', async () => {
      const saved = await callApi('PUT', '/api/v1/users/me/settings', {
        token: userToken,
        body: { darkMode: true },
      });
      expect(saved.status).toBe(200);
      await page.reload();
      await banner().getByText(MAINTENANCE_TEXT).waitFor();
      await expect(page.evaluate(() => document.documentElement.style.colorScheme)).resolves.toBe(
        'dark',
      );
      await expectNoAxeViolations(page, 'maintenance banner, dark');
    });

    it('shows the default text in the reader’s language', async () => {
      await callApi('PUT', '/api/v1/maintenance', {
        token: adminToken,
        body: { maintenanceMessage: DEFAULT_MAINTENANCE_TEXT },
      });
      const french = await newConsoleContext(browser, { locale: 'fr-FR' });
      const frenchPage = await french.newPage();
      await frenchPage.goto(`${consoleUrl}/login`);
      await frenchPage
        .getByText('Plateforme en maintenance, veuillez réessayer plus tard.')
        .waitFor();
      await french.close();
    });

    it('is gone once the message is cleared', async () => {
      const cleared = await callApi('DELETE', '/api/v1/maintenance', {
        token: adminToken,
      });
      expect(cleared.status).toBe(200);
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome, Dmitri' }).waitFor();
      await expect.poll(() => banner().count()).toBe(0);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The idle warning needs a server whose idle timeout is short: a second api (its own database,
// SESSION_IDLE_SECONDS=70, ten seconds before the warning) serving the same console build. The
// console counts the idle time on the page's clock, which each test jumps forward (page.clock)
// instead of waiting; the short timeout keeps those jumps small.

/** docs/product.md §11.3: the warning comes a minute before the idle logout. */
const IDLE_SECONDS = 70;
const WARNING_AFTER_MS = (IDLE_SECONDS - 60) * 1000;

describe('the idle warning (docs/product.md §11.3, server idle time shortened)', () => {
  // One server for the block; each test signs in a fresh browser, so its idle time starts then, and
  // ends that sign-in's session.
  let api: ManagedProcess | undefined;
  let shortIdleUrl = '';
  let context: BrowserContext;
  let page: Page;
  const dataDir = path.join(testDataDir, 'idle-pglite');

  beforeAll(async () => {
    const port = await freePort();
    await rm(dataDir, { recursive: true, force: true });
    api = startProcess(
      'idle-api',
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: path.join(rootDir, 'apps/api'),
        env: {
          HOST: 'localhost',
          PORT: String(port),
          DATA_DIR: dataDir,
          CONSOLE_DIR: path.join(testDataDir, 'console-dist'),
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          SESSION_IDLE_SECONDS: String(IDLE_SECONDS),
          LOG_LEVEL: 'warn',
        },
        quiet: true,
      },
    );
    shortIdleUrl = `http://localhost:${port}`;
    await waitForHttp(`${shortIdleUrl}/api/ready`, { child: api, timeoutMs: 60_000 });
  }, 120_000);
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
    await page.clock.install();
    await signInAs(page, 'manager@clinic.test', '/login', shortIdleUrl);
    await page.getByRole('heading', { name: 'Welcome, Marta' }).waitFor();
  });
  afterEach(() => context?.close());

  afterAll(async () => {
    await stopAll([api]);
  });

  const warning = () => page.getByRole('alertdialog', { name: 'Are you still there?' });

  /**
   * Jumps the page's clock to the warning. An answer of the api that lands at the jump (Home's
   * lists) restarts the count: the clock then jumps again, within the half minute that a real wait
   * allowed, until the warning shows.
   */
  async function reachTheWarning() {
    for (let jumps = 0; jumps < 3 && (await warning().count()) === 0; jumps += 1) {
      await page.clock.fastForward(WARNING_AFTER_MS);
      await warning()
        .waitFor({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await warning().waitFor({ timeout: WARNING_AFTER_MS + 20_000 });
  }

  it(
    'warns a minute before the server would end the idle session, with a countdown',
    async () => {
      await reachTheWarning();
      const text = await warning().textContent();
      const seconds = Number(/signed out in (\d+) seconds/.exec(text ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      await expectNoAxeViolations(page, 'idle warning');
    },
    WARNING_AFTER_MS + 40_000,
  );

  it(
    '"Stay signed in" keeps the session open on the server and closes the warning',
    async () => {
      await reachTheWarning();
      await page.getByRole('button', { name: 'Stay signed in' }).click();
      await warning().waitFor({ state: 'detached' });
      const session = await fetch(`${shortIdleUrl}/api/v1/auth/session`, {
        headers: { authorization: `Bearer ${await idTokenOf(page)}` },
      });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { idleTimeoutMs: number }).idleTimeoutMs).toBe(
        IDLE_SECONDS * 1000,
      );
    },
    WARNING_AFTER_MS + 40_000,
  );

  it(
    'signs out to /login when the minute passes without an answer, and says why',
    async () => {
      await reachTheWarning();
      await page.clock.fastForward(60_000);
      await page.waitForURL(`${shortIdleUrl}/login`, { timeout: 75_000 });
      await page
        .getByText(
          'You were signed out because you were inactive for a while. Sign in again to continue.',
        )
        .waitFor();
      const firebaseKeys = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')),
      );
      expect(firebaseKeys).toEqual([]);
    },
    WARNING_AFTER_MS + 120_000,
  );
});
