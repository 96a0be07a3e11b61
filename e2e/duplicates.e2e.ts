import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).first();
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function openList(page: Page, status: string, title = 'Possible duplicates') {
  await page.goto(`${consoleUrl}/possible-duplicates?status=${status}`);
  await heading(page, title).waitFor();
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

/** The history entries the patient's record shows. */
async function historyLength(page: Page, id: string) {
  await page.goto(`${consoleUrl}/?patient=${id}`);
  const history = page.getByRole('dialog').getByRole('list').last();
  await history.getByRole('listitem').first().waitFor();
  return history.getByRole('listitem').count();
}

describe('possible duplicates', () => {
  it('a manager finds a seeded pair, merges it choosing fields, sees the history joined, and unmerges', async () => {
    const { page, context, token } = await openSignedIn(browser, 'manager@clinic.test');
    try {
      await page.setViewportSize(DESKTOP);
      await openList(page, 'OPEN');
      await expectNoAxeViolations(page, 'possible duplicates');
      // The demo data holds pairs at the manager's Lisbon hospital (seedDuplicates.ts).
      const review = page
        .getByRole('table')
        .getByRole('link', { name: /^Review / })
        .first();
      const pairName = (await review.getAttribute('aria-label'))!.replace(/^Review /, '');
      await review.click();
      await heading(page, `Review ${pairName}`).waitFor();
      await expectNoAxeViolations(page, 'the merge view');

      const keep = page.getByRole('group', { name: 'Record that remains' });
      const survivorId = await keep.getByRole('radio', { checked: true }).getAttribute('value');
      const otherId = await keep.getByRole('radio', { checked: false }).getAttribute('value');
      const before = { survivor: 0, other: 0 };

      // On a phone the two records stack, and nothing scrolls sideways.
      await page.setViewportSize(PHONE);
      const [a, b] = await keep.getByRole('radio').all();
      const [boxA, boxB] = [await a!.boundingBox(), await b!.boundingBox()];
      expect(boxB!.y).toBeGreaterThan(boxA!.y);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolations(page, 'the merge view, phone');
      await page.setViewportSize(DESKTOP);

      // Keyboard: the e-mail group's choice moves to the other record with an arrow key.
      const email = page.getByRole('group', { name: 'E-mail' });
      await email.getByRole('radio', { checked: true }).focus();
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(() => email.getByRole('radio', { checked: true }).getAttribute('value'))
        .toBe(otherId);
      const chosenEmail = (
        await email.getByRole('radio', { checked: true }).locator('xpath=..').innerText()
      )
        .split('\n')
        .at(-1)!
        .trim();
      const merge = page.getByRole('button', { name: 'Merge records' });
      await merge.focus();

      // The histories before, read through the api (opening the records would leave the page).
      for (const [key, id] of [
        ['survivor', survivorId],
        ['other', otherId],
      ] as const) {
        const record = await readApi<{ history: unknown[] }>(`/api/v1/patients/${id}`, token);
        before[key] = record.history.length;
      }
      await page.keyboard.press('Enter');
      await toast(page, 'The records were merged.').waitFor();
      await heading(page, 'Possible duplicates').waitFor();

      // The record that remains has the chosen e-mail and both histories.
      expect(await historyLength(page, survivorId!)).toBe(before.survivor + before.other);
      await expect.poll(() => page.getByRole('dialog').innerText()).toContain(chosenEmail);

      // Unmerge from the list of merged pairs: both records are as they were.
      await openList(page, 'MERGED');
      await page.getByRole('button', { name: `Unmerge ${pairName}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Unmerge these records?' });
      await confirm.getByRole('button', { name: 'Unmerge' }).click();
      await toast(page, 'The records were unmerged.').waitFor();
      await openList(page, 'OPEN');
      await page.getByRole('link', { name: `Review ${pairName}` }).waitFor();
      expect(await historyLength(page, survivorId!)).toBe(before.survivor);
      expect(await historyLength(page, otherId!)).toBe(before.other);
    } finally {
      await context.close();
    }
  });

  it('has no axe violations in dark and Arabic, and is not offered to doctors', async () => {
    const { page, context, token } = await openSignedIn(browser, 'manager@clinic.test');
    try {
      for (const [mode, settings, title] of [
        ['dark', { darkMode: true }, 'Possible duplicates'],
        ['Arabic', { darkMode: false, language: 'ar' }, 'السجلات المكررة المحتملة'],
      ] as const) {
        await prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: settings });
        await openList(page, 'OPEN', title);
        await expectNoAxeViolations(page, `possible duplicates, ${mode}`);
      }
    } finally {
      await callApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { language: 'en', darkMode: false },
      });
      await context.close();
    }
    const doctor = await openSignedIn(browser, 'doctor@clinic.test');
    try {
      await doctor.page.goto(`${consoleUrl}/`);
      await doctor.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await doctor.page.getByRole('link', { name: 'Possible duplicates' }).count()).toBe(0);
    } finally {
      await doctor.context.close();
    }
  });
});
