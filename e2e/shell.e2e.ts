import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleUrl, launchChromium, newContextOnPlatform } from './support/browser';
import {
  openSignedIn,
  openSignedInThroughLoginPage,
  personOfItsOwn,
  signedInState,
  signInAs,
} from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const profileButton = (page: Page, fullName: string) =>
  page.getByRole('button', { name: `${fullName}, profile menu` });
const pathOf = (page: Page) => new URL(page.url()).pathname;

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

/** docs/product.md §2: after logout the user is on /login and protected pages need a new sign-in. */
async function expectSignedOut(page: Page) {
  await page.waitForURL(`${consoleUrl}/login`);
  await page.locator('input[autocomplete="email"]').waitFor();
  await page.goto(`${consoleUrl}/settings`);
  await page.waitForURL(`${consoleUrl}/login`);
}

/** Loads Home afresh (nothing open) and waits for the profile button. */
async function openHome(page: Page, fullName: string): Promise<void> {
  await page.goto(`${consoleUrl}/`);
  await profileButton(page, fullName).waitFor();
}

/** Tabs to the profile button, opens the menu with Enter, and picks Logout with End, Enter. */
async function logOutWithTheKeyboard(page: Page) {
  await heading(page, 'Welcome, Ada').waitFor();
  const profile = profileButton(page, 'Ada Admin');
  // Tab from the top of the page. After sign-in focus is on Home's heading, and Home's patients
  // list below it has more stops than the loop allows; the body is focusable only for this.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await profile.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(profile.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // The menu moves focus into itself a frame after it appears; keys pressed before that go nowhere.
  await expect
    .poll(() => menu.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('End');
  await expect
    .poll(() =>
      page
        .getByRole('menuitem', { name: 'Logout' })
        .evaluate((item) => item === document.activeElement),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${consoleUrl}/login`);
  // Focus starts where the next step is: the e-mail field.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
    .toBe('email');
  await expectSignedOut(page);
}

describe('the header of a signed-in user', () => {
  // The admin's shared sign-in and one page for the block; each test starts on Home loaded
  // afresh, nothing open.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  beforeEach(async () => {
    await openHome(page, 'Ada Admin');
    await heading(page, 'Welcome, Ada').waitFor();
  });
  afterAll(() => context?.close());

  /** The profile menu, opened with a click. */
  async function openProfileMenu() {
    await profileButton(page, 'Ada Admin').click();
    await page.getByRole('menu').waitFor();
  }

  it('has the logo linking Home', async () => {
    await page.goto(`${consoleUrl}/settings`);
    await heading(page, 'Settings').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Clinic Console' }).click();
    await heading(page, 'Welcome, Ada').waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('has round icon buttons for the bell, help and the profile menu', async () => {
    for (const name of ['Notifications', 'Help', 'Ada Admin, profile menu']) {
      const radius = await page
        .getByRole('banner')
        .getByRole('button', { name })
        .evaluate((button) => getComputedStyle(button).borderRadius);
      expect(radius, name).toBe('50%');
    }
  });

  it('says there are no notifications, and closes on Escape', async () => {
    // A newcomer: other journeys on this api leave the demo people notices (imports, documents).
    const newcomer = await personOfItsOwn(browser, 'NURSE', 'Nadia Newcomer');
    const { context: own, page: ownPage } = await openSignedInThroughLoginPage(browser, newcomer);
    try {
      // Home takes focus to its heading once shown: a panel opened before that would close.
      await heading(ownPage, 'Welcome, Nadia').waitFor();
      await expect.poll(() => ownPage.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await ownPage.getByRole('button', { name: 'Notifications' }).click();
      const panel = ownPage.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText('No notifications').waitFor();
      await ownPage.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    } finally {
      await own.close();
    }
  });

  it('offers support by e-mail under Help', async () => {
    await page.getByRole('button', { name: 'Help' }).click();
    const support = page.getByRole('link', { name: 'Contact support (support@clinic.test)' });
    await expect(support.getAttribute('href')).resolves.toBe('mailto:support@clinic.test');
    await page.keyboard.press('Escape');
  });

  it('shows the initials of the first and last word of the full name on the profile button', async () => {
    await expect(profileButton(page, 'Ada Admin').textContent()).resolves.toBe('AA');
  });

  it('opens the profile menu with the name, e-mail, Profile, Settings, Support, Feedback and Logout', async () => {
    await profileButton(page, 'Ada Admin').click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByText('Ada Admin', { exact: true }).waitFor();
    await menu.getByText('admin@clinic.test', { exact: true }).waitFor();
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Profile',
      'Settings',
      'Support',
      'Feedback',
      'Logout',
    ]);
  });

  it('closes the profile menu on an outside click', async () => {
    await openProfileMenu();
    await heading(page, 'Welcome, Ada').click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('closes the profile menu on Escape, focus back on its button', async () => {
    await profileButton(page, 'Ada Admin').click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        profileButton(page, 'Ada Admin').evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
  });

  it('leaves the open profile menu with Tab, on to what follows its button, or back with Shift+Tab', async () => {
    const profile = profileButton(page, 'Ada Admin');
    const menu = page.getByRole('menu');
    const focusIsIn = (element: typeof menu) =>
      element.evaluate((node) => node.contains(document.activeElement));
    for (const [keys, expected] of [
      ['Tab', 'after'],
      ['Shift+Tab', 'button'],
    ] as const) {
      await profile.click();
      await expect.poll(() => focusIsIn(menu)).toBe(true);
      await page.keyboard.press(keys);
      await menu.waitFor({ state: 'detached' });
      const where = () =>
        profile.evaluate((button) => {
          const active = document.activeElement;
          if (active === button) return 'button';
          if (!active || active === document.body) return 'nowhere';
          return button.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING
            ? 'after'
            : 'before';
        });
      await expect.poll(where, { message: keys }).toBe(expected);
    }
  });

  it('goes to /settings from the Settings entry', async () => {
    await profileButton(page, 'Ada Admin').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await heading(page, 'Settings').waitFor();
    expect(pathOf(page)).toBe('/settings');
  });

  it('has no shortcuts on Linux (docs/product.md §2: Mac and Windows only)', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Users' })
      .click();
    await heading(page, 'Users').waitFor();
    await watchKeydowns(page);
    for (const keys of ['Control+S', 'Meta+S', 'Alt+Shift+Q']) {
      await page.keyboard.press(keys);
      await expect(lastKeydownPrevented(page), keys).resolves.toBe(false);
    }
    // Still signed in and where it was.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await heading(page, 'Welcome, Ada').waitFor();
  });

  it('opens the profile menu and logs out with the keyboard alone', async () => {
    // Logging out ends this browser's session: a sign-in of its own, so the shared one stays open.
    const own = await openSignedInThroughLoginPage(browser, 'admin@clinic.test');
    try {
      await logOutWithTheKeyboard(own.page);
    } finally {
      await own.context.close();
    }
  });
});

describe.each([
  ['windows', 'manager@clinic.test', 'Marta Manager', 'Control+S', 'Meta+S'],
  ['mac', 'doctor@clinic.test', 'Dmitri Doctor', 'Meta+S', 'Control+S'],
] as const)('shortcuts on %s', (platform, email, fullName, settingsKeys, otherPlatformKeys) => {
  /** A context on `platform` signed in as `email` through the login page, on Home. */
  async function signInOnPlatform() {
    const signedIn = await newContextOnPlatform(browser, platform);
    const first = await signedIn.newPage();
    await signInAs(first, email);
    await profileButton(first, fullName).waitFor();
    return { context: signedIn, page: first };
  }

  // The person's shared sign-in and one page for the block; each test starts on Home loaded
  // afresh, keydowns watched.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const { storageState } = await signedInState(browser, email);
    context = await newContextOnPlatform(browser, platform, { storageState });
    page = await context.newPage();
  });
  beforeEach(async () => {
    await openHome(page, fullName);
    await watchKeydowns(page);
  });
  afterAll(() => context?.close());

  it('shows each shortcut in the profile menu, as the platform writes it', async () => {
    await profileButton(page, fullName).click();
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await settings.waitFor();
    await expect(settings.getAttribute('aria-keyshortcuts')).resolves.toBe(settingsKeys);
    // An entry that goes somewhere is a link: a new tab works.
    await expect(settings.getAttribute('href')).resolves.toBe('/settings');
    await expect(
      page.getByRole('menuitem', { name: 'Support' }).getAttribute('href'),
    ).resolves.toMatch(/^mailto:/);
    await expect(settings.locator('kbd').textContent()).resolves.toBe(
      platform === 'mac' ? '⌘S' : 'Ctrl+S',
    );
    await expect(
      page.getByRole('menuitem', { name: 'Logout' }).getAttribute('aria-keyshortcuts'),
    ).resolves.toBe('Alt+Shift+Q');
    await page.keyboard.press('Escape');
  });

  it(`leaves ${otherPlatformKeys} to the browser`, async () => {
    await page.keyboard.press(otherPlatformKeys);
    await expect(lastKeydownPrevented(page)).resolves.toBe(false);
  });

  it(`opens Settings with ${settingsKeys}, instead of saving the page`, async () => {
    await page.keyboard.press(settingsKeys);
    await expect(lastKeydownPrevented(page)).resolves.toBe(true);
    await page.waitForURL(`${consoleUrl}/settings`);
    await heading(page, 'Settings').waitFor();
  });

  it('logs out to /login with Alt+Shift+Q', async () => {
    // Logging out ends this browser's session: a sign-in of its own, so the shared one stays open.
    const own = await signInOnPlatform();
    try {
      await own.page.keyboard.press('Alt+Shift+Q');
      await expectSignedOut(own.page);
    } finally {
      await own.context.close();
    }
  });
});
