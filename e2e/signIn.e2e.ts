import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

const consoleUrl = process.env.E2E_CONSOLE_URL;
if (!consoleUrl) throw new Error('E2E_CONSOLE_URL is not set: run `npm run test:e2e`.');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
});
afterAll(() => browser?.close());

interface OutboxMail {
  to: string;
  text: string;
  sentAt: string;
}

/** Reads the newest code sent to `email` from the dev outbox, as a developer would. */
async function codeFromOutbox(email: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await (await fetch(`${consoleUrl}/api/v1/dev/outbox`)).json()) as OutboxMail[];
    const code = mails
      .find((mail) => mail.to === email && Date.parse(mail.sentAt) >= since)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} in the outbox`);
}

async function expectNoAxeViolations() {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('signing in as the system administrator', () => {
  it('sends a signed-out visitor from Home to the login page', async () => {
    await page.goto(`${consoleUrl}/`);
    await page.waitForURL(/\/login$/);
    await expect(
      page.getByRole('heading', { name: 'Sign in to Clinic Console' }).isVisible(),
    ).resolves.toBe(true);
    await expectNoAxeViolations();
  });

  it('styles the page with the design system (theme and Button styles are loaded)', async () => {
    const sendCode = page.getByRole('button', { name: 'Send code' });
    const background = await sendCode.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(background).toBe('rgb(11, 110, 105)'); // the primary variant in the light theme
  });

  it('shows the schema message for a malformed e-mail', async () => {
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Invalid email').textContent()).resolves.toBe('Invalid email');
  });

  it('signs in with the code from the dev outbox and shows Home with the name', async () => {
    const since = Date.now() - 1000;
    await page.getByLabel('Email').fill('admin@clinic.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').waitFor();
    await expectNoAxeViolations();

    await page.getByLabel('One-time code').fill(await codeFromOutbox('admin@clinic.test', since));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('banner').textContent()).resolves.toContain('Ada Admin');
    await expectNoAxeViolations();
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
  });

  it('logs out back to the login page, and Home then needs a new sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').waitFor();
    await page.goto(`${consoleUrl}/`);
    await page.waitForURL(/\/login$/);
  });
});
