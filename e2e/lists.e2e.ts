import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { mobileNumber } from './support/patients';
import { pickOption } from './support/pickers';
import { openSignedIn } from './support/signIn';

/**
 * Every list on a phone held upright (docs/product.md §13.1): the page never scrolls sideways (a
 * wide table scrolls inside its own region) and no word is broken in the middle.
 */

const ADMIN = 'admin@clinic.test';
const PHONE = { width: 390, height: 844 };

/** Each list a system admin reads, and a text the list's first page always shows. */
const LISTS = [
  { name: 'Home', path: '/' },
  { name: 'Programs', path: '/programs' },
  { name: 'Clinics', path: '/clinics-and-hospitals' },
  { name: 'Users', path: '/users' },
  { name: 'Training modules', path: '/knowledge-center/training-modules' },
  { name: 'Knowledge checks', path: '/knowledge-center/knowledge-checks' },
  { name: 'Ministry documents', path: '/knowledge-center/moh-documents' },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
beforeAll(async () => {
  browser = await launchChromium();
  ({ context, page, token } = await openSignedIn(browser, ADMIN));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** How far the page is wider than the window, and what sticks out (for the failure message). */
const sidewaysOverflow = (target: Page) =>
  target.evaluate(() => {
    // The window less its vertical scroll bar: what a page may fill without scrolling sideways.
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // What sits inside a region that scrolls sideways does not widen the page.
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
    return { extra: Math.max(0, document.documentElement.scrollWidth - width), wider };
  });

/**
 * Words in the list's cells broken across lines in their middle ("Hospi/tal"). Han and kana text
 * is left out: CSS line breaking lets it break between any two characters, as its readers expect.
 */
const brokenWords = (target: Page) =>
  target.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // Chinese and Japanese lines may break between any two characters: words of scripts
      // written with spaces only.
      for (const match of text.matchAll(
        /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\p{L}){4,}/gu,
      )) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // A word laid out on two lines has two boxes on different lines.
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken.slice(0, 5);
  });

