import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn } from './support/signIn';

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

/** A small valid PDF whose text names the run, so every run uploads bytes of its own. */
const pdfNamed = (text: string) => {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

const signedIn = async (email: string) => {
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
  const pdf = pdfNamed(title);

  it('an admin uploads a PDF; a nurse downloads the same bytes; withdrawn, it leaves her list', async () => {
    const started = Date.now();
    const step = (what: string) => console.log(`[moh e2e] ${what} at ${Date.now() - started} ms`);
    const admin = await signedIn('admin@clinic.test');
    step('admin signed in');
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
    step('drawer filled');
    await expectNoAxeViolations(admin, 'document drawer');
    await drawer.getByRole('button', { name: 'Upload document' }).click();
    await admin.getByRole('status').getByText('Document uploaded').first().waitFor();
    await rowOf(admin, title).waitFor();
    step('uploaded');

    const nurse = await signedIn('nurse@clinic.test');
    step('nurse signed in');
    await openDocuments(nurse);
    // Staff read and download; only system admins upload.
    expect(await nurse.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    await nurse.getByRole('searchbox', { name: /Search by title/ }).fill(title);
    await nurse.keyboard.press('Enter');
    await rowOf(nurse, title).waitFor();
    await nurse.getByRole('combobox', { name: 'Language' }).selectOption('pt');
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
    step('downloaded');

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
    expect(await rowOf(nurse, title).count()).toBe(0);
  }, 240_000);
});
