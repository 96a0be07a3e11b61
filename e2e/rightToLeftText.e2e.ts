import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import clinicsArabic from '../apps/console/src/features/clinics/locales/ar.json';
import settingsArabic from '../apps/console/src/features/settings/locales/ar.json';
import { callApi, prepareThroughApi } from './support/api';
import { consoleUrl, launchChromium } from './support/browser';
import { enrolThroughApi } from './support/patients';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A Vietnamese address, as a clinic in Hanoi types it: the house number comes first. */
const HANOI_ADDRESS = '78 Giải Phóng, Đống Đa, Hà Nội';
const MAINTENANCE_TEXT = 'Scheduled maintenance tonight from 22:00 to 23:00.';

/** Something no other run or test uses. */
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * How `text`, found in a text node under `container`, is drawn: whether it sits in a `<bdi>`, the
 * direction it is laid out in, and whether `first` is drawn left of `last` (the last occurrence),
 * as a left-to-right text reads.
 */
function howDrawn(container: Locator, text: string, first: string, last: string) {
  return container.evaluate(
    (root, [wanted, start, end]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        if (!content.includes(wanted!)) continue;
        const leftOf = (at: number, length: number) => {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + length);
          return range.getBoundingClientRect().left;
        };
        const element = node.parentElement!;
        return {
          isolated: element.closest('bdi') !== null,
          direction: getComputedStyle(element).direction,
          inOrder:
            leftOf(content.indexOf(start!), start!.length) <
            leftOf(content.lastIndexOf(end!), end!.length),
        };
      }
      return null;
    },
    [text, first, last],
  );
}

/** What a Latin text in an Arabic page should look like: isolated, left to right, in order. */
const ownDirection = { isolated: true, direction: 'ltr', inOrder: true };

describe('Arabic pages show what people typed in its own direction', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const saveLanguage = (language: string) =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: { language } });

  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
    await saveLanguage('ar');
  });
  // Other journeys sign the same user in: leave the settings as they found them.
  afterAll(async () => {
    try {
      if (token) await saveLanguage('en');
    } finally {
      await context?.close();
    }
  });

  /** A clinic in Hanoi, created through the api, with a Latin name of its own. */
  async function hanoiClinic(): Promise<string> {
    const name = unique('Phòng khám Đống Đa');
    await prepareThroughApi('POST', '/api/v1/clinics', {
      token,
      body: {
        name,
        type: 'CLINIC',
        address: HANOI_ADDRESS,
        phoneNumber: { callingCode: '84', localPhoneNumber: '912345678' },
        email: 'dongda@clinic.test',
        countryCode: 'VN',
      },
    });
    return name;
  }

  async function openClinic(name: string) {
    await page.goto(`${consoleUrl}/clinics-and-hospitals?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    return row;
  }

  it('keeps a clinic’s address, name and phone number in their order in the table', async () => {
    const name = await hanoiClinic();
    const row = await openClinic(name);
    await expect(howDrawn(row, HANOI_ADDRESS, '78', 'Nội')).resolves.toEqual(ownDirection);
    await expect(howDrawn(row, name, 'Phòng', name.split(' ').at(-1)!)).resolves.toEqual(
      ownDirection,
    );
    await expect(howDrawn(row, '+84', '+84', '678')).resolves.toEqual(ownDirection);
  });

  it('names the clinic in its own direction in the confirmation and the toast', async () => {
    const name = await hanoiClinic();
    const row = await openClinic(name);
    await row
      .getByRole('button', { name: clinicsArabic['clinics.rowActions'].replace('{{name}}', name) })
      .click();
    await page.getByRole('menuitem', { name: clinicsArabic['clinics.deactivate'] }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect(howDrawn(dialog, name, 'Phòng', name.split(' ').at(-1)!)).resolves.toEqual(
      ownDirection,
    );
    await dialog.getByRole('button', { name: clinicsArabic['clinics.deactivate'] }).click();
    const toast = page
      .locator('li')
      .filter({ hasText: clinicsArabic['clinics.deactivated'].replace('{{name}}', name) });
    await toast.waitFor();
    await expect(howDrawn(toast, name, 'Phòng', name.split(' ').at(-1)!)).resolves.toEqual(
      ownDirection,
    );
  });

  it('names the clinic in its own direction in the audit log’s sentence', async () => {
    const name = await hanoiClinic();
    await page.goto(`${consoleUrl}/settings`);
    const row = page
      .getByRole('table', { name: settingsArabic['settings.auditLog'] })
      .getByRole('row')
      .filter({ hasText: name });
    await row.waitFor();
    await expect(howDrawn(row, name, 'Phòng', name.split(' ').at(-1)!)).resolves.toEqual(
      ownDirection,
    );
  });

  it('writes each calling code left to right in the phone field’s list of countries', async () => {
    await page.goto(`${consoleUrl}/clinics-and-hospitals`);
    await page.getByRole('button', { name: clinicsArabic['clinics.add'] }).first().click();
    const vietnam = page.locator('select[autocomplete="tel-country-code"] option[value="VN"]');
    // Chromium draws a select's text itself: the code is isolated left to right inside the label.
    await expect(vietnam.textContent()).resolves.toMatch(/\(\u2066\+84\u2069\)$/);
  });

  it('keeps a patient’s address and the names in the record drawer in their order', async () => {
    const fullName = unique('Nguyễn Văn An');
    const id = await enrolThroughApi(token, fullName, {
      phoneNumber: { callingCode: '84', localPhoneNumber: '912345678' },
      address: HANOI_ADDRESS,
    });
    await page.goto(`${consoleUrl}/?patient=${id}`);
    const record = page.getByRole('dialog', { name: fullName });
    await record.waitFor();
    await expect(howDrawn(record, HANOI_ADDRESS, '78', 'Nội')).resolves.toEqual(ownDirection);
    // The drawer's description and the history name the program, the clinic and who enrolled.
    await expect(howDrawn(record, 'Clínica São José', 'Clínica', 'José')).resolves.toEqual(
      ownDirection,
    );
    await expect(howDrawn(record, 'Ada Admin', 'Ada', 'Admin')).resolves.toEqual(ownDirection);
  });

  it('keeps a training module’s title in its order on its card', async () => {
    await page.goto(`${consoleUrl}/knowledge-center/training-modules`);
    const card = page
      .getByRole('article')
      .filter({ hasText: "Prise en charge de l'hypertension artérielle" });
    await card.waitFor();
    await expect(
      howDrawn(card, "Prise en charge de l'hypertension artérielle", 'Prise', 'artérielle'),
    ).resolves.toEqual(ownDirection);
  });

  it('ends the maintenance message with its own full stop', async () => {
    await prepareThroughApi('PUT', '/api/v1/maintenance', {
      token,
      body: { maintenanceMessage: MAINTENANCE_TEXT },
    });
    try {
      await page.goto(`${consoleUrl}/`);
      const banner = page.getByRole('status').filter({ hasText: MAINTENANCE_TEXT });
      await banner.waitFor();
      await expect(howDrawn(banner, MAINTENANCE_TEXT, 'Scheduled', '.')).resolves.toEqual(
        ownDirection,
      );
    } finally {
      await callApi('DELETE', '/api/v1/maintenance', { token });
    }
  });
});
