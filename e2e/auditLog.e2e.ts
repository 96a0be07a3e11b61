import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn, openSignedInThroughLoginPage } from './support/signIn';

/** docs/product.md §12.3: the audit log as people read it, in Settings, for a system admin. */

const ADMIN = 'admin@clinic.test';
const DESKTOP = { width: 1280, height: 800 };
/** A phone held upright: the log must be a list of cards, nothing clipped or scrolling sideways. */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const auditSection = (page: Page, name = 'Audit log') =>
  page.getByRole('region', { name, exact: true });
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** Settings with the log's first page in, as a table (desktop) or as cards (phone). */
async function openLog(page: Page, { title = 'Settings', section = 'Audit log' } = {}) {
  await page.goto(`${consoleUrl}/settings`);
  await heading(page, title).waitFor();
  const log = auditSection(page, section);
  const narrow = (page.viewportSize()?.width ?? DESKTOP.width) <= 600;
  await (narrow ? log.getByRole('listitem') : log.getByRole('rowheader')).first().waitFor();
  return log;
}

/** The sentences of the rows shown (each row's header). */
const sentences = (log: ReturnType<typeof auditSection>) =>
  log.getByRole('table').getByRole('rowheader').allTextContents();

describe('the audit log in Settings (docs/product.md §12.3)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const resetPreferences = () =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'en', darkMode: false },
    });

  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, ADMIN));
  });
  beforeEach(async () => {
    await page.setViewportSize(DESKTOP);
    await resetPreferences();
  });
  afterAll(async () => {
    // The other journeys expect the admin in English and light: put it back whatever happened.
    await callApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'en', darkMode: false },
    });
    await context?.close();
  });

  it('shows "Signed in" with the e-mail, and a language change only when asked', async () => {
    // The admin changes the language in Settings (and back), then signs in again.
    await openLog(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await heading(page, 'Configuración').waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await heading(page, 'Settings').waitFor();
    const again = await openSignedInThroughLoginPage(browser, ADMIN);
    try {
      const log = await openLog(again.page);
      await log.getByRole('searchbox', { name: /Person/ }).fill(ADMIN);
      const rows = log.getByRole('table').getByRole('row');
      await expect
        .poll(async () =>
          (await rows.allTextContents()).slice(1).every((row) => row.includes(ADMIN)),
        )
        .toBe(true);
      const signedIn = (await rows.allTextContents()).find((row) => row.includes('Signed in'));
      expect(signedIn).toContain(ADMIN);
      expect(signedIn).toContain('Done');
      expect((await sentences(log)).some((sentence) => sentence.includes('language'))).toBe(false);

      await log.getByRole('checkbox', { name: /Show preference changes/ }).check();
      await expect
        .poll(async () => await sentences(log))
        .toEqual(
          expect.arrayContaining(['Changed language to Español', 'Changed language to English']),
        );
      await expectNoAxeViolations(again.page, 'the audit log with preference changes');
    } finally {
      await again.context.close();
    }
  });

  it('narrows to one action', async () => {
    const log = await openLog(page);
    await log.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Signed in' });
    await expect.poll(async () => [...new Set(await sentences(log))]).toEqual(['Signed in']);
    const signIns = await readApi<{ total: number }>(
      '/api/v1/audit-log?action=auth.signedIn&pageSize=1',
      token,
    );
    await log.getByRole('navigation', { name: 'Audit log pages' }).waitFor();
    expect(signIns.total).toBeGreaterThan(0);
  });

  it('exports what the filters select as a CSV file', async () => {
    const log = await openLog(page);
    await log.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Signed in' });
    await expect.poll(async () => [...new Set(await sentences(log))]).toEqual(['Signed in']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const lines = (await downloadedText(download))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'at,userEmail,userFullName,actionCode,action,status,entityType,entityId,summary,ip,requestId',
    );
    const signIns = await readApi<{ total: number }>(
      '/api/v1/audit-log?action=auth.signedIn&pageSize=1',
      token,
    );
    expect(lines).toHaveLength(signIns.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',auth.signedIn,'))).toBe(true);
    await page.getByRole('status').getByText('Audit log downloaded').first().waitFor();
  });

  it('is a list of cards on a phone, with nothing to scroll sideways', async () => {
    await page.setViewportSize(PHONE);
    const log = await openLog(page);
    const cards = log.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await log.getByRole('table').isVisible()).toBe(false);
    const firstCard = await cards.first().innerText();
    expect(firstCard).toMatch(/Who/);
    expect(firstCard).toMatch(/When/);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('has no axe violations in light, dark and Arabic, on a desktop and on a phone', async () => {
    const modes = [
      { mode: 'light', settings: { darkMode: false }, title: 'Settings', section: 'Audit log' },
      { mode: 'dark', settings: { darkMode: true }, title: 'Settings', section: 'Audit log' },
      {
        mode: 'Arabic',
        settings: { darkMode: false, language: 'ar' },
        title: 'الإعدادات',
        section: 'سجل التدقيق',
      },
    ];
    for (const { mode, settings, title, section } of modes) {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: settings });
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await openLog(page, { title, section });
        await expectNoAxeViolations(page, `the audit log, ${mode}, ${size}`);
        if (size === 'phone') expect(await scrollsSideways(page), `${mode}, phone`).toBe(false);
      }
    }
  });
});
