import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleUrl, launchChromium, newContextOnPlatform } from './support/browser';
import { openSignedIn, signedInState, signInAs } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const CLINICS_PATH = '/clinics-and-hospitals';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'New clinic' });
const nameField = (page: Page) => drawer(page).getByRole('textbox', { name: 'Clinic name' });
const discardConfirm = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Discard your changes?' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens the clinics list afresh, then New clinic, and types a name into it with the keyboard. */
async function startANewClinic(page: Page, typed = 'Half typed') {
  await page.goto(`${consoleUrl}${CLINICS_PATH}`);
  await heading(page, 'Clinics & Hospitals').waitFor();
  await page.getByRole('button', { name: 'New clinic' }).first().click();
  await nameField(page).click();
  await page.keyboard.type(typed);
  await expect.poll(() => nameField(page).inputValue()).toBe(typed);
}

/** Notes whether the app took the next keydown over (a listener added after the app's own). */
const watchKeydowns = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { lastKeydownPrevented?: boolean };
    window.addEventListener('keydown', (event) => {
      record.lastKeydownPrevented = event.defaultPrevented;
    });
  });
const lastKeydownPrevented = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { lastKeydownPrevented?: boolean }).lastKeydownPrevented,
  );

describe('the profile shortcuts beside a drawer with unsaved changes (docs/product.md §2, §13.1)', () => {
  // The demo admin's shared sign-in on Windows (Ctrl+S); no test here ends its session.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const { storageState } = await signedInState(browser, 'admin@clinic.test');
    context = await newContextOnPlatform(browser, 'windows', { storageState });
  });
  beforeEach(async () => {
    page = await context.newPage();
    await startANewClinic(page);
    await watchKeydowns(page);
  });
  afterEach(() => page?.close());
  afterAll(() => context?.close());

  it('keeps Ctrl+S in the form: no Settings, no question, no saved page', async () => {
    await page.keyboard.press('Control+S');
    await expect(lastKeydownPrevented(page)).resolves.toBe(true);
    // Still in the dirty drawer, nothing asked yet: Escape is what asks now (had Ctrl+S asked,
    // Escape would have answered "Keep editing" and nothing would ask).
    await page.keyboard.press('Escape');
    await discardConfirm(page).getByRole('button', { name: 'Keep editing' }).click();
    await discardConfirm(page).waitFor({ state: 'detached' });
    expect(await nameField(page).inputValue()).toBe('Half typed');
    expect(pathOf(page)).toBe(CLINICS_PATH);
  });

  it('asks before Ctrl+S leaves the drawer for Settings: Keep editing stays, Discard goes', async () => {
    await drawer(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Control+S');
    await discardConfirm(page).waitFor();
    await discardConfirm(page).getByRole('button', { name: 'Keep editing' }).click();
    await discardConfirm(page).waitFor({ state: 'detached' });
    expect(await nameField(page).inputValue()).toBe('Half typed');
    expect(pathOf(page)).toBe(CLINICS_PATH);

    await drawer(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Control+S');
    await discardConfirm(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(`${consoleUrl}/settings`);
    await heading(page, 'Settings').waitFor();
  });
});

describe('Alt+Shift+Q beside a drawer with unsaved changes (docs/product.md §2, §13.1)', () => {
  it('asks before Alt+Shift+Q signs out: Keep editing stays signed in, Discard signs out', async () => {
    // Signing out ends the session: a sign-in of its own, so the shared one stays open.
    const own = await newContextOnPlatform(browser, 'windows');
    try {
      const ownPage = await own.newPage();
      await signInAs(ownPage, 'admin@clinic.test');
      await startANewClinic(ownPage);
      await ownPage.keyboard.press('Alt+Shift+Q');
      await discardConfirm(ownPage).getByRole('button', { name: 'Keep editing' }).click();
      await discardConfirm(ownPage).waitFor({ state: 'detached' });
      expect(await nameField(ownPage).inputValue()).toBe('Half typed');
      expect(pathOf(ownPage)).toBe(CLINICS_PATH);

      await ownPage.keyboard.press('Alt+Shift+Q');
      await discardConfirm(ownPage).getByRole('button', { name: 'Discard changes' }).click();
      await ownPage.waitForURL(`${consoleUrl}/login`);
      await ownPage.locator('input[autocomplete="email"]').waitFor();
    } finally {
      await own.close();
    }
  });
});

describe('leaving the page with a drawer open (docs/product.md §13.1)', () => {
  let context: BrowserContext;
  let page: Page;
  /** The dialogs the page opened, each dismissed (the person stays). */
  let dialogs: string[];
  let asked: Promise<void>;
  beforeEach(async () => {
    ({ context, page } = await openSignedIn(browser, 'admin@clinic.test'));
    dialogs = [];
    asked = new Promise((resolve) =>
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.dismiss();
        resolve();
      }),
    );
  });
  afterEach(() => context?.close());

  /** Closes the tab as a person would; answers whether the page asked first or just closed. */
  async function closeTheTab(): Promise<'asked' | 'closed'> {
    const closed = new Promise<'closed'>((resolve) => page.once('close', () => resolve('closed')));
    await page.close({ runBeforeUnload: true });
    return Promise.race([closed, asked.then(() => 'asked' as const)]);
  }

  it('asks before closing the tab loses what was typed, and the drawer keeps it', async () => {
    await startANewClinic(page);
    await expect(closeTheTab()).resolves.toBe('asked');
    expect(dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    expect(await nameField(page).inputValue()).toBe('Half typed');
  });

  it('asks before a reload loses what was typed', async () => {
    await startANewClinic(page);
    // Dismissed, the reload does not happen: Playwright's reload waits in vain, until the context closes.
    const reloaded = page.reload().then(
      () => 'reloaded' as const,
      () => 'reloaded' as const,
    );
    await expect(Promise.race([reloaded, asked.then(() => 'asked' as const)])).resolves.toBe(
      'asked',
    );
    expect(dialogs).toEqual(['beforeunload']);
    expect(await nameField(page).inputValue()).toBe('Half typed');
  });

  it('asks before the browser’s Back leaves what was typed: Keep editing stays, Discard goes back', async () => {
    await page.goto(`${consoleUrl}/settings`);
    await heading(page, 'Settings').waitFor();
    // Inside the app, so Back stays in it: a link, not a new page load.
    await page.getByRole('link', { name: 'Clinics & Hospitals' }).first().click();
    await heading(page, 'Clinics & Hospitals').waitFor();
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await nameField(page).fill('Half typed');

    await page.evaluate(() => history.back());
    await discardConfirm(page).getByRole('button', { name: 'Keep editing' }).click();
    await discardConfirm(page).waitFor({ state: 'detached' });
    await expect.poll(() => pathOf(page)).toBe(CLINICS_PATH);
    expect(await nameField(page).inputValue()).toBe('Half typed');

    await page.evaluate(() => history.back());
    await discardConfirm(page).getByRole('button', { name: 'Discard changes' }).click();
    await heading(page, 'Settings').waitFor();
    expect(pathOf(page)).toBe('/settings');
    expect(dialogs).toEqual([]);
  });

  it('lets the tab close without asking once nothing is unsaved', async () => {
    await startANewClinic(page);
    await drawer(page).getByRole('button', { name: 'Cancel' }).click();
    await discardConfirm(page).getByRole('button', { name: 'Discard changes' }).click();
    await drawer(page).waitFor({ state: 'detached' });
    // A drawer open but untouched does not ask either.
    await page.getByRole('button', { name: 'New clinic' }).first().click();
    await nameField(page).click();
    await expect(closeTheTab()).resolves.toBe('closed');
    expect(dialogs).toEqual([]);
  });
});