describe('lists at 390 px wide', () => {
  it.each(LISTS)('$name does not scroll sideways, nor break a word', async ({ path }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${consoleUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The first page is in: the table (or its cards) shows rows, not the skeleton.
    await page.locator('main table tbody tr:not([aria-hidden="true"]), main li').first().waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toEqual({ extra: 0, wider: [] });
    await expect.poll(() => brokenWords(page)).toEqual([]);
  });
});

/** A network of 150 clinics, imported as a CSV file like an admin's first day. */
async function importClinics(run: string): Promise<string[]> {
  const names = Array.from(
    { length: 150 },
    (_, index) => `Net ${run} Clinic ${String(index + 1).padStart(3, '0')}`,
  );
  const rows = names.map(
    (name, index) =>
      `${name},CLINIC,Rua ${index + 1} Porto,,clinic${index + 1}.${run}@example.test,PT`,
  );
  const file = `name,type,address,phoneNumber,email,countryCode\r\n${rows.join('\r\n')}\r\n`;
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'clinics.csv');
  const response = await callApi('POST', '/api/v1/clinics/import', { token, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
  return names;
}

const heading = (target: Page, name: string) => target.getByRole('heading', { level: 1, name });
const dialog = (target: Page, name: string) => target.getByRole('dialog', { name });
const toast = (target: Page, text: string) => target.getByRole('status').getByText(text).first();

/** Chooses `name` in a picker by keyboard alone: focus, type, ArrowDown to it, Enter. */
async function pickByKeyboard(field: Locator, name: string) {
  await field.focus();
  await field.fill(name);
  const listbox = field.page().locator(`#${await field.getAttribute('aria-controls')}`);
  await listbox.getByRole('option', { name, exact: true }).waitFor();
  await expect.poll(() => listbox.getByRole('option').count()).toBe(1);
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(name);
}

describe('a network of 150 clinics', () => {
  it('the 120th clinic is given, enrolled at, cared for at and filtered by, from pickers and links', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const names = await importClinics(run);
    const clinic120 = names[119]!;
    const [{ id: clinicId }] = (
      await readApi<{ items: { id: string }[] }>(
        `/api/v1/clinics?search=${encodeURIComponent(clinic120)}`,
        token,
      )
    ).items as [{ id: string }];

    // A new doctor at the 120th clinic, given it through the clinics picker.
    const doctorName = `Dora ${run}`;
    await page.goto(`${consoleUrl}/users`);
    await heading(page, 'Users').waitFor();
    await page.getByRole('button', { name: 'New user' }).first().click();
    const userDrawer = dialog(page, 'New user');
    await userDrawer.getByRole('textbox', { name: /^Full name/ }).fill(doctorName);
    await userDrawer.getByRole('textbox', { name: /^E-mail/ }).fill(`dora.${run}@example.test`);
    await userDrawer.getByRole('combobox', { name: /^Role/ }).selectOption('DOCTOR');
    await userDrawer.getByRole('textbox', { name: /^Address/ }).fill('Rua do Ouro 12, Porto');
    const clinicsField = userDrawer.getByRole('combobox', { name: /^Clinics/ });
    // The first answer says how many more clinics there are than it shows.
    await clinicsField.click();
    await expect.poll(() => page.getByText(/more: keep typing/).count()).toBeGreaterThan(0);
    await clinicsField.press('Escape');
    await pickOption(clinicsField, clinic120, `${run} clinic 120`);
    await expect(
      userDrawer.getByRole('button', { name: `Remove ${clinic120}` }).isVisible(),
    ).resolves.toBe(true);
    await userDrawer.getByRole('button', { name: 'Create user' }).click();
    await toast(page, 'User created.').waitFor();

    // Users filtered by the 120th clinic from the picker, by keyboard, then from a copied link.
    await pickByKeyboard(page.getByRole('combobox', { name: /^Clinic/ }), clinic120);
    await expect.poll(() => new URL(page.url()).searchParams.get('clinicId')).toBe(clinicId);
    await page.getByRole('rowheader', { name: doctorName }).waitFor();
    const usersLink = page.url();
    await page.goto('about:blank');
    await page.goto(usersLink);
    await page.getByRole('rowheader', { name: doctorName }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Clinic/ }).inputValue())
      .toBe(clinic120);
    await expectNoAxeViolations(page, 'users filtered by the 120th clinic');

    // A patient enrolled at the 120th clinic and given the new doctor.
    const patientName = `Paula ${run}`;
    await page.goto(`${consoleUrl}/`);
    await page.getByRole('button', { name: 'Enrol patient' }).first().click();
    const enrol = dialog(page, 'Enrol patient');
    await pickByKeyboard(enrol.getByRole('combobox', { name: /^Clinic/ }), clinic120);
    await pickOption(enrol.getByRole('combobox', { name: /^Program/ }), 'Diabetes Care');
    await enrol.getByRole('textbox', { name: /^Full name/ }).fill(patientName);
    await enrol.getByRole('textbox', { name: /^E-mail/ }).fill(`paula.${run}@example.test`);
    await enrol.getByRole('textbox', { name: /^Phone number/ }).fill(mobileNumber());
    await enrol.getByRole('button', { name: 'Enrol patient' }).click();
    await toast(page, `${patientName} enrolled`).waitFor();
    const record = dialog(page, patientName);
    await record.getByText(`Diabetes Care at ${clinic120}`).waitFor();
    await record.getByRole('button', { name: 'Change doctor or nurse' }).click();
    const assignment = dialog(page, `Doctor and nurse of ${patientName}`);
    await expect
      .poll(() => assignment.getByRole('combobox', { name: /^Clinic/ }).inputValue())
      .toBe(clinic120);
    await assignment.getByRole('combobox', { name: /^Doctor/ }).selectOption({ label: doctorName });
    await assignment.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Doctor and nurse updated').waitFor();
    await page.keyboard.press('Escape');

    // Home filtered by the 120th clinic from the picker, then from a copied link.
    await page.goto(`${consoleUrl}/`);
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await pickOption(
      page.getByRole('combobox', { name: /^Clinic/ }),
      clinic120,
      `${run} clinic 120`,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('clinicId')).toBe(clinicId);
    await page.getByRole('link', { name: patientName }).waitFor();
    await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(1);
    const homeLink = page.url();
    await page.goto('about:blank');
    await page.goto(homeLink);
    await page.getByRole('link', { name: patientName }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Clinic/ }).inputValue())
      .toBe(clinic120);
  });

  it('has no axe violations with a picker open, in light, dark and Arabic', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const check = async (mode: string, title: string) => {
      await page.goto(`${consoleUrl}/users`);
      await heading(page, title).waitFor();
      // The clinic filter: the one combobox that is a text field.
      const field = page.locator('main input[role="combobox"]').first();
      await field.click();
      await page
        .locator(`#${await field.getAttribute('aria-controls')}`)
        .getByRole('option')
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `users, clinic picker open, ${mode}`);
      await field.press('Escape');
    };
    try {
      await check('light', 'Users');
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: true },
      });
      await check('dark', 'Users');
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: false, language: 'ar' },
      });
      await check('Arabic', 'المستخدمون');
    } finally {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: false, language: 'en' },
      });
    }
  });
});

