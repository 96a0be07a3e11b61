import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, prepareThroughApi } from './support/api';
import { consoleUrl, launchChromium } from './support/browser';
import { enrolThroughApi, mobileNumber } from './support/patients';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const MAINTENANCE_TEXT = 'Scheduled maintenance tonight from 22:00 to 23:00.';

/** Something no other run or test uses. */
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A Portuguese mobile number (91 and seven digits) that no other test uses. */

/** The element that has focus, by its accessible-ish name. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

describe('the keyboard’s first stop', () => {
  it('is "Skip to main content", before the maintenance message’s "Hide"', async () => {
    const { context, page, token } = await openSignedIn(browser, 'admin@clinic.test');
    await prepareThroughApi('PUT', '/api/v1/maintenance', {
      token,
      body: { maintenanceMessage: MAINTENANCE_TEXT },
    });
    try {
      await page.goto(`${consoleUrl}/settings`);
      await page.getByRole('button', { name: 'Hide' }).waitFor();
      // From the top of the page, as after a reload.
      await page.evaluate(() => {
        document.body.tabIndex = -1;
        document.body.focus();
        document.body.removeAttribute('tabindex');
      });
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe('Skip to main content');
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedName(page)).toBe('Hide');
    } finally {
      await callApi('DELETE', '/api/v1/maintenance', { token });
      await context.close();
    }
  });
});

describe('the profile menu', () => {
  it('gives focus back to the avatar button on Escape, however it was opened', async () => {
    const desktop = await openSignedIn(browser, 'admin@clinic.test');
    const phone = await openSignedIn(browser, 'admin@clinic.test', {
      viewport: { width: 390, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      for (const [page, opening] of [
        [desktop.page, 'click'],
        [desktop.page, 'Enter'],
        [desktop.page, 'ArrowDown'],
        [phone.page, 'tap'],
      ] as const) {
        await page.goto(`${consoleUrl}/`);
        const avatar = page.getByRole('button', { name: 'Ada Admin, profile menu' });
        if (opening === 'click') await avatar.click();
        else if (opening === 'tap') await avatar.tap();
        else {
          await avatar.focus();
          await page.keyboard.press(opening);
        }
        const menu = page.getByRole('menu');
        await expect
          .poll(() => menu.evaluate((element) => element.contains(document.activeElement)))
          .toBe(true);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await expect
          .poll(() => avatar.evaluate((button) => button === document.activeElement), {
            message: opening,
          })
          .toBe(true);
      }
    } finally {
      await desktop.context.close();
      await phone.context.close();
    }
  });
});

/** Scrolls the scrolling box around `element` to its end. */
const scrollToEnd = (element: Locator) =>
  element.evaluate((node) => {
    for (let box = node.parentElement; box; box = box.parentElement) {
      if (
        /auto|scroll/.test(getComputedStyle(box).overflowY) &&
        box.scrollHeight > box.clientHeight
      ) {
        box.scrollTop = box.scrollHeight;
        return;
      }
    }
  });

/** How far the bottom of `element` is below the top of `cover` (positive: hidden under it). */
const overlap = async (element: Locator, cover: Locator) => {
  const [bottom, top] = await Promise.all([
    element.evaluate((node) => node.getBoundingClientRect().bottom),
    cover.evaluate((node) => node.getBoundingClientRect().top),
  ]);
  return bottom - top;
};

describe('a toast over a patient’s record', () => {
  it.each([
    ['a desktop', { width: 1280, height: 720 }],
    ['a phone', { width: 390, height: 740 }],
  ])('leaves the oldest history entry readable, on %s', async (_screen, viewport) => {
    const manager = await openSignedIn(browser, 'manager@clinic.test', { viewport });
    const { page, token } = manager;
    try {
      const fullName = unique('Rita History');
      const id = await enrolThroughApi(token, fullName);
      // A history long enough to reach the bottom of the drawer.
      for (let change = 0; change < 8; change += 1) {
        await prepareThroughApi('PATCH', `/api/v1/patients/${id}/contact`, {
          token,
          body: { fullName, phoneNumber: { callingCode: '351', localPhoneNumber: mobileNumber() } },
        });
      }

      await page.goto(`${consoleUrl}/?patient=${id}`);
      const record = page.getByRole('dialog', { name: fullName });
      await record.getByRole('button', { name: 'Edit contact' }).click();
      const contact = page.getByRole('dialog', { name: `Contact of ${fullName}` });
      await contact.getByRole('textbox', { name: /^Phone number/ }).fill(mobileNumber());
      await contact.getByRole('button', { name: 'Save changes' }).click();
      const toast = page.locator('li').filter({ hasText: 'Contact updated' });
      await toast.waitFor();
      await contact.waitFor({ state: 'detached' });

      const history = record.getByRole('listitem');
      await expect.poll(() => history.count()).toBe(10);
      const oldest = history.last();
      await scrollToEnd(oldest);
      // Within the toast's 5 seconds on screen.
      await expect.poll(() => overlap(oldest, toast), { timeout: 3_000 }).toBeLessThanOrEqual(0);
    } finally {
      await manager.context.close();
    }
  });
});
