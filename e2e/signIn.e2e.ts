import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { codeFromOutbox, openSignedInThroughLoginPage, signInAs } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The JavaScript files the page fetched, by their URL. */
const scriptsLoaded = (target: Page) =>
  target.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

describe('signing in as the system administrator', () => {
  // A fresh signed-out browser per test.
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterEach(() => context?.close());

  /** The login page, with nothing typed. */
  async function openLogin() {
    await page.goto(`${consoleUrl}/login`);
    await page.getByLabel('Email').waitFor();
  }

  // The tests that look at a browser just signed in, without ending its session, share one
  // sign-in through the login page.
  let shared: Promise<{ context: BrowserContext; page: Page }> | undefined;
  const sharedSignedIn = () =>
    (shared ??= openSignedInThroughLoginPage(browser, 'admin@clinic.test'));
  afterAll(async () => (await shared)?.context.close());

  it('sends a signed-out visitor from Home to the login page', async () => {
    await page.goto(`${consoleUrl}/`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Sign in to Clinic Console' }).waitFor();
    await expectNoAxeViolations(page, 'login, e-mail step');
  });

  it('fetches neither the identity provider nor the sign-in code before anything is typed', async () => {
    await openLogin();
    const scripts = await scriptsLoaded(page);
    expect(scripts.some((name) => /\/firebaseSession-/.test(name))).toBe(false);
    expect(scripts.some((name) => /\/loginRuntime-/.test(name))).toBe(false);
  });

  it('styles the page with the design system (theme and Button styles are loaded)', async () => {
    await openLogin();
    const sendCode = page.getByRole('button', { name: 'Send code' });
    const background = await sendCode.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(background).toBe('rgb(11, 110, 105)'); // the primary variant in the light theme
  });

  it('shows the schema message for a malformed e-mail', async () => {
    await openLogin();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Invalid email').waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('says the e-mail is required when it is empty', async () => {
    await openLogin();
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Email is required').waitFor();
  });

  it('signs in with the code from the dev outbox and shows Home with the name', async () => {
    await openLogin();
    const since = Date.now() - 1000;
    await page.getByLabel('Email').fill('admin@clinic.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').waitFor();
    await expectNoAxeViolations(page, 'login, code step');

    await page.getByLabel('One-time code').fill(await codeFromOutbox('admin@clinic.test', since));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectNoAxeViolations(page, 'Home after sign-in');
  });

  it('leaves nothing of the sign-in steps in local storage once signed in', async () => {
    const { page: signedIn } = await sharedSignedIn();
    const stored = await signedIn.evaluate(() => [
      localStorage.getItem('loginStep'),
      localStorage.getItem('loginEmail'),
    ]);
    expect(stored).toEqual([null, null]);
  });

  it('keeps the session across a reload', async () => {
    const { page: signedIn } = await sharedSignedIn();
    await signedIn.reload();
    await signedIn.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
  });

  /** Signs the admin in on this test's page, then logs out through the profile menu. */
  async function signInAndLogOut() {
    await signInAs(page, 'admin@clinic.test');
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await page.getByRole('button', { name: 'Ada Admin, profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
  }

  it('logs out back to the login page, and Home then needs a new sign-in', async () => {
    await signInAndLogOut();
    await page.goto(`${consoleUrl}/`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
  });

  it("forgets the identity provider's user in this browser", async () => {
    await signInAndLogOut();
    const firebaseKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')),
    );
    expect(firebaseKeys).toEqual([]);
  });
});
