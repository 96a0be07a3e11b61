import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium } from './support/browser';
import { openSignedIn } from './support/signIn';
import { xlsxWithTabs } from '../apps/api/test/support/workbooks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface ClinicPage {
  items: {
    id: string;
    name: string;
    status: string;
    address: string;
    type: string;
    countryCode: string;
  }[];
  total: number;
}

const CLINICS_PATH = '/clinics-and-hospitals';
/** A name no other run or test uses, so every test sets up its own clinic. */
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const drawer = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Search by name/ });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function openClinics(page: Page, query = '', title = 'Clinics & Hospitals') {
  await page.goto(`${consoleUrl}${CLINICS_PATH}${query}`);
  await heading(page, title).waitFor();
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
}

/** Presses Tab until the focused element is named `name` (keyboard-only journeys). */
async function tabTo(page: Page, name: string, { backwards = false, limit = 40 } = {}) {
  for (let step = 0; step < limit; step += 1) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return (
        element?.getAttribute('aria-label') ??
        (element?.labels?.[0]?.textContent || element?.textContent || '')
      ).trim();
    });
    if (focused === name || focused.startsWith(name)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** Presses ArrowDown in an open menu until the item named `name` has focus (polled: focus moves late). */
async function arrowTo(page: Page, name: string, limit = 10) {
  const focusedItem = () =>
    page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'menuitem'
        ? (document.activeElement.textContent?.trim() ?? '')
        : null,
    );
  await expect.poll(focusedItem).not.toBeNull();
  for (let step = 0; step < limit; step += 1) {
    const focused = await focusedItem();
    if (focused === name) return;
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).not.toBe(focused);
  }
  throw new Error(`ArrowDown never reached "${name}"`);
}

/** The text of a file the page downloaded. */
async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