/** The lists the issue names, each with more than three pages of 10 for the demo admin. */
const PAGED_LISTS = [
  { name: 'Clinics', path: '/clinics-and-hospitals' },
  { name: 'Users', path: '/users' },
  { name: 'Home', path: '/' },
];

/** The first row's header shown, and the page and page size the address holds. */
async function shownPage(target: Page) {
  const first = await target.locator('main table tbody tr th').first().textContent();
  const params = new URL(target.url()).searchParams;
  return { first, page: params.get('page'), pageSize: params.get('pageSize') };
}

describe('"Items per page" from any page', () => {
  it.each(PAGED_LISTS)(
    '$name keeps the first row in view from page 2 and from the last page',
    async ({ path }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const open = async (query: string) => {
        await page.goto(`${consoleUrl}${path}${query}`);
        await expect.poll(() => page.locator('main table').getAttribute('aria-busy')).toBeNull();
        await page.locator('main table tbody tr th').first().waitFor();
      };
      const pageSizeField = page.getByRole('combobox', { name: 'Items per page' });

      // Page 2 of 10 a page starts at row 11: at 25 a page, row 11 is on page 1.
      await open('?pageSize=10&page=2');
      const eleventh = (await shownPage(page)).first;
      await pageSizeField.selectOption('25');
      await expect
        .poll(() => shownPage(page))
        .toEqual({ first: expect.any(String), page: null, pageSize: null });
      await expect
        .poll(() => page.locator('main table tbody tr th').nth(10).textContent())
        .toBe(eleventh);
      await expect.poll(() => pageSizeField.inputValue()).toBe('25');

      // The last page of 10 a page: at 50 a page, its first row is on the page that holds it.
      await open('?pageSize=10&page=999999');
      await expect.poll(async () => (await shownPage(page)).page).not.toBe('999999');
      const last = Number((await shownPage(page)).page);
      const firstOfLast = (await shownPage(page)).first;
      await pageSizeField.selectOption('50');
      const expectedPage = Math.floor(((last - 1) * 10) / 50) + 1;
      await expect
        .poll(async () => (await shownPage(page)).page)
        .toBe(expectedPage === 1 ? null : String(expectedPage));
      await expect.poll(async () => (await shownPage(page)).pageSize).toBe('50');
      const offsetInPage = ((last - 1) * 10) % 50;
      await expect
        .poll(() => page.locator('main table tbody tr th').nth(offsetInPage).textContent())
        .toBe(firstOfLast);
      await expect.poll(() => pageSizeField.inputValue()).toBe('50');
    },
  );
});
