import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, idTokenOf, prepareThroughApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { openSignedIn, personOfItsOwn, signInAs } from './support/signIn';

// docs/product.md §11.6: the demo app the api seeds, and where it may be sent back to.
const APP_NAME = 'companion';
const APP_DISPLAY_NAME = 'Clinic Companion';
const APP_SECRET = 'companion-dev-secret';
const APP_CALLBACK = 'http://localhost:5180/callback';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const ssoLoginUrl = (appName: string, redirect: string) =>
  `${consoleUrl}/login?appName=${encodeURIComponent(appName)}&redirect=${encodeURIComponent(redirect)}`;

const storedSso = (page: Page) =>
  page.evaluate(() => ({
    appName: localStorage.getItem('ssoAppName'),
    redirect: localStorage.getItem('ssoRedirectUrl'),
  }));

/** Every request the page makes to the sibling app's origin. */
function watchAppRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:5180')) seen.push(request);
  });
  return seen;
}

/** What the sibling app's server does with the code: trade it, with its secret, for the user. */
const exchangeCode = (code: string) =>
  fetch(`${consoleUrl}/api/v1/sso/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appName: APP_NAME, appSecret: APP_SECRET, code }),
  });

describe('a target the server refuses: error, never a redirect', () => {
  // Signed out: a fresh browser per test, its requests to the app watched from the start.
  let context: BrowserContext;
  let page: Page;
  let appRequests: Request[];
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
    appRequests = watchAppRequests(page);
  });
  afterEach(() => context?.close());

  /** Arrives from an app that is not registered, and waits for the refusal. */
  async function arriveFromAnUnknownApp() {
    await page.goto(ssoLoginUrl('not-an-app', APP_CALLBACK));
    await page
      .getByRole('alert')
      .getByText(
        'The app that sent you here is not registered for sign-in with Clinic Console. You will not be sent to it.',
      )
      .waitFor();
  }

  it('refuses an app that is not registered', async () => {
    await arriveFromAnUnknownApp();
    await page.locator('input[autocomplete="email"]').waitFor();
    await expectNoAxeViolations(page, 'login, unknown app');
  });

  it('lets the person sign in to the console alone, clearing the values', async () => {
    await arriveFromAnUnknownApp();
    await page.getByRole('button', { name: 'Sign in to Clinic Console only' }).click();
    await page.waitForURL(`${consoleUrl}/login`);
    expect(await storedSso(page)).toEqual({ appName: null, redirect: null });
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it('refuses a redirect outside the app’s origins', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, 'https://evil.example/callback'));
    await page
      .getByRole('alert')
      .getByText(
        'The return address is not allowed for the app that sent you here. You will not be sent to it.',
      )
      .waitFor();
  });

  it('refuses a redirect that is not an address in the same words', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, 'javascript:alert(1)'));
    await page
      .getByRole('alert')
      .getByText(
        'The return address is not allowed for the app that sent you here. You will not be sent to it.',
      )
      .waitFor();
    expect(page.url()).toContain('/login');
  });

  it('never went to the app', async () => {
    // Every refused target in turn, each left alone once refused.
    await arriveFromAnUnknownApp();
    for (const redirect of ['https://evil.example/callback', 'javascript:alert(1)']) {
      await page.goto(ssoLoginUrl(APP_NAME, redirect));
      await page.getByRole('alert').waitFor();
    }
    expect(appRequests).toEqual([]);
  });
});

describe('a target kept through the sign-in, then the hand-off', () => {
  // A fresh signed-out browser per test; the hand-off itself starts from the doctor's shared
  // sign-in, on a page of its own.
  let context: BrowserContext;
  let page: Page;
  let signedIn: BrowserContext;
  let doctorToken = '';
  beforeAll(async () => {
    let first: Page;
    ({
      context: signedIn,
      page: first,
      token: doctorToken,
    } = await openSignedIn(browser, 'doctor@clinic.test'));
    await first.close();
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterEach(() => context?.close());
  afterAll(() => signedIn?.close());

  /** Arrives with the app's target and waits until the login page names the app. */
  async function arriveWithTheTarget() {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`Sign in to continue to ${APP_DISPLAY_NAME}.`).waitFor();
  }

  /**
   * The signed-in doctor's page at the question, confirmed: answers the page, now at the app (a
   * stand-in page), and the single-use code the console sent it.
   */
  async function handOff(): Promise<{ handedOff: Page; code: string }> {
    const handedOff = await signedIn.newPage();
    await handedOff.route('http://localhost:5180/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Clinic Companion</title><h1>Companion</h1></html>',
      }),
    );
    await handedOff.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await handedOff.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).click();
    await handedOff.waitForURL(/^http:\/\/localhost:5180\/callback\?/);
    const arrived = new URL(handedOff.url());
    expect(arrived.pathname).toBe('/callback');
    return { handedOff, code: arrived.searchParams.get('code') ?? '' };
  }

  it('names the app the sign-in is for and keeps both values in local storage', async () => {
    await arriveWithTheTarget();
    expect(await storedSso(page)).toEqual({
      appName: JSON.stringify(APP_NAME),
      redirect: JSON.stringify(APP_CALLBACK),
    });
    await expectNoAxeViolations(page, 'login with a single sign-on target');
  });

  it('still has them after a reload without the query values', async () => {
    await arriveWithTheTarget();
    await page.goto(`${consoleUrl}/login`);
    await page.getByText(`Sign in to continue to ${APP_DISPLAY_NAME}.`).waitFor();
  });

  it('asks "Continue to X as you" after the sign-in, values still kept', async () => {
    await arriveWithTheTarget();
    await signInAs(page, 'doctor@clinic.test', '/login');
    await page.getByText(`Continue to ${APP_DISPLAY_NAME} as doctor@clinic.test?`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedSso(page)).toEqual({
      appName: JSON.stringify(APP_NAME),
      redirect: JSON.stringify(APP_CALLBACK),
    });
    // The question replaced the form: focus is on its answer.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(`Continue to ${APP_DISPLAY_NAME}`);
    await expectNoAxeViolations(page, 'single sign-on question, light');
  });

  it('on confirm, goes to the app with a single-use code', async () => {
    const { handedOff, code } = await handOff();
    try {
      expect(code).not.toBe('');
    } finally {
      await handedOff.close();
    }
  });

  it('lets the app’s server trade the code once for the user', async () => {
    // A code as the console gets one for the signed-in doctor.
    const issued = await callApi('POST', '/api/v1/sso/codes', {
      token: doctorToken,
      body: { appName: APP_NAME, redirect: APP_CALLBACK },
    });
    expect(issued.status).toBe(200);
    const { code } = (await issued.json()) as { code: string };
    const first = await exchangeCode(code);
    expect(first.status).toBe(200);
    const { user } = (await first.json()) as { user: { email: string; role: string } };
    expect(user).toMatchObject({ email: 'doctor@clinic.test', role: 'DOCTOR' });
    expect((await exchangeCode(code)).status).toBe(400);
  });

  it('has cleared the values, so the console does not ask again', async () => {
    const { handedOff } = await handOff();
    try {
      await handedOff.goto(`${consoleUrl}/`);
      await handedOff.getByRole('heading', { name: 'Welcome, Dmitri' }).waitFor();
      expect(await storedSso(handedOff)).toEqual({ appName: null, redirect: null });
    } finally {
      await handedOff.close();
    }
  });
});

describe('a signed-in user arriving with a target', () => {
  // The manager's shared sign-in and one page for the block; each test starts in the light theme,
  // no routes held.
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'manager@clinic.test'));
  });
  beforeEach(async () => {
    await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: false },
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
  afterAll(async () => {
    // Leave the manager's settings as the other journeys expect them.
    if (token)
      await callApi('PUT', '/api/v1/users/me/settings', { token, body: { darkMode: false } });
    await context?.close();
  });

  const question = () => page.getByText(`Continue to ${APP_DISPLAY_NAME} as manager@clinic.test?`);

  /** Arrives with the app's target and waits for the question. */
  async function arriveWithTheTarget() {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await question().waitFor();
  }

  /** The question in the dark theme (the manager's setting, through the api). */
  async function askInTheDark() {
    const saved = await callApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: true },
    });
    expect(saved.status).toBe(200);
    await arriveWithTheTarget();
    await expect(page.evaluate(() => document.documentElement.style.colorScheme)).resolves.toBe(
      'dark',
    );
  }

  it('asks at once, without a new sign-in', async () => {
    await arriveWithTheTarget();
    await expect.poll(() => page.locator('input[autocomplete="email"]').count()).toBe(0);
  });

  it('has no accessibility violations in the dark theme', async () => {
    await askInTheDark();
    await expectNoAxeViolations(page, 'single sign-on question, dark');
  });

  it('says a server error once, beside the question, and does not leave', async () => {
    await askInTheDark();
    await page.route('**/api/v1/sso/codes', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).click();
    await page.getByRole('alert').filter({ hasText: 'An error occurred' }).waitFor();
    // The global toast was decided before the question's words appeared: it stayed away.
    expect(await page.getByText('An error occurred').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page, 'server error beside the question, dark');
    await page.unroute('**/api/v1/sso/codes');
  });

  it('shows a maintenance message once: in the banner, not again in the card', async () => {
    const message = 'Back at noon, after the database upgrade.';
    await page.route('**/api/v1/maintenance', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message, updatedAt: new Date().toISOString() }),
      }),
    );
    await arriveWithTheTarget();
    await page.getByRole('status', { name: 'Maintenance notice' }).getByText(message).waitFor();
    await page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).waitFor();
    expect(await page.getByText(message).count()).toBe(1);
    await page.unroute('**/api/v1/maintenance');
  });

  it('on cancel, clears the values and goes Home', async () => {
    await arriveWithTheTarget();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    expect(await storedSso(page)).toEqual({ appName: null, redirect: null });
  });
});

describe('the single sign-on question in Arabic', () => {
  let context: BrowserContext | undefined;
  let page: Page;
  let token = '';
  let languageBefore = 'en';
  // A browser in Arabic per test, signed out or with the admin's shared sign-in; the admin's
  // language is put back once at the end.
  afterEach(() => context?.close());
  afterAll(async () => {
    if (token) {
      await callApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { language: languageBefore },
      });
    }
  });

  it('has no accessibility violations right to left before sign-in', async () => {
    ({ context, page } = await openPage(browser, { locale: 'ar' }));
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`سجّل الدخول للمتابعة إلى ${APP_DISPLAY_NAME}.`).waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expectNoAxeViolations(page, 'login with a single sign-on target, rtl');
  });

  it('has no accessibility violations right to left when it asks', async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test', { locale: 'ar' }));
    // The user's own language setting wins over the browser's (docs/product.md §4): make it Arabic.
    const me = (await (
      await fetch(`${consoleUrl}/api/v1/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { userSettings: { settingKey: string; settingValue: string }[] };
    languageBefore =
      me.userSettings.find((setting) => setting.settingKey === 'language')?.settingValue ?? 'en';
    const saved = await callApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'ar' },
    });
    expect(saved.status).toBe(200);
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page
      .getByText(`هل تريد المتابعة إلى ${APP_DISPLAY_NAME} باسم admin@clinic.test؟`)
      .waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expectNoAxeViolations(page, 'single sign-on question, rtl');
  });
});

