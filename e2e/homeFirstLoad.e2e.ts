import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedInThroughLoginPage } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

declare global {
  interface Window {
    /** The page's layout shifts so far, as Lighthouse adds them up (none after an input). */
    layoutShiftTotal?: number;
  }
}

describe('Home opened again by a member of staff who is signed in', () => {
  // docs/decisions.md "A returning user's first requests do not wait for Firebase" and "A loaded
  // list's footer is a new box".
  it('asks the api who they are before Firebase reloads them, and nothing on the page moves', async () => {
    // Signed in through the page just now: the token the SDK persisted is fresh.
    const { context, page } = await openSignedInThroughLoginPage(browser, 'doctor@clinic.test');
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes('/api/v1/users/me')) asked.push('users/me');
        if (url.includes('/accounts:lookup')) asked.push('Firebase reload');
      });
      await page.addInitScript(() => {
        window.layoutShiftTotal = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) window.layoutShiftTotal! += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(`${consoleUrl}/`);
      await page.getByRole('heading', { level: 1, name: /Dmitri/ }).waitFor();
      await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
      // Firebase still loads, after the page has shown: it refreshes the token from then on.
      await expect.poll(() => asked).toContain('Firebase reload');
      expect(asked[0]).toBe('users/me');
      expect(await page.evaluate(() => window.layoutShiftTotal)).toBeLessThanOrEqual(0.01);
    } finally {
      await context.close();
    }
  });
});
