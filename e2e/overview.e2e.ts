import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Named {
  id: string;
  name: string;
}
const statuses = ['ENROLLED', 'COMPLETED', 'WITHDRAWN'] as const;

/** Every seeded enrolment (the earliest are of 2023) and every one a journey made today. */
const range = { from: '2023-01-01', to: new Date().toISOString().slice(0, 10) };

/** How many enrolments the patients list counts with these filters (the viewer's scope). */
const patientsCounted = async (token: string, filters: Record<string, string>) =>
  (
    await readApi<{ total: number }>(
      `/api/v1/patients?${new URLSearchParams({ ...filters, pageSize: '10' }).toString()}`,
      token,
    )
  ).total;

/**
 * What the status figure must say, worked out from another read than the overview's: the
 * patients list's totals per program and status (the range holds every enrolment there is).
 */
async function expectedStatuses(token: string) {
  const programs = await readApi<{ items: Named[] }>('/api/v1/programs?pageSize=100', token);
  const rows: string[][] = [];
  for (const program of programs.items) {
    const counts = await Promise.all(
      statuses.map((status) => patientsCounted(token, { programId: program.id, status })),
    );
    if (counts.some((count) => count > 0)) rows.push([program.name, ...counts.map(String)]);
  }
  return rows.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every item of a list the viewer reads, page after page (other journeys add clinics). */
async function everyItem<T>(listPath: string, token: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items: onPage } = await readApi<{ items: T[] }>(
      `${listPath}?pageSize=100&page=${page}`,
      token,
    );
    items.push(...onPage);
    if (onPage.length < 100) return items;
  }
}

/** A figure of the overview, by its title. */
const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });

/** The figure's table, shown a click away: its rows' cells, numbers without grouping. */
async function tableOf(figureLocator: Locator): Promise<string[][]> {
  const toggle = figureLocator.getByRole('button', { name: 'Show table' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const table = figureLocator.getByRole('table');
  await table.waitFor();
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        (cell.textContent ?? '')
          .trim()
          .replace(/^(\d{1,3}(,\d{3})+)$/, (n) => n.replaceAll(',', '')),
      ),
    ),
  );
}

/** A CSV document's rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The CSV the figure downloads: its rows under the header, each cell as written. */
async function csvOf(page: Page, figureLocator: Locator): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figureLocator.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = parseCsv(text);
  return rows.slice(1);
}

const firstColumns = (rows: string[][], count: number) => rows.map((row) => row.slice(0, count));

async function openOverview(page: Page, heading = 'Overview') {
  await page.goto(`${consoleUrl}/overview?from=${range.from}&to=${range.to}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByTestId('overview-figures').waitFor();
  await expect
    .poll(() => page.getByTestId('overview-figures').getAttribute('aria-busy'))
    .toBe('false');
}

describe('Home: the Overview', () => {
  let admin: { context: BrowserContext; page: Page; token: string };
  let manager: { context: BrowserContext; page: Page; token: string };
  const saveSettings = (body: { darkMode?: boolean; language?: string }) =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', { token: admin.token, body });

  beforeAll(async () => {
    admin = await openSignedIn(browser, 'admin@clinic.test', { acceptDownloads: true });
    manager = await openSignedIn(browser, 'manager@clinic.test', { acceptDownloads: true });
  });
  afterAll(async () => {
    try {
      if (admin?.token) await saveSettings({ darkMode: false, language: 'en' });
    } finally {
      await admin?.context.close();
      await manager?.context.close();
    }
  });

  it('shows an admin and a manager the numbers of their scope, in charts, tables and CSV alike', async () => {
    for (const { page, token } of [admin, manager]) {
      const expected = await expectedStatuses(token);
      await openOverview(page);
      const tabs = page.getByRole('navigation', { name: 'Patients and programs' });
      await expect(
        tabs.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'),
      ).resolves.toBe('page');

      // Current status per program: the patients list's totals, in the table and the CSV.
      const status = figure(page, 'Current status per program');
      const chart = status.getByRole('img');
      await expect(chart.getAttribute('tabindex')).resolves.toBe('0');
      const enrolments = expected.reduce(
        (sum, row) => sum + row.slice(1).reduce((s, n) => s + Number(n), 0),
        0,
      );
      await expect
        .poll(() => status.textContent())
        .toContain(`Of ${enrolments.toLocaleString('en')} enrolment`);
      const statusTable = await tableOf(status);
      expect(firstColumns(statusTable, 4).sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual(
        expected,
      );
      expect(await csvOf(page, status)).toEqual(statusTable);

      // Patients per clinic: each clinic's number is the patients list's total for it.
      const clinics = figure(page, 'Patients per clinic');
      const clinicTable = await tableOf(clinics);
      const clinicsSeen = await everyItem<Named>('/api/v1/clinics', token);
      const clinicId = new Map(clinicsSeen.map((clinic) => [clinic.name, clinic.id]));
      for (const [name, patients] of clinicTable) {
        expect(clinicId.has(name!), `${name} is one of the viewer's clinics`).toBe(true);
        expect(patients).toBe(
          String(await patientsCounted(token, { clinicId: clinicId.get(name!)! })),
        );
      }
      expect(await csvOf(page, clinics)).toEqual(clinicTable);

      // Enrolments over time add up to the same total.
      const overTime = await tableOf(figure(page, 'Enrolments per program, by month'));
      expect(overTime.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(enrolments);
    }
  });

  it('has no axe violations in light, dark and Arabic, and fits a phone', async () => {
    const { page } = admin;
    const check = async (label: string, heading: string) => {
      await openOverview(page, heading);
      await page.getByRole('figure').first().getByRole('img').waitFor();
      await expectNoAxeViolations(page, `overview, ${label}`);
      // Tables too.
      for (const each of await page.getByRole('figure').all()) {
        await each.getByRole('button').first().click();
      }
      await page.getByRole('figure').first().getByRole('table').waitFor();
      await expectNoAxeViolations(page, `overview tables, ${label}`);
    };
    try {
      await saveSettings({ darkMode: false, language: 'en' });
      await check('light', 'Overview');
      await saveSettings({ darkMode: true });
      await check('dark', 'Overview');
      await saveSettings({ darkMode: false, language: 'ar' });
      await check('Arabic', 'نظرة عامة');
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    } finally {
      // The other test of this block reads the admin's page in English, whatever happened here.
      await saveSettings({ darkMode: false, language: 'en' });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await openOverview(page);
    await page.getByRole('figure').first().getByRole('img').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
});
