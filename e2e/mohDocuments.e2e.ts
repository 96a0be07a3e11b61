import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../apps/api/src/files/minimalPdf';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn, type DemoPerson } from './support/signIn';

// docs/product.md §13.7: ministry-of-health documents, uploaded by a system admin, read by staff.
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

const DOCUMENTS_PATH = '/knowledge-center/moh-documents';
/** A seeded document (apps/api/src/db/seedDocuments.ts) in English, not Portuguese. */
const SEEDED_IN_ENGLISH = 'National immunisation schedule 2025';

const signedIn = async (email: DemoPerson) => {
  const opened = await openSignedIn(browser, email);
  contexts.push(opened.context);
  return opened.page;
};

async function openDocuments(page: Page, query = '') {
  await page.goto(`${consoleUrl}${DOCUMENTS_PATH}${query}`);
  await page.getByRole('heading', { level: 1, name: 'MOH Documents' }).waitFor();
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

const rowOf = (page: Page, title: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

describe('ministry-of-health documents', () => {
  const title = `Vaccination guide ${Date.now().toString(36)}`;
  // Its text names the run, so every run uploads bytes of its own.
  const pdf = minimalPdf([title]);

  it('an admin uploads a PDF; a nurse downloads the same bytes; withdrawn, it leaves her list', async () => {
    const admin = await signedIn('admin@clinic.test');
    await openDocuments(admin);
    await admin.getByRole('button', { name: 'Upload document' }).first().click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    await drawer.getByRole('textbox', { name: /^Description/ }).fill('For every clinic.');
    await drawer.getByRole('combobox', { name: /^Language/ }).selectOption('pt');
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'guia-vacinacao.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expectNoAxeViolations(admin, 'document drawer');
    await drawer.getByRole('button', { name: 'Upload document' }).click();
    await admin.getByRole('status').getByText('Document uploaded').first().waitFor();
    await rowOf(admin, title).waitFor();

    const nurse = await signedIn('nurse@clinic.test');
    await openDocuments(nurse);
    await rowOf(nurse, SEEDED_IN_ENGLISH).waitFor();
    // Staff read and download; only system admins upload.
    await expect.poll(() => nurse.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    await nurse.getByRole('combobox', { name: 'Language' }).selectOption('pt');
    await expect.poll(() => new URL(nurse.url()).searchParams.get('language')).toBe('pt');
    await expect.poll(() => rowOf(nurse, SEEDED_IN_ENGLISH).count()).toBe(0);
    await nurse.getByRole('searchbox', { name: /Search by title/ }).fill(title);
    await nurse.keyboard.press('Enter');
    await rowOf(nurse, title).waitFor();
    await expectNoAxeViolations(nurse, 'documents list, nurse');
    const [download] = await Promise.all([
      nurse.waitForEvent('download'),
      rowOf(nurse, title)
        .getByRole('button', { name: `Download ${title}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('guia-vacinacao.pdf');
    const saved = await download.path();
    expect((await readFile(saved)).equals(pdf)).toBe(true);

    // Withdrawn, it leaves the nurse's list (the api answers 404 for it, too).
    await openDocuments(admin, `?search=${encodeURIComponent(title)}`);
    await expectNoAxeViolations(admin, 'documents list, admin');
    await rowOf(admin, title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await admin.getByRole('menuitem', { name: 'Withdraw' }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Withdraw ${title}?` });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await rowOf(admin, title).getByText('Withdrawn').waitFor();

    await openDocuments(nurse, `?search=${encodeURIComponent(title)}`);
    await nurse.getByRole('heading', { name: 'No results' }).waitFor();
    await expect.poll(() => rowOf(nurse, title).count()).toBe(0);
  });
});