describe('Clinics & Hospitals for a system admin (docs/product.md §13.3)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  beforeEach(() =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: false, language: 'en' },
    }),
  );
  afterAll(async () => {
    try {
      if (token) {
        await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
          token,
          body: { darkMode: false, language: 'en' },
        });
      }
    } finally {
      await context?.close();
    }
  });

  /** A clinic made through the api, for a test that needs one of its own. */
  async function clinicOfMyOwn(prefix: string) {
    const name = uniqueName(prefix);
    await prepareThroughApi('POST', '/api/v1/clinics', {
      token,
      body: {
        name,
        type: 'CLINIC',
        address: 'Rua das Flores 1',
        phoneNumber: null,
        email: 'front-desk@clinic.test',
        countryCode: 'PT',
      },
    });
    return name;
  }

  it('creates a clinic with the mouse; a name taken in the country is refused under the field', async () => {
    const name = uniqueName('Clínica Mouse');
    await openClinics(page);
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await drawer(page).getByRole('heading', { name: 'New clinic' }).waitFor();
    await drawer(page).getByRole('textbox', { name: 'Clinic name' }).fill(name);
    await drawer(page).getByRole('combobox', { name: 'Type' }).selectOption('HOSPITAL');
    await drawer(page)
      .getByRole('combobox', { name: /^Country\*?$/ })
      .selectOption('PT');
    await drawer(page).getByRole('textbox', { name: 'Address' }).fill('Av. da Liberdade 10');
    await drawer(page).getByRole('textbox', { name: 'E-mail' }).fill('mouse@clinic.test');
    await drawer(page).getByRole('button', { name: 'Create clinic' }).click();
    await page.getByRole('status').getByText('Clinic created successfully').first().waitFor();
    await expect.poll(() => drawer(page).count()).toBe(0);

    await searchBox(page).fill(name);
    await rowOf(page, name).waitFor();
    await expect(rowOf(page, name).getByText('Hospital').count()).resolves.toBe(1);

    // The same name in the same country: the server's 409 lands under the name field.
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await drawer(page).getByRole('textbox', { name: 'Clinic name' }).fill(name);
    await drawer(page).getByRole('combobox', { name: 'Type' }).selectOption('CLINIC');
    await drawer(page)
      .getByRole('combobox', { name: /^Country\*?$/ })
      .selectOption('PT');
    await drawer(page).getByRole('textbox', { name: 'Address' }).fill('Elsewhere 2');
    await drawer(page).getByRole('textbox', { name: 'E-mail' }).fill('other@clinic.test');
    await drawer(page).getByRole('button', { name: 'Create clinic' }).click();
    await drawer(page)
      .getByText('A clinic with this name already exists in this country.')
      .waitFor();
    await drawer(page).getByRole('alert').getByText('Failed to create clinic').waitFor();
    const same = await readApi<ClinicPage>(
      `/api/v1/clinics?search=${encodeURIComponent(name)}`,
      token,
    );
    expect(same.total).toBe(1);
  });

  it('creates and deactivates a clinic by keyboard alone', async () => {
    const name = uniqueName('Clínica Só Teclado');
    await openClinics(page);
    await page.locator('body').focus();
    await tabTo(page, 'New clinic');
    await page.keyboard.press('Enter');
    await drawer(page).getByRole('heading', { name: 'New clinic' }).waitFor();
    await tabTo(page, 'Clinic name');
    await page.keyboard.type(name);
    await tabTo(page, 'Type');
    await page.keyboard.type('Hospital');
    await tabTo(page, 'Country');
    await page.keyboard.type('Portugal');
    await tabTo(page, 'Address');
    await page.keyboard.type('Rua do Teclado 5');
    await tabTo(page, 'E-mail');
    await page.keyboard.type('teclado@clinic.test');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Clinic created successfully').first().waitFor();
    const created = await readApi<ClinicPage>(
      `/api/v1/clinics?search=${encodeURIComponent(name)}`,
      token,
    );
    expect(created.items.map(({ type, countryCode }) => ({ type, countryCode }))).toEqual([
      { type: 'HOSPITAL', countryCode: 'PT' },
    ]);

    await tabTo(page, 'Search by name');
    await page.keyboard.type(name);
    await rowOf(page, name).waitFor();
    await tabTo(page, `Actions for ${name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Deactivate' }).waitFor();
    await arrowTo(page, 'Deactivate');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: `Deactivate ${name}?` }).waitFor();
    // A danger confirm starts on Cancel: the keyboard user moves to Deactivate on purpose.
    await tabTo(page, 'Deactivate');
    await page.keyboard.press('Enter');
    await rowOf(page, name).getByText('Inactive').waitFor();
  });

  it('refuses an incomplete clinic in the form, with the spec messages, and writes nothing', async () => {
    await openClinics(page);
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await drawer(page).getByRole('button', { name: 'Create clinic' }).click();
    await drawer(page).getByText('Clinic name is required').waitFor();
    await drawer(page).getByText('Clinic type is required').waitFor();
    await drawer(page).getByText('Country code is required').waitFor();
    await drawer(page).getByText('Address is required').waitFor();
    await drawer(page).getByText('Email is required').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).count()).toBe(0);
  });

  it('edits a clinic by keyboard alone', async () => {
    const name = await clinicOfMyOwn('Clínica Teclado');
    await openClinics(page, `?search=${encodeURIComponent(name)}`);
    await rowOf(page, name).waitFor();
    await page.locator('body').focus();
    await tabTo(page, `Actions for ${name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    await arrowTo(page, 'Edit');
    await page.keyboard.press('Enter');
    await drawer(page)
      .getByRole('heading', { name: `Edit ${name}` })
      .waitFor();
    const address = drawer(page).getByRole('textbox', { name: 'Address' });
    await expect.poll(() => address.inputValue()).toBe('Rua das Flores 1');
    await tabTo(page, 'Address');
    await page.keyboard.press('ControlOrMeta+A');
    // The address is a text area: Enter starts its next line, and Save changes saves.
    await page.keyboard.type('Praça do Comércio 7');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bloco C');
    await tabTo(page, 'Save changes');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Clinic updated successfully').first().waitFor();
    await rowOf(page, name).getByText('Praça do Comércio 7').waitFor();
    const saved = await readApi<ClinicPage>(
      `/api/v1/clinics?search=${encodeURIComponent(name)}`,
      token,
    );
    expect(saved.items[0]?.address).toBe('Praça do Comércio 7\nBloco C');
  });

  it('asks before closing a drawer with unsaved changes', async () => {
    await openClinics(page);
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await drawer(page).getByRole('textbox', { name: 'Clinic name' }).fill('Half typed');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect
      .poll(() => drawer(page).getByRole('textbox', { name: 'Clinic name' }).inputValue())
      .toBe('Half typed');
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('deactivates with the mouse and activates again by keyboard, behind the confirm dialog', async () => {
    const name = await clinicOfMyOwn('Clínica Estado');
    await openClinics(page, `?search=${encodeURIComponent(name)}`);
    await rowOf(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
    await confirm
      .getByText('No staff member has this as their only active clinic.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').getByText(`${name} deactivated`).first().waitFor();
    await rowOf(page, name).getByText('Inactive').waitFor();

    await page.locator('body').focus();
    await tabTo(page, `Actions for ${name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Activate' }).waitFor();
    await arrowTo(page, 'Activate');
    await page.keyboard.press('Enter');
    const activate = page.getByRole('alertdialog', { name: `Activate ${name}?` });
    await activate.waitFor();
    await tabTo(page, 'Activate');
    await page.keyboard.press('Enter');
    await rowOf(page, name).getByText('Active', { exact: true }).waitFor();
    const saved = await readApi<ClinicPage>(
      `/api/v1/clinics?search=${encodeURIComponent(name)}`,
      token,
    );
    expect(saved.items[0]?.status).toBe('ACTIVE');
  });

  it('searches, filters, sorts and pages; reload, Back and a copied link restore the list', async () => {
    await openClinics(page);
    await searchBox(page).fill('i');
    await expect.poll(() => pathAndQuery(page)).toBe(`${CLINICS_PATH}?search=i`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('ACTIVE');
    await page.getByRole('button', { name: 'Name' }).click();
    await expect
      .poll(() => pathAndQuery(page))
      .toBe(`${CLINICS_PATH}?search=i&status=ACTIVE&sort=-name`);
    await page.getByRole('combobox', { name: 'Items per page' }).selectOption('10');
    await page.getByRole('button', { name: /next page/i }).click();
    await expect
      .poll(() => pathAndQuery(page))
      .toBe(`${CLINICS_PATH}?search=i&status=ACTIVE&sort=-name&page=2&pageSize=10`);

    const expected = await readApi<ClinicPage>(
      '/api/v1/clinics?search=i&status=ACTIVE&sort=-name&page=2&pageSize=10',
      token,
    );
    const shownNames = () => table(page).getByRole('rowheader').allInnerTexts();
    await expect.poll(shownNames).toEqual(expected.items.map((clinic) => clinic.name));

    await page.reload();
    await heading(page, 'Clinics & Hospitals').waitFor();
    await expect.poll(shownNames).toEqual(expected.items.map((clinic) => clinic.name));
    await expect(searchBox(page).inputValue()).resolves.toBe('i');
    await expect(page.getByRole('combobox', { name: 'Status' }).inputValue()).resolves.toBe(
      'ACTIVE',
    );

    await page.goBack();
    await expect
      .poll(() => pathAndQuery(page))
      .toBe(`${CLINICS_PATH}?search=i&status=ACTIVE&sort=-name&pageSize=10`);
    const firstPage = await readApi<ClinicPage>(
      '/api/v1/clinics?search=i&status=ACTIVE&sort=-name&pageSize=10',
      token,
    );
    await expect.poll(shownNames).toEqual(firstPage.items.map((clinic) => clinic.name));

    // A copied link opens the same list in another tab.
    const copied = await context.newPage();
    try {
      await copied.goto(
        `${consoleUrl}${CLINICS_PATH}?search=i&status=ACTIVE&sort=-name&page=2&pageSize=10`,
      );
      await expect
        .poll(() => copied.getByRole('table').getByRole('rowheader').allInnerTexts())
        .toEqual(expected.items.map((clinic) => clinic.name));
    } finally {
      await copied.close();
    }
  });

  it('offers to clear a search that finds nothing', async () => {
    await openClinics(page, '?search=zz-no-such-clinic-zz');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => pathAndQuery(page)).toBe(CLINICS_PATH);
    await expect.poll(() => table(page).getByRole('rowheader').count()).toBeGreaterThan(0);
  });

  it('downloads the template and an export of the filtered list (real files)', async () => {
    await openClinics(page, '?countryCode=PT');
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('clinics-template.csv');
    expect((await downloadedText(template)).trim()).toBe(
      'name,type,address,phoneNumber,email,countryCode',
    );
    await page.getByRole('status').getByText('Template downloaded successfully').first().waitFor();

    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('clinics.csv');
    // Records end with CRLF; an address of several lines keeps its own line feeds inside quotes.
    const lines = (await downloadedText(exported)).trim().split('\r\n');
    const portugal = await readApi<ClinicPage>(
      '/api/v1/clinics?countryCode=PT&pageSize=100',
      token,
    );
    expect(lines).toHaveLength(portugal.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',PT,') || line.endsWith(',PT'))).toBe(
      true,
    );
  });

  /**
   * Opens "Upload clinics" and chooses a CSV file made of `lines`, in UTF-8 or, as Excel on
   * Windows saves it, in Windows-1252 (`latin1` writes the accents of these lines the same way).
   */
  async function uploadFile(buffer: Buffer, fileName: string, mimeType: string) {
    await openClinics(page);
    await page.getByRole('button', { name: 'Upload clinics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload clinics' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType, buffer });
    return dialog;
  }

  const uploadCsv = (lines: string[], fileName: string, encoding: 'utf8' | 'latin1' = 'utf8') =>
    uploadFile(Buffer.from(lines.join('\r\n'), encoding), fileName, 'text/csv');

  const HEADER = 'name,type,address,phoneNumber,email,countryCode';

  it('uploads a good file: a dry run first, then "Import 2 clinics" writes both', async () => {
    const first = uniqueName('Clínica Upload');
    const second = uniqueName('Hôpital Upload');
    const dialog = await uploadCsv(
      [
        HEADER,
        `${first},CLINIC,"Rua Augusta 1, Lisboa",+351 21 123 4567,upload1@clinic.test,PT`,
        `${second},HOSPITAL,1 Rue de Rivoli,,upload2@clinic.test,fr`,
      ],
      'good.csv',
    );
    await dialog.getByText('2 rows are ready to import.').waitFor();
    // The dry run wrote nothing.
    expect(
      (await readApi<ClinicPage>(`/api/v1/clinics?search=${encodeURIComponent(first)}`, token))
        .total,
    ).toBe(0);
    await dialog.getByRole('button', { name: 'Import 2 clinics' }).click();
    await page.getByRole('status').getByText('2 clinics imported').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const name of [first, second]) {
      const found = await readApi<ClinicPage>(
        `/api/v1/clinics?search=${encodeURIComponent(name)}`,
        token,
      );
      expect(found.total).toBe(1);
    }
    await searchBox(page).fill(first);
    await rowOf(page, first).getByText('Rua Augusta 1, Lisboa').waitFor();
  });

  it('uploads a spreadsheet’s own file: its headings mapped, one chosen by hand, local phones made international, then imported', async () => {
    const paulista = uniqueName('Clínica Paulista');
    const lez = uniqueName('Clinique du Lez');
    const dialog = await uploadCsv(
      [
        'Nome;Tipo;Endereço;Phone Number;Correio;Country Code;Region',
        `${paulista};Clínica;Av. Paulista 1000;(11) 3456-7890;paulista@clinic.test;Brasil;Sudeste`,
        `${lez};Clinique;1 rue du Lez;04 67 33 67 33;lez@clinic.test;France;Occitanie`,
      ],
      'excel.csv',
      'latin1',
    );
    // "Correio" is no name the import knows: the e-mail column is missing until it is chosen.
    await dialog.getByText('The file has no column for "email".').waitFor();
    const mapping = dialog.getByRole('group', { name: 'How the columns of excel.csv are read' });
    await mapping.getByRole('combobox', { name: 'Correio' }).selectOption('email');
    await dialog.getByText('2 rows are ready to import.').waitFor();
    await expect
      .poll(() =>
        mapping.getByRole('combobox').evaluateAll((selects) =>
          selects.map((select) => {
            const element = select as HTMLSelectElement;
            return `${element.labels?.[0]?.textContent} → ${element.selectedOptions[0]?.textContent}`;
          }),
        ),
      )
      .toEqual([
        'Nome → name',
        'Tipo → type',
        'Endereço → address',
        'Phone Number → phoneNumber',
        'Correio → email',
        'Country Code → countryCode',
        'Region → Ignored: not imported',
      ]);
    const changes = dialog.getByRole('table', {
      name: 'Values written differently from excel.csv',
    });
    const changed = await changes.getByRole('row').allInnerTexts();
    expect(changed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2\s+phoneNumber\s+\(11\) 3456-7890\s+\+55 11 3456 7890$/),
        expect.stringMatching(/^2\s+countryCode\s+Brasil\s+BR$/),
        expect.stringMatching(/^3\s+phoneNumber\s+04 67 33 67 33\s+\+33 4 67 33 67 33$/),
        expect.stringMatching(/^3\s+type\s+Clinique\s+CLINIC$/),
      ]),
    );
    await expectNoAxeViolations(page, 'import dialog with its preview');

    await dialog.getByRole('button', { name: 'Import 2 clinics' }).click();
    await page.getByRole('status').getByText('2 clinics imported').first().waitFor();
    const [stored] = (
      await readApi<ClinicPage>(`/api/v1/clinics?search=${encodeURIComponent(paulista)}`, token)
    ).items;
    expect(stored).toMatchObject({
      countryCode: 'BR',
      type: 'CLINIC',
      phoneNumber: { callingCode: '55', localPhoneNumber: '1134567890' },
    });
  });

  it('uploads a workbook whose first tab is a note: the tab with the list picked, then imported', async () => {
    const name = uniqueName('Clínica Da Segunda Aba');
    const workbook = await xlsxWithTabs([
      { name: 'Notas', rows: [['Exportado do sistema antigo em 2024-03-05']] },
      {
        name: 'Clínicas',
        rows: [HEADER.split(','), [name, 'CLINIC', 'Rua da Aba 2', '', 'aba2@clinic.test', 'PT']],
      },
    ]);
    const dialog = await uploadFile(
      workbook,
      'exportado.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = dialog.getByRole('combobox', { name: 'Sheet to import' });
    await expect.poll(() => sheet.inputValue()).toBe('Notas');
    await dialog.getByText('The file has no column for "name".').waitFor();
    await sheet.selectOption('Clínicas');
    await dialog.getByText('1 row is ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 clinic' }).click();
    await page.getByRole('status').getByText('1 clinic imported').first().waitFor();
    const found = await readApi<ClinicPage>(
      `/api/v1/clinics?search=${encodeURIComponent(name)}`,
      token,
    );
    expect(found.items.map((clinic) => clinic.address)).toEqual(['Rua da Aba 2']);
  });

  it('uploads a bad file: the problems by spreadsheet line, the error report downloaded, nothing written', async () => {
    const good = uniqueName('Clínica Boa');
    const formula = uniqueName('Clínica Fórmula');
    const dialog = await uploadCsv(
      [
        HEADER,
        `${good},CLINIC,Rua Boa 1,,boa@clinic.test,PT`,
        `${formula},SPA,=HYPERLINK("http://evil.test"),,formula@clinic.test,PT`,
        '',
        `,CLINIC,Rua Sem Nome 3,,sem-nome@clinic.test,PT`,
      ],
      'bad.csv',
    );
    await dialog.getByText('The file has errors. Nothing was imported.').first().waitFor();
    const problems = dialog.getByRole('table');
    await expect
      .poll(() => problems.getByRole('row').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Line\s+Column\s+Problem$/),
        expect.stringMatching(/^3\s+type\s+Invalid clinic type$/),
        expect.stringMatching(/^5\s+name\s+Clinic name is required$/),
      ]);

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download error report' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('clinics-error-report.csv');
    const lines = (await downloadedText(report))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(`line,${HEADER},error`);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`3,${formula},SPA,`);
    // The formula is data, neutralised on the way out.
    expect(lines[1]).toContain(`'=HYPERLINK`);
    expect(lines[1]).toContain('type: Invalid clinic type');
    expect(lines[2]).toMatch(/^5,,CLINIC,Rua Sem Nome 3,/);

    for (const name of [good, formula]) {
      const found = await readApi<ClinicPage>(
        `/api/v1/clinics?search=${encodeURIComponent(name)}`,
        token,
      );
      expect(found.total).toBe(0);
    }
    await expectNoAxeViolations(page, 'import dialog with problems');
    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await dialog.locator('input[type="file"]').waitFor({ state: 'attached' });
  });

  /** The list, the new-clinic drawer and a row's menu pass axe in one theme and language. */
  async function expectAccessibleClinics(
    mode: string,
    texts: { title: string; newClinic: string; actions: RegExp },
  ) {
    await openClinics(page, '', texts.title);
    await expectNoAxeViolations(page, `clinics list, ${mode}`);
    await page.getByRole('button', { name: texts.newClinic }).first().click();
    await drawer(page).waitFor();
    await expectNoAxeViolations(page, `clinic drawer, ${mode}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer(page).count()).toBe(0);
    await table(page).getByRole('button', { name: texts.actions }).first().click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, `row menu, ${mode}`);
    await page.keyboard.press('Escape');
  }
  const english = {
    title: 'Clinics & Hospitals',
    newClinic: 'New clinic',
    actions: /^Actions for/,
  };

  it('has no axe violations with the list, the drawer and the row menu, light', async () => {
    await expectAccessibleClinics('light', english);
  });

  it('has no axe violations with the list, the drawer and the row menu, dark', async () => {
    await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { darkMode: true },
    });
    await expectAccessibleClinics('dark', english);
  });

  it('has no axe violations with the list, the drawer and the row menu, Arabic', async () => {
    await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'ar' },
    });
    await expectAccessibleClinics('Arabic', {
      title: 'العيادات والمستشفيات',
      newClinic: 'عيادة جديدة',
      actions: /^إجراءات/,
    });
  });
});

describe('Clinics & Hospitals for the other roles', () => {
  it('shows a nurse her own clinics, read-only', async () => {
    const { context, page } = await openSignedIn(browser, 'nurse@clinic.test');
    try {
      await page.goto(`${consoleUrl}${CLINICS_PATH}`);
      await heading(page, 'Clinics & Hospitals').waitFor();
      await expect
        .poll(() => table(page).getByRole('rowheader').allInnerTexts())
        .toEqual(['Hospital Central de Lisboa', '仁愛診所']);
      expect(await page.getByRole('button', { name: 'New clinic' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Upload clinics' }).count()).toBe(0);
      expect(
        await table(page)
          .getByRole('button', { name: /^Actions for/ })
          .count(),
      ).toBe(0);
      await expect(page.getByRole('button', { name: 'Export' }).isVisible()).resolves.toBe(true);
      // In her navigation too: every role that reads clinics has the link.
      expect(
        await page
          .getByRole('navigation')
          .getByRole('link', { name: 'Clinics & Hospitals' })
          .count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  });
});