describe('a session that ends while the page is open (docs/product.md §2, §8)', () => {
  // Each test ends the session it signs in through the login page: a fresh browser per test. Two
  // end every session of the person ("sign out everywhere"), so the block has a manager of its own.
  let context: BrowserContext;
  let page: Page;
  let manager = '';
  beforeAll(async () => {
    manager = await personOfItsOwn(browser, 'CLINIC_MANAGER', 'Mateo Ended');
  });
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterEach(() => context?.close());

  /** Signs the manager in from the app's target, and waits for the question. */
  async function signInFromTheTarget() {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`Sign in to continue to ${APP_DISPLAY_NAME}.`).waitFor();
    await signInAs(page, manager, '/login');
    const continueButton = page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` });
    await continueButton.waitFor();
    return continueButton;
  }

  const firebaseUserKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')),
    );

  it('signs out and goes to /login on a 401, saying the session ended', async () => {
    await signInAs(page, manager);
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    const continueButton = page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` });
    await continueButton.waitFor();

    // "Sign out everywhere" from another device ends this session on the server.
    const ended = await callApi('POST', '/api/v1/users/logout', { token: await idTokenOf(page) });
    expect(ended.status).toBe(204);

    const appRequests = watchAppRequests(page);
    await continueButton.click();
    await page.getByText('Your session has ended. Sign in again to continue.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.locator('input[autocomplete="email"]').waitFor();
    expect(await firebaseUserKeys()).toEqual([]);
    expect(appRequests).toEqual([]);
  });

  it("logs out on the error code '403' (an account deactivated meanwhile)", async () => {
    const continueButton = await signInFromTheTarget();
    // The answer the api gives a deactivated account (the api's own tests cover when it does).
    await page.route('**/api/v1/sso/codes', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This account has been deactivated.', code: '403' }),
      }),
    );
    await continueButton.click();
    await page.getByText('Your session has ended. Sign in again to continue.').waitFor();
    await page.locator('input[autocomplete="email"]').waitFor();
    expect(await firebaseUserKeys()).toEqual([]);
    await page.unroute('**/api/v1/sso/codes');
  });

  it('finds itself signed out on the next visit after the session ended elsewhere', async () => {
    await signInFromTheTarget();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    const ended = await callApi('POST', '/api/v1/users/logout', { token: await idTokenOf(page) });
    expect(ended.status).toBe(204);

    await page.goto(`${consoleUrl}/settings`);
    await page.waitForURL(`${consoleUrl}/login`);
    await page.locator('input[autocomplete="email"]').waitFor();
  });
});
