import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { signInAs } from './support/signIn';

// PRODUCT.md single sign-on: the demo app the api seeds, and where it may be sent back to.
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
  let context: BrowserContext;
  let page: Page;
  let appRequests: Request[];
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
    appRequests = watchAppRequests(page);
  });
  afterAll(() => context?.close());

  it('refuses an app that is not registered', async () => {
    await page.goto(ssoLoginUrl('not-an-app', APP_CALLBACK));
    await page
      .getByRole('alert')
      .getByText(
        'The app that sent you here is not registered for sign-in with Clinic Console. You will not be sent to it.',
      )
      .waitFor();
    await page.locator('input[autocomplete="email"]').waitFor();
    await expectNoAxeViolations(page, 'login, unknown app');
  });

  it('lets the person sign in to the console alone, clearing the values', async () => {
    await page.getByRole('button', { name: 'Sign in to Clinic Console only' }).click();
    await page.waitForURL(`${consoleUrl}/login`);
    expect(await storedSso(page)).toEqual({ appName: null, redirect: null });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
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

  it('refuses a redirect that is not an address', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, 'javascript:alert(1)'));
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');
  });

  it('never went to the app', () => {
    expect(appRequests).toEqual([]);
  });
});

describe('a target kept through the sign-in, then the hand-off', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterAll(() => context?.close());

  it('names the app the sign-in is for and keeps both values in local storage', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`Sign in to continue to ${APP_DISPLAY_NAME}.`).waitFor();
    expect(await storedSso(page)).toEqual({
      appName: JSON.stringify(APP_NAME),
      redirect: JSON.stringify(APP_CALLBACK),
    });
    await expectNoAxeViolations(page, 'login with a single sign-on target');
  });

  it('still has them after a reload without the query values', async () => {
    await page.goto(`${consoleUrl}/login`);
    await page.getByText(`Sign in to continue to ${APP_DISPLAY_NAME}.`).waitFor();
  });

  it('asks "Continue to X as you" after the sign-in, values still kept', async () => {
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

  let code = '';

  it('on confirm, goes to the app with a single-use code', async () => {
    await page.route('http://localhost:5180/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Clinic Companion</title><h1>Companion</h1></html>',
      }),
    );
    await page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).click();
    await page.waitForURL(/^http:\/\/localhost:5180\/callback\?/);
    const arrived = new URL(page.url());
    expect(arrived.pathname).toBe('/callback');
    code = arrived.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
  });

  it('lets the app’s server trade the code once for the user', async () => {
    const first = await exchangeCode(code);
    expect(first.status).toBe(200);
    const { user } = (await first.json()) as { user: { email: string; role: string } };
    expect(user).toMatchObject({ email: 'doctor@clinic.test', role: 'DOCTOR' });
    expect((await exchangeCode(code)).status).toBe(400);
  });

  it('has cleared the values, so the console does not ask again', async () => {
    await page.goto(`${consoleUrl}/`);
    await page.getByRole('heading', { name: 'Welcome, Dmitri' }).waitFor();
    expect(await storedSso(page)).toEqual({ appName: null, redirect: null });
  });
});

describe('a signed-in user arriving with a target', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
    await signInAs(page, 'manager@clinic.test');
    token = await idTokenOf(page);
  });
  afterAll(async () => {
    // Leave the manager's settings as the other journeys expect them.
    if (token)
      await callApi('PUT', '/api/v1/users/me/settings', { token, body: { darkMode: false } });
    await context?.close();
  });

  it('asks at once, without a new sign-in', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`Continue to ${APP_DISPLAY_NAME} as manager@clinic.test?`).waitFor();
    await expect(page.locator('input[autocomplete="email"]').count()).resolves.toBe(0);
  });

  it('has no accessibility violations in the dark theme', async () => {
    const saved = await callApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: true },
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await page.getByText(`Continue to ${APP_DISPLAY_NAME} as manager@clinic.test?`).waitFor();
    await expect(page.evaluate(() => document.documentElement.style.colorScheme)).resolves.toBe(
      'dark',
    );
    await expectNoAxeViolations(page, 'single sign-on question, dark');
  });

  it('shows a server error as a toast (and beside the question), and does not leave', async () => {
    await page.route('**/api/v1/sso/codes', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).click();
    await page.getByRole('status').filter({ hasText: 'An error occurred' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'An error occurred' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page, 'server error toast, dark');
    await page.unroute('**/api/v1/sso/codes');
  });

  it('on cancel, clears the values and goes Home', async () => {
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    expect(await storedSso(page)).toEqual({ appName: null, redirect: null });
  });
});

describe('the single sign-on question in Arabic', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let languageBefore = 'en';
  beforeAll(async () => {
    ({ context, page } = await openPage(browser, { locale: 'ar' }));
  });
  afterAll(async () => {
    if (token) {
      await callApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { language: languageBefore },
      });
    }
    await context?.close();
  });

  it('has no accessibility violations right to left before sign-in', async () => {
    await page.goto(ssoLoginUrl(APP_NAME, APP_CALLBACK));
    await page.getByText(`سجّل الدخول للمتابعة إلى ${APP_DISPLAY_NAME}.`).waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expectNoAxeViolations(page, 'login with a single sign-on target, rtl');
  });

  it('has no accessibility violations right to left when it asks', async () => {
    await signInAs(page, 'admin@clinic.test', '/login');
    token = await idTokenOf(page);
    // The user's own language setting wins over the browser's (spec §4): make it Arabic.
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

describe('a session that ends while the page is open (spec §2, §8)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterAll(() => context?.close());

  const firebaseUserKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')),
    );

  it('signs out and goes to /login on a 401, saying the session ended', async () => {
    await signInAs(page, 'manager@clinic.test');
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
    await signInAs(page, 'manager@clinic.test', '/login');
    const continueButton = page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` });
    await continueButton.waitFor();
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
    await signInAs(page, 'manager@clinic.test', '/login');
    await page.getByRole('button', { name: `Continue to ${APP_DISPLAY_NAME}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${consoleUrl}/`);
    const ended = await callApi('POST', '/api/v1/users/logout', { token: await idTokenOf(page) });
    expect(ended.status).toBe(204);

    await page.goto(`${consoleUrl}/settings`);
    await page.waitForURL(`${consoleUrl}/login`);
    await page.locator('input[autocomplete="email"]').waitFor();
  });
});
