import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { signInAs } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** docs/product.md §4: what another tab may take to notice a logout. */
const OTHER_TABS_NOTICE_MS = 2_000;

const patientsTable = (page: Page) => page.getByRole('table');
const patientRows = (page: Page) => patientsTable(page).getByRole('row');

describe('logging out in one tab of a browser (docs/product.md §4)', () => {
  it('takes every other tab to /login within 2 seconds, its patients gone', async () => {
    // Logging out ends the session: a sign-in of its own, so the shared one stays open.
    const { context, page: first } = await openPage(browser);
    try {
      await signInAs(first, 'manager@clinic.test');
      const second = await context.newPage();
      await second.goto(`${consoleUrl}/`);
      await second.getByRole('heading', { level: 1, name: 'Welcome, Marta' }).waitFor();
      await expect.poll(() => patientRows(second).count()).toBeGreaterThan(1);

      await first.getByRole('button', { name: 'Marta Manager, profile menu' }).click();
      await first.getByRole('menuitem', { name: 'Logout' }).click();
      await expect
        .poll(() => patientsTable(second).count(), { timeout: OTHER_TABS_NOTICE_MS, interval: 50 })
        .toBe(0);
      await second.waitForURL(`${consoleUrl}/login`);
      await second.locator('input[autocomplete="email"]').waitFor();
      await second
        .getByRole('status')
        .getByText('You signed out in another tab of this browser. Sign in again to continue.')
        .waitFor();
      await first.waitForURL(`${consoleUrl}/login`);
    } finally {
      await context.close();
    }
  });
});
