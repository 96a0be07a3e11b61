import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareThroughApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { pickOption } from './support/pickers';
import { consoleUrl, launchChromium, showInApp } from './support/browser';
import { enrolThroughApi, mobileNumber } from './support/patients';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A clinic of the demo manager and doctor, but not of the demo nurse (docs/product.md §10.2). */
const CLINIC = 'Clínica São José';
const PROGRAM = 'Diabetes Care';

/** Something no other run or test uses. */
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A Portuguese mobile number (91 and seven digits) that no other test uses. */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const table = (page: Page) => page.getByRole('table');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text).first();
const recordLink = (page: Page, name: string) =>
  table(page).getByRole('link', { name, exact: true });
const patientParam = (page: Page) => new URL(page.url()).searchParams.get('patient');

/** Opens Home afresh and waits for the list's first page. */
async function openHome(page: Page, greeting: string, query = '') {
  await page.goto(`${consoleUrl}/${query}`);
  await heading(page, greeting).waitFor();
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
}

/** The element that has focus, by its accessible-ish name (keyboard journeys). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Presses Tab until the focused element is named `name`. */
async function tabTo(page: Page, name: string, limit = 30) {
  for (let step = 0; step < limit; step += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('Home: patients and their enrolment', () => {
  let manager: { context: BrowserContext; page: Page; token: string };
  let managerToken = '';
  beforeAll(async () => {
    manager = await openSignedIn(browser, 'manager@clinic.test');
    managerToken = manager.token;
  });
  afterAll(() => manager?.context.close());

  it('a manager enrols a patient and assigns the demo doctor, who edits the phone; a nurse elsewhere cannot open the record', async () => {
    const { page } = manager;
    const fullName = unique('Joana Teste');
    const email = `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.test`;
    await openHome(page, 'Welcome, Marta');

    // docs/product.md §3 Patient form, with the clinic.
    await page.getByRole('button', { name: 'Enrol patient' }).first().click();
    const enrol = dialog(page, 'Enrol patient');
    await pickOption(enrol.getByRole('combobox', { name: /^Clinic/ }), CLINIC);
    await pickOption(enrol.getByRole('combobox', { name: /^Program/ }), PROGRAM);
    await enrol.getByRole('textbox', { name: /^Full name/ }).fill(fullName);
    await enrol.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await enrol.getByRole('textbox', { name: /^Phone number/ }).fill(mobileNumber());
    await enrol.getByRole('button', { name: 'Enrol patient' }).click();
    await toast(page, `${fullName} enrolled`).waitFor();

    // The new record opens, at an address of its own.
    const record = dialog(page, fullName);
    await record.getByText(`${PROGRAM} at ${CLINIC}`).waitFor();
    const patientId = patientParam(page);
    expect(patientId).toMatch(/^[0-9a-f-]{36}$/);

    await record.getByRole('button', { name: 'Change doctor or nurse' }).click();
    const assignment = dialog(page, `Doctor and nurse of ${fullName}`);
    await assignment
      .getByRole('combobox', { name: /^Doctor/ })
      .selectOption({ label: 'Dmitri Doctor' });
    await assignment.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Doctor and nurse updated').waitFor();
    await expect.poll(() => assignment.count()).toBe(0);
    await record.getByText('Dmitri Doctor').waitFor();
    await record.getByText('Doctor or nurse changed').waitFor();

    // The doctor finds the patient among those assigned to them, and changes the phone.
    const doctor = await openSignedIn(browser, 'doctor@clinic.test');
    try {
      await openHome(doctor.page, 'Welcome, Dmitri');
      // The address holds the filter: the box shows it once the navigation is done.
      const assignedToMe = doctor.page.getByRole('checkbox', { name: 'Assigned to me' });
      await assignedToMe.click();
      await expect.poll(() => assignedToMe.isChecked()).toBe(true);
      await doctor.page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(fullName);
      await expect.poll(() => new URL(doctor.page.url()).searchParams.get('search')).toBe(fullName);
      await expect
        .poll(() => table(doctor.page).getByRole('rowheader').allInnerTexts())
        .toEqual([fullName]);
      expect(new URL(doctor.page.url()).searchParams.get('assignedToMe')).toBe('true');
      await recordLink(doctor.page, fullName).click();
      const doctorsView = dialog(doctor.page, fullName);
      await doctorsView.getByRole('button', { name: 'Edit contact' }).click();
      const contact = dialog(doctor.page, `Contact of ${fullName}`);
      await contact.getByRole('textbox', { name: /^Phone number/ }).fill('912000111');
      await contact.getByRole('button', { name: 'Save changes' }).click();
      await toast(doctor.page, 'Contact updated').waitFor();
      await doctorsView.getByText('+351 912 000 111').waitFor();
      await doctorsView.getByText('Contact changed').waitFor();
    } finally {
      await doctor.context.close();
    }

    // The nurse works at other clinics: the record does not exist for them (docs/product.md §13.3).
    const nurse = await openSignedIn(browser, 'nurse@clinic.test');
    try {
      await nurse.page.goto(`${consoleUrl}/?patient=${patientId}`);
      const notFound = dialog(nurse.page, 'Patient not found');
      await notFound
        .getByText('This patient does not exist, or is not at one of your clinics.')
        .waitFor();
      await notFound.getByRole('button', { name: 'Back to the list' }).click();
      await expect.poll(() => patientParam(nurse.page)).toBeNull();
      await heading(nurse.page, 'Welcome, Nadia').waitFor();
      await nurse.page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(fullName);
      await nurse.page.getByRole('heading', { name: 'No results' }).waitFor();
    } finally {
      await nurse.context.close();
    }
  });

  it('shows the skeleton of docs/product.md §2.7 while the list loads', async () => {
    const { page } = manager;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isList = (url: URL) => url.pathname === '/api/v1/patients';
    await page.route(isList, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${consoleUrl}/`);
      // The header block: the title, a few buttons and a search-like field, there at once.
      await heading(page, 'Welcome, Marta').waitFor();
      await page.getByRole('button', { name: 'Enrol patient' }).waitFor();
      await page.getByRole('button', { name: 'Export' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).waitFor();
      // The table: its header row, 8 placeholder rows and a footer row.
      const list = table(page);
      await expect.poll(() => list.getAttribute('aria-busy')).toBe('true');
      expect(await list.locator('thead th').count()).toBeGreaterThan(3);
      expect(await list.locator('tbody tr[aria-hidden="true"]').count()).toBe(8);
      const footerPlaceholder = list
        .locator('xpath=ancestor::div[1]/following-sibling::div[1]')
        .locator('span[aria-hidden="true"]');
      expect(await footerPlaceholder.count()).toBe(1);
      release();
      await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
      expect(await list.locator('tbody tr[aria-hidden="true"]').count()).toBe(0);
      await page.getByRole('navigation', { name: 'Patients pages' }).waitFor();
    } finally {
      release();
      await page.unroute(isList);
    }
  });

  it('opens a record, a change and back by keyboard alone', async () => {
    const { page } = manager;
    const fullName = unique('Rui Teclado');
    await enrolThroughApi(managerToken, fullName);
    await openHome(page, 'Welcome, Marta', `?search=${encodeURIComponent(fullName)}`);
    const link = recordLink(page, fullName);
    await link.waitFor();
    await link.focus();
    await page.keyboard.press('Enter');

    const record = dialog(page, fullName);
    await record.waitFor();
    await expect
      .poll(() => record.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await tabTo(page, 'Edit contact');
    await page.keyboard.press('Enter');
    const contact = dialog(page, `Contact of ${fullName}`);
    await contact.waitFor();
    await expect
      .poll(() => contact.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    // Nothing typed: Escape closes the form at once, and focus is back where it was.
    await page.keyboard.press('Escape');
    await expect.poll(() => contact.count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Edit contact');
    await page.keyboard.press('Escape');
    await expect.poll(() => record.count()).toBe(0);
    await expect.poll(() => patientParam(page)).toBeNull();
    await expect.poll(() => focusedName(page)).toBe(fullName);
  });

  it('exports the list as the manager sees it (a real file)', async () => {
    const { page } = manager;
    const fullName = unique('Inês Exporta');
    await enrolThroughApi(managerToken, fullName);
    await openHome(page, 'Welcome, Marta', `?search=${encodeURIComponent(fullName)}`);
    await recordLink(page, fullName).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('patients.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'fullName,email,phoneNumber,address,program,clinic,doctor,nurse,status,statusReason,enrolledAt,statusChangedAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(fullName);
    await toast(page, 'Export downloaded').waitFor();
  });

  it('keeps the Programs tab to system admins', async () => {
    const { page } = manager;
    await openHome(page, 'Welcome, Marta');
    // A manager's tab bar holds her Overview and possible duplicates, and no Programs tab.
    const tabs = page.getByRole('navigation', { name: 'Patients and programs' });
    await tabs.getByRole('link', { name: 'Overview' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Programs' }).count()).toBe(0);
    await page.goto(`${consoleUrl}/programs`);
    await heading(page, 'You do not have access to this page').waitFor();
  });
});

interface ScreenTexts {
  greeting: string;
  enrol: string;
  programs: string;
  newProgram: string;
}
const english: ScreenTexts = {
  greeting: 'Welcome, Ada',
  enrol: 'Enrol patient',
  programs: 'Programs',
  newProgram: 'New program',
};

describe('Home for a system admin: the Programs tab', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const saveSettings = (body: { darkMode?: boolean; language?: string }) =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body });

  /** A patient whose record the axe checks open. */
  const axePatient = unique('Amélia Axe');
  let patientId = '';

  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
    patientId = await enrolThroughApi(token, axePatient);
  });
  // Each test starts in English and light; the dark and Arabic checks set their own.
  beforeEach(() => saveSettings({ darkMode: false, language: 'en' }));
  // Other journeys sign the same user in: leave the settings as they found them.
  afterAll(async () => {
    try {
      if (token) await saveSettings({ darkMode: false, language: 'en' });
    } finally {
      await context?.close();
    }
  });

  it('creates a program and deactivates it, after asking', async () => {
    const name = unique('Programa');
    await openHome(page, 'Welcome, Ada');
    const tabs = page.getByRole('navigation', { name: 'Patients and programs' });
    await expect(
      tabs.getByRole('link', { name: 'Patients' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await tabs.getByRole('link', { name: 'Programs' }).click();
    await heading(page, 'Programs').waitFor();
    await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();

    await page.getByRole('button', { name: 'New program' }).first().click();
    const drawer = dialog(page, 'New program');
    await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
    await drawer.getByRole('textbox', { name: /^Description/ }).fill('Follow-up of the e2e run.');
    await drawer.getByRole('button', { name: 'Create program' }).click();
    await toast(page, 'Program created').waitFor();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    const row = table(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
    await confirm.getByText('Patients already enrolled keep their enrolment.').waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
  });

  /** Home, a record, the enrolment form, Programs and its form, each checked by axe. */
  async function expectAccessibleScreens(mode: string, texts: ScreenTexts) {
    await openHome(page, texts.greeting);
    await expectNoAxeViolations(page, `home, ${mode}`);
    await page.getByRole('button', { name: texts.enrol }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, `enrolment form, ${mode}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await showInApp(page, `/?patient=${patientId}`);
    await dialog(page, axePatient).getByRole('heading', { level: 3 }).first().waitFor();
    await expectNoAxeViolations(page, `patient record, ${mode}`);

    await showInApp(page, '/programs');
    await heading(page, texts.programs).waitFor();
    await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
    await expectNoAxeViolations(page, `programs, ${mode}`);
    await page.getByRole('button', { name: texts.newProgram }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page, `program form, ${mode}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }

  it('has no axe violations on Home, a record, the forms and Programs, light', async () => {
    await expectAccessibleScreens('light', english);
  });

  it('has no axe violations on Home, a record, the forms and Programs, dark', async () => {
    await saveSettings({ darkMode: true });
    await expectAccessibleScreens('dark', english);
  });

  it('has no axe violations on Home, a record, the forms and Programs, Arabic', async () => {
    await saveSettings({ language: 'ar' });
    await expectAccessibleScreens('Arabic', {
      greeting: 'مرحبًا، Ada',
      enrol: 'تسجيل مريض',
      programs: 'البرامج',
      newProgram: 'برنامج جديد',
    });
  });
});
