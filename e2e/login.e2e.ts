import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, newConsoleContext, openPage } from './support/browser';
import { codeFromOutbox } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const emailField = (page: Page) => page.locator('input[autocomplete="email"]');
const codeField = (page: Page) => page.locator('input[autocomplete="one-time-code"]');

/** The login values of local storage (docs/product.md §9 keys), as stored (JSON). */
const storedLogin = (page: Page) =>
  page.evaluate(() => ({
    step: localStorage.getItem('loginStep'),
    email: localStorage.getItem('loginEmail'),
  }));

/** Fills the e-mail step and waits for the code step; resolves when the code was requested. */
async function requestCode(page: Page, email: string): Promise<number> {
  const since = Date.now() - 1000;
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await codeField(page).waitFor();
  return since;
}

/** A signed-out browser on the login page's e-mail step: no sign-in to keep, so one per test. */
async function openLoginPage(options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${consoleUrl}/login`);
  await emailField(opened.page).waitFor();
  return opened;
}

describe('the two login steps (docs/product.md §2)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openLoginPage());
  });
  afterEach(() => context?.close());

  /** The code step for the manager, as a person reaches it. */
  const reachCodeStep = () => requestCode(page, 'manager@clinic.test');

  it('keeps the e-mail and the code step in local storage once the code is sent', async () => {
    await reachCodeStep();
    await page.getByText('We sent a 6-digit code to manager@clinic.test.').waitFor();
    expect(await storedLogin(page)).toEqual({
      step: JSON.stringify('otp'),
      email: JSON.stringify('manager@clinic.test'),
    });
  });

  it('offers the one-time-code autofill and a numeric keypad', async () => {
    await reachCodeStep();
    await expect(codeField(page).getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(codeField(page).getAttribute('maxlength')).resolves.toBeNull();
  });

  it('shows a visible wait before another code can be sent', async () => {
    await reachCodeStep();
    const resend = page.getByRole('button', { name: /^Send a new code in \d+ s$/ });
    await resend.waitFor();
    await expect(resend.isDisabled()).resolves.toBe(true);
  });

  it('is still at the code step, for the same e-mail, after a reload', async () => {
    await reachCodeStep();
    await page.reload();
    await codeField(page).waitFor();
    await page.getByText('We sent a 6-digit code to manager@clinic.test.').waitFor();
    await expect.poll(() => emailField(page).count()).toBe(0);
  });

  it('returns to the e-mail step on reset and clears the stored values', async () => {
    await reachCodeStep();
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await emailField(page).waitFor();
    await expect(emailField(page).inputValue()).resolves.toBe('');
    expect(await storedLogin(page)).toEqual({ step: null, email: null });
    await page.reload();
    await emailField(page).waitFor();
    await expect.poll(() => codeField(page).count()).toBe(0);
  });
});

describe('sending a new code and pasting it', () => {
  // A fresh signed-out browser per test, allowed to use the clipboard.
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await newConsoleContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl });
    page = await context.newPage();
    // The page's clock: the 30-second wait can be skipped instead of waited for.
    await page.clock.install();
    await page.goto(`${consoleUrl}/login`);
    await emailField(page).waitFor();
  });
  afterEach(() => context?.close());

  /** Requests the manager's code and lets the 30-second wait pass on the page's clock. */
  async function waitOutTheResendDelay() {
    await requestCode(page, 'manager@clinic.test');
    await page.getByRole('button', { name: 'Send a new code in 30 s' }).waitFor();
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Send a new code', exact: true }).waitFor();
  }

  it('counts the wait down, then allows a new code', async () => {
    await requestCode(page, 'manager@clinic.test');
    await page.getByRole('button', { name: 'Send a new code in 30 s' }).waitFor();
    // Ten and a half seconds after the code was sent, the page's clock held there: the count shows
    // 20 s however long the page took to get here (a busy machine once took a second).
    const sentAt = Number(await page.evaluate(() => localStorage.getItem('loginCodeSentAt')));
    await page.clock.pauseAt(sentAt + 10_500);
    await page.getByRole('button', { name: 'Send a new code in 20 s' }).waitFor();
    await page.clock.fastForward(21_000);
    const resend = page.getByRole('button', { name: 'Send a new code', exact: true });
    await resend.waitFor();
    await expect(resend.isEnabled()).resolves.toBe(true);
  });

  it('keeps counting the wait down after a reload, instead of allowing a new code at once', async () => {
    await requestCode(page, 'manager@clinic.test');
    await page.getByRole('button', { name: 'Send a new code in 30 s' }).waitFor();
    await page.clock.fastForward(26_000);
    await page.reload();
    const waiting = page.getByRole('button', { name: /^Send a new code in [1-4] s$/ });
    await waiting.waitFor();
    await expect(waiting.isDisabled()).resolves.toBe(true);
    await page.clock.fastForward(5_000);
    await page.getByRole('button', { name: 'Send a new code', exact: true }).waitFor();
  });

  /** Waits out the delay, sends a new code and reads it from the outbox once the page says so. */
  async function resendCode(): Promise<string> {
    await waitOutTheResendDelay();
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send a new code', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('We sent a new code to manager@clinic.test.')
      .waitFor();
    return codeFromOutbox('manager@clinic.test', since);
  }

  it('sends a new code, says so, and starts the wait again', async () => {
    const code = await resendCode();
    await page.getByRole('button', { name: 'Send a new code in 30 s' }).waitFor();
    expect(code).toMatch(/^\d{6}$/);
  });

  it('takes a pasted code with a space as its six digits, and signs in with it', async () => {
    // The newest code (a resent one), as a mail client may copy it ("123 456").
    const code = await resendCode();
    const pastedCode = `${code.slice(0, 3)} ${code.slice(3)}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), pastedCode);
    await codeField(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => codeField(page).inputValue()).toBe(pastedCode.replace(' ', ''));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Marta' }).waitFor();
  });
});

