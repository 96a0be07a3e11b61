import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, prepareThroughApi, readApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A real 1×1 PNG: the api recognises images by their bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const profileButton = (page: Page, fullName: string) =>
  page.getByRole('button', { name: `${fullName}, profile menu` });
const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const statusOf = (page: Page, title: string) => section(page, title).getByRole('status').last();
/** The avatar picture on the header's profile button (the nurse's name is restored before each check). */
const headerPicture = (page: Page) => profileButton(page, 'Nadia Nurse').locator('img');

async function openSettings(page: Page) {
  await page.goto(`${consoleUrl}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

/** Restores the nurse's seeded profile: her name, and no picture. */
async function resetNurseProfile(token: string) {
  await prepareThroughApi('PATCH', '/api/v1/users/me', {
    token,
    body: { fullName: 'Nadia Nurse' },
  });
  await prepareThroughApi('DELETE', '/api/v1/users/me/avatar', { token });
}

describe('the profile in Settings (docs/product.md §12.1)', () => {
  // One sign-in and one page for the block; each test starts from the seeded profile, reloaded.
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'nurse@clinic.test'));
  });
  beforeEach(async () => {
    await resetNurseProfile(token);
    await openSettings(page);
  });
  afterAll(async () => {
    // The other journeys greet the seeded name: put it back whatever happened here.
    await callApi('PATCH', '/api/v1/users/me', { token, body: { fullName: 'Nadia Nurse' } });
    await callApi('DELETE', '/api/v1/users/me/avatar', { token });
    await context?.close();
  });

  const nameField = () => page.getByRole('textbox', { name: 'Full name' });

  it('refuses an empty name in words, and saves nothing', async () => {
    await nameField().fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await section(page, 'Profile').getByText('Full name is required').waitFor();
    await page.reload();
    await expect(nameField().inputValue()).resolves.toBe('Nadia Nurse');
  });

  it('saves a new full name; the header shows it, also after a reload', async () => {
    await nameField().fill('Nadia N. Nurse');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect
      .poll(() => statusOf(page, 'Profile').textContent())
      .toBe('Your settings are saved.');
    await profileButton(page, 'Nadia N. Nurse').waitFor();
    await page.reload();
    await profileButton(page, 'Nadia N. Nurse').waitFor();
    await nameField().fill('Nadia Nurse');
    await page.getByRole('button', { name: 'Save name' }).click();
    await profileButton(page, 'Nadia Nurse').waitFor();
  });

  it('uploads a picture, shows it in the header, and removes it', async () => {
    await expect.poll(() => headerPicture(page).count()).toBe(0);
    await section(page, 'Profile')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect
      .poll(() => headerPicture(page).getAttribute('src'))
      .toMatch(/\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${consoleUrl}${await headerPicture(page).getAttribute('src')}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    await expectNoAxeViolations(page, 'settings with a profile picture');

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await headerPicture(page).waitFor({ state: 'detached' });
    await expect(profileButton(page, 'Nadia Nurse').textContent()).resolves.toBe('NN');
  });

  it('refuses a file that only claims to be an image, in words', async () => {
    await section(page, 'Profile')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'holiday.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
    const refusal = section(page, 'Profile').getByText(
      'This file is not a PNG, JPEG, GIF or WebP image.',
    );
    await refusal.waitFor();
    await expect.poll(() => headerPicture(page).count()).toBe(0);

    // A second refused file: its own message replaces the first, one message for the field.
    await section(page, 'Profile')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await section(page, 'Profile').getByText('notes.txt is not an accepted file type.').waitFor();
    await expect.poll(() => refusal.count()).toBe(0);
    await expect.poll(() => statusOf(page, 'Profile').textContent()).toBe('');
  });

  it('has no maintenance section for anyone but a system admin', async () => {
    await expect.poll(() => section(page, 'Maintenance message').count()).toBe(0);
  });
});

describe('the maintenance message in Settings (docs/product.md §12.2)', () => {
  const MESSAGE = 'The console is read-only on Sunday from 06:00 to 07:00.';
  /** The rows the console's audit log shows on one page. */
  const AUDIT_PAGE_SIZE = 10;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  // Each test starts with no message set, and opens Settings itself (a fresh load).
  beforeEach(async () => {
    await prepareThroughApi('DELETE', '/api/v1/maintenance', { token });
  });
  afterAll(async () => {
    // The other journeys expect no message: clear it whatever happened here.
    await callApi('DELETE', '/api/v1/maintenance', { token });
    await context?.close();
  });

  const messageField = () => page.getByRole('textbox', { name: 'Message' });
  const banner = () => page.getByRole('status', { name: 'Maintenance notice' });
  const storedMessage = async () =>
    ((await (await fetch(`${consoleUrl}/api/v1/maintenance`)).json()) as { message: string | null })
      .message;

  it('starts from the default text while no message is set', async () => {
    await openSettings(page);
    await expect(messageField().inputValue()).resolves.toBe(
      'Platform under maintenance, please try again later.',
    );
    await expect(page.getByRole('button', { name: 'Clear message' }).isDisabled()).resolves.toBe(
      true,
    );
  });

  it("starts from the default in the admin's language, and publishes it as the default", async () => {
    await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
      token,
      body: { language: 'fr' },
    });
    try {
      await page.goto(`${consoleUrl}/settings`);
      const field = page.getByRole('textbox', { name: 'Message' });
      await expect
        .poll(() => field.inputValue())
        .toBe('Plateforme en maintenance, veuillez réessayer plus tard.');
      await page.getByRole('button', { name: 'Publier le message' }).click();
      await expect.poll(storedMessage).toBe('Platform under maintenance, please try again later.');
    } finally {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
        token,
        body: { language: 'en' },
      });
    }
  });

  it('refuses a message longer than 500 characters in words, and stores nothing', async () => {
    await openSettings(page);
    await messageField().fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Publish message' }).click();
    await section(page, 'Maintenance message')
      .getByText('Message to display must be at most 500 characters')
      .waitFor();
    await expect(storedMessage()).resolves.toBeNull();
  });

  it('lets a reader fold the banner to one line for the session; a new message unfolds', async () => {
    await publishThroughApi();
    await banner().getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => banner().getByText(MESSAGE).count()).toBe(0);
    await page.reload();
    await banner().getByRole('button', { name: 'Show message' }).waitFor();
    await expect(banner().getByText(MESSAGE).count()).resolves.toBe(0);
    await prepareThroughApi('PUT', '/api/v1/maintenance', {
      token,
      body: { maintenanceMessage: `${MESSAGE} Again.` },
    });
    await page.reload();
    await banner().getByText(`${MESSAGE} Again.`).waitFor();
    await expectNoAxeViolations(page, 'the maintenance banner');
  });

  it('refuses an empty message in words, and stores nothing', async () => {
    await openSettings(page);
    await messageField().fill('');
    await page.getByRole('button', { name: 'Publish message' }).click();
    await section(page, 'Maintenance message')
      .getByText('Message to display is required')
      .waitFor();
    await expect(storedMessage()).resolves.toBeNull();
  });

  it('publishes a message: the banner shows it at once, and the sign-in page too', async () => {
    await openSettings(page);
    await messageField().fill(MESSAGE);
    await page.getByRole('button', { name: 'Publish message' }).click();
    await banner().getByText(MESSAGE).waitFor();
    await expect(storedMessage()).resolves.toBe(MESSAGE);
    await expectNoAxeViolations(page, 'settings with the maintenance message set');

    const signedOut = await openPage(browser);
    try {
      await signedOut.page.goto(`${consoleUrl}/login`);
      await signedOut.page.getByRole('status').getByText(MESSAGE).waitFor();
    } finally {
      await signedOut.context.close();
    }
  });

  /** Publishes MESSAGE through the api and shows Settings with it. */
  async function publishThroughApi() {
    await prepareThroughApi('PUT', '/api/v1/maintenance', {
      token,
      body: { maintenanceMessage: MESSAGE },
    });
    await openSettings(page);
    await banner().getByText(MESSAGE).waitFor();
  }

  it('clears it after asking: the banner goes and the field starts from the default again', async () => {
    await publishThroughApi();
    await page.getByRole('button', { name: 'Clear message' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear the maintenance message?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(storedMessage()).resolves.toBe(MESSAGE);
    await page.getByRole('button', { name: 'Clear message' }).click();
    await confirm.getByRole('button', { name: 'Clear message' }).click();
    await banner().waitFor({ state: 'detached' });
    await expect
      .poll(() => statusOf(page, 'Maintenance message').textContent())
      .toBe('The message is cleared.');
    await expect(storedMessage()).resolves.toBeNull();
    await expect(messageField().inputValue()).resolves.toBe(
      'Platform under maintenance, please try again later.',
    );
  });

  it('shows both changes in the audit log, newest first, with who and the result', async () => {
    // A message published, then cleared, by this admin.
    await publishThroughApi();
    await prepareThroughApi('DELETE', '/api/v1/maintenance', { token });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const log = section(page, 'Audit log');
    const rowTexts = () => log.getByRole('row').allTextContents();
    await expect
      .poll(async () =>
        (await rowTexts()).some((row) => row.includes('Cleared the maintenance message')),
      )
      .toBe(true);
    const rows = await rowTexts();
    const cleared = rows.findIndex((row) => row.includes('Cleared the maintenance message'));
    const published = rows.findIndex((row) => row.includes('Published the maintenance message'));
    expect(published).toBeGreaterThan(cleared);
    expect(rows[cleared]).toContain('admin@clinic.test');
    expect(rows[cleared]).toContain('Done');
    await expectNoAxeViolations(page, 'settings with the audit log');
  });

  it('pages through the log', async () => {
    // More entries than one page shows (10): each write is one.
    for (let write = 0; write <= AUDIT_PAGE_SIZE; write += 1) {
      await prepareThroughApi('DELETE', '/api/v1/maintenance', { token });
    }
    await expect
      .poll(
        async () =>
          (await readApi<{ total: number }>('/api/v1/audit-log?page=1&pageSize=1', token)).total,
      )
      .toBeGreaterThan(AUDIT_PAGE_SIZE);
    await openSettings(page);
    const log = section(page, 'Audit log');
    await log.getByRole('button', { name: 'Next page' }).waitFor();
    const firstPage = await log.getByRole('row').allTextContents();
    await log.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => log.getByRole('row').allTextContents()).not.toEqual(firstPage);
  });
});

describe('the audit log for anyone but a system admin', () => {
  it('is not in their Settings, and the api refuses it', async () => {
    const { context, page, token } = await openSignedIn(browser, 'doctor@clinic.test');
    try {
      await openSettings(page);
      await expect.poll(() => section(page, 'Audit log').count()).toBe(0);
      const refused = await fetch(`${consoleUrl}/api/v1/audit-log`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(403);
    } finally {
      await context.close();
    }
  });
});
