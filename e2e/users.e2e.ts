import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OutboxMail } from '@org/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDevOutbox } from '../apps/api/test/support/devOutbox';
import { prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { pickOption } from './support/pickers';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { openSignedIn, signInAs } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface StaffPage {
  items: { id: string; email: string; status: string; clinics: { name: string }[] }[];
  total: number;
}

const USERS_PATH = '/users';
/** An address no other run or test uses. */
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@clinic.test`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const drawer = (page: Page) => page.getByRole('dialog');
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The newest mail to `email` whose subject matches, from the dev outbox (mail goes through a queue). */
async function mailTo(email: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readDevOutbox(consoleUrl);
        found = mails.find((mail) => mail.to === email && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function openUsers(page: Page, query = '') {
  await page.goto(`${consoleUrl}${USERS_PATH}${query}`);
  await heading(page, 'Users').waitFor();
  await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
}

/** Chooses `clinic` in the drawer's clinics picker, through its search. */
async function chooseClinic(page: Page, clinic: string) {
  await pickOption(drawer(page).getByRole('combobox', { name: /^Clinics/ }), clinic);
}

describe('staff users for a system admin', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  afterAll(() => context?.close());

  it('invites a colleague, who reads the invitation and signs in; their clinics follow an edit', async () => {
    const email = uniqueEmail('noor');
    await openUsers(page);
    await page.getByRole('button', { name: 'New user' }).first().click();
    await drawer(page)
      .getByRole('textbox', { name: /^Full name/ })
      .fill('Noor Nurse');
    await drawer(page)
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(email);
    await drawer(page).getByRole('combobox', { name: /^Role/ }).selectOption('NURSE');
    await drawer(page)
      .getByRole('textbox', { name: /^Address/ })
      .fill('Rua do Ouro 12, Lisboa');
    await chooseClinic(page, 'Hospital Central de Lisboa');
    await drawer(page).getByRole('button', { name: 'Create user' }).click();
    await page
      .getByRole('status')
      .getByText(`User created. An invitation was sent to ${email}.`)
      .first()
      .waitFor();

    const invitation = await mailTo(email, /invited/i);
    expect(invitation.text).toContain(`${consoleUrl}/login`);

    // The colleague signs in with the address from the mail, in a browser of their own.
    const colleague = await openPage(browser);
    try {
      await signInAs(colleague.page, email);
      await colleague.page.goto(`${consoleUrl}/clinics-and-hospitals`);
      await expect
        .poll(() => colleague.page.getByRole('table').getByRole('rowheader').allInnerTexts())
        .toEqual(['Hospital Central de Lisboa']);

      // The admin gives them a second clinic; their own list shows it.
      await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
      await rowOf(page, 'Noor Nurse').waitFor();
      await rowOf(page, 'Noor Nurse')
        .getByRole('button', { name: 'Actions for Noor Nurse' })
        .click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await chooseClinic(page, 'Clínica São José');
      await drawer(page).getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').getByText('User updated').first().waitFor();
      await colleague.page.reload();
      await expect
        .poll(() => colleague.page.getByRole('table').getByRole('rowheader').allInnerTexts())
        .toEqual(['Clínica São José', 'Hospital Central de Lisboa']);

      // Deactivated by the admin: their next action signs them out.
      await rowOf(page, 'Noor Nurse')
        .getByRole('button', { name: 'Actions for Noor Nurse' })
        .click();
      await page.getByRole('menuitem', { name: 'Deactivate' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Deactivate Noor Nurse?' });
      await confirm.getByText(/signed out everywhere at once/).waitFor();
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await rowOf(page, 'Noor Nurse').getByText('Inactive').waitFor();
      // Their next request is refused at once: the page signs them out to /login.
      await colleague.page.reload();
      await colleague.page.waitForURL(/\/login/);
      await colleague.page.locator('input[autocomplete="email"]').waitFor();
    } finally {
      await colleague.context.close();
    }
  });

  it('refuses an e-mail already used, in any case, under the e-mail field', async () => {
    await openUsers(page);
    await page.getByRole('button', { name: 'New user' }).first().click();
    await drawer(page)
      .getByRole('textbox', { name: /^Full name/ })
      .fill('Second Admin');
    await drawer(page)
      .getByRole('textbox', { name: /^E-mail/ })
      .fill('ADMIN@clinic.test');
    await drawer(page).getByRole('combobox', { name: /^Role/ }).selectOption('DOCTOR');
    await drawer(page)
      .getByRole('textbox', { name: /^Address/ })
      .fill('Somewhere 1');
    await chooseClinic(page, 'Hospital Central de Lisboa');
    await drawer(page).getByRole('button', { name: 'Create user' }).click();
    await drawer(page).getByText('This e-mail is already used.').waitFor();
    const admins = await readApi<StaffPage>('/api/v1/users?search=admin%40clinic.test', token);
    expect(admins.total).toBe(1);
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  });

  it('resends an invitation by keyboard alone', async () => {
    const email = uniqueEmail('kenji');
    await prepareThroughApi('POST', '/api/v1/users', {
      token,
      body: {
        fullName: 'Kenji Keyboard',
        email,
        phoneNumber: null,
        role: 'DOCTOR',
        address: 'Av. Paulista 1000',
        clinics: (
          await readApi<{ items: { id: string }[] }>(
            `/api/v1/clinics?search=${encodeURIComponent('Hospital Central de Lisboa')}`,
            token,
          )
        ).items.map((clinic) => clinic.id),
      },
    });
    await mailTo(email, /invited/i);
    const sentBefore = Date.now();
    await openUsers(page, `?search=${encodeURIComponent(email)}`);
    await rowOf(page, 'Kenji Keyboard').waitFor();
    const actions = rowOf(page, 'Kenji Keyboard').getByRole('button', {
      name: 'Actions for Kenji Keyboard',
    });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Resend invitation' }).waitFor();
    // The menu takes focus on its first item; ArrowDown moves to the one wanted.
    const focusedItem = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'menuitem'
          ? document.activeElement.textContent?.trim()
          : null,
      );
    await expect.poll(focusedItem).toBe('Edit');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).toBe('Resend invitation');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(`Invitation sent to ${email}`).first().waitFor();
    await expect
      .poll(async () => {
        const mails = await readDevOutbox(consoleUrl);
        return mails.filter(
          (mail) => mail.to === email && Date.parse(mail.sentAt) >= sentBefore - 1000,
        ).length;
      })
      .toBeGreaterThan(0);
  });

  it('shows the Roles tab as a table a screen reader can read, with every permission explained', async () => {
    const roles = await readApi<{ roles: string[]; permissions: { permission: string }[] }>(
      '/api/v1/roles',
      token,
    );
    await page.goto(`${consoleUrl}/roles`);
    await heading(page, 'Roles').waitFor();
    const matrix = page.getByRole('table', { name: 'Permissions of each role' });
    await expect
      .poll(() => matrix.getByRole('columnheader').allInnerTexts())
      .toEqual(
        expect.arrayContaining(['System administrator', 'Clinic manager', 'Doctor', 'Nurse']),
      );
    await expect.poll(() => matrix.getByRole('rowheader').count()).toBe(roles.permissions.length);
    await expect(matrix.getByRole('cell', { name: 'Allowed' }).count()).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'roles tab');
  });

  it('has no axe violations on the list and the drawer, in light, dark and Arabic', async () => {
    const check = async (mode: string, title: string, newUser: string) => {
      await page.goto(`${consoleUrl}${USERS_PATH}`);
      await heading(page, title).waitFor();
      await expect.poll(() => table(page).getAttribute('aria-busy')).toBeNull();
      await expectNoAxeViolations(page, `users list, ${mode}`);
      await page.getByRole('button', { name: newUser }).first().click();
      await drawer(page).waitFor();
      await expectNoAxeViolations(page, `user drawer, ${mode}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer(page).count()).toBe(0);
    };
    try {
      await check('light', 'Users', 'New user');
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: true },
      });
      await check('dark', 'Users', 'New user');
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: false, language: 'ar' },
      });
      await check('Arabic', 'المستخدمون', 'مستخدم جديد');
    } finally {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { darkMode: false, language: 'en' },
      });
    }
  });
});