describe('signing in with the keyboard only', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterAll(() => context?.close());

  it('starts in the e-mail field, sends with Enter, moves to the code field and signs in with Enter', async () => {
    await page.goto(`${consoleUrl}/login`);
    await emailField(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('email');

    const since = Date.now() - 1000;
    await page.keyboard.type('nurse@clinic.test');
    // Tab reaches the button, which Enter presses.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Send code');
    await page.keyboard.press('Enter');

    await codeField(page).waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('autocomplete') === 'one-time-code',
    );
    await page.keyboard.type(await codeFromOutbox('nurse@clinic.test', since));
    await page.keyboard.press('Enter');
    await page.getByRole('banner').waitFor();
    // The header can show a moment before the address leaves /login: read it until it settles.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
  });
});

describe('the login page in Arabic, right to left', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openLoginPage({ locale: 'ar' }));
  });
  afterEach(() => context?.close());

  /** The code step for the doctor, with the wait shown. */
  async function reachCodeStep() {
    await emailField(page).fill('doctor@clinic.test');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await codeField(page).waitFor();
  }

  it('is written right to left, in Arabic', async () => {
    await expect(
      page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).resolves.toEqual(['ar', 'rtl']);
    await page.getByRole('heading', { name: 'سجّل الدخول إلى وحدة تحكم العيادة' }).waitFor();
  });

  it('has no accessibility violations at the e-mail step, also with a validation message', async () => {
    await expectNoAxeViolations(page, 'login, e-mail step, rtl');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page, 'login, e-mail step with an error, rtl');
  });

  it('has no accessibility violations at the code step, with the wait shown', async () => {
    await reachCodeStep();
    await page.getByRole('button', { name: /^إرسال رمز جديد بعد \d+ ث$/ }).waitFor();
    await expectNoAxeViolations(page, 'login, code step, rtl');
  });

  it('shows a wrong code as a translated message', async () => {
    await reachCodeStep();
    await codeField(page).fill('000000');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page
      .getByRole('alert')
      .getByText('هذا الرمز غير صالح أو منتهي الصلاحية. اطلب رمزًا جديدًا.')
      .waitFor();
    await expectNoAxeViolations(page, 'login, wrong code, rtl');
  });
});

describe('an identity-provider error (docs/product.md §8)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterAll(() => context?.close());

  it('refuses to sign in from an address that is not an authorised domain, and says why', async () => {
    // The same console under 127.0.0.1: the identity provider authorises `localhost` only.
    const unauthorisedUrl = consoleUrl.replace('//localhost:', '//127.0.0.1:');
    await page.goto(`${unauthorisedUrl}/login`);
    const since = await requestCode(page, 'doctor@clinic.test');
    await codeField(page).fill(await codeFromOutbox('doctor@clinic.test', since));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'This address is not allowed to sign in. Ask your administrator to add it to the authorised domains.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByRole('banner').count()).toBe(0);
  });
});

describe('the sign-in page shows the product', () => {
  /** The background picture of the card's or the page's decorative part, and its width. */
  const pictureOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const before = getComputedStyle(element, '::before');
      return { image: before.backgroundImage, width: parseFloat(before.width) || 0 };
    });

  it('keeps the card off the edges of a 320 px phone, with the wide logo, and passes axe', async () => {
    const { context, page } = await openLoginPage({ viewport: { width: 320, height: 640 } });
    try {
      const card = await page.locator('main > section').boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(8);
      expect(card!.x + card!.width).toBeLessThanOrEqual(320 - 8);
      // Nothing to scroll sideways. The page keeps room for a scrollbar (docs/decisions.md), so
      // its width is the window's less that room, not the window's.
      await expect(
        page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).resolves.toBe(true);
      await expect(pictureOf(page, 'main > section')).resolves.toMatchObject({
        image: expect.stringContaining('/images/logo-wide.svg'),
      });
      // No room for the cover on a phone.
      await expect(pictureOf(page, 'main')).resolves.toMatchObject({ image: 'none' });
      await expectNoAxeViolations(page, 'login, 320 px');
    } finally {
      await context.close();
    }
  });

  it('shows the cover picture beside the card on a wide screen', async () => {
    const { context, page } = await openLoginPage({ viewport: { width: 1280, height: 800 } });
    try {
      const cover = await pictureOf(page, 'main');
      expect(cover.image).toContain('/images/console-cover.svg');
      expect(cover.width).toBeGreaterThan(500);
      const card = await page.locator('main > section').boundingBox();
      expect(card!.x).toBeGreaterThan(cover.width);
    } finally {
      await context.close();
    }
  });
});
