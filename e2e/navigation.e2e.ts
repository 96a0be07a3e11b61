import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { openSignedIn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const knowledgeCenterNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Knowledge Center' });
const linkTexts = (navigation: Locator) => navigation.getByRole('link').allTextContents();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Every script the page fetches, by path, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** Runs `navigate` and checks that it fetched the screen's own chunk, which was not there before. */
async function expectOwnChunk(scripts: string[], screen: string, navigate: () => Promise<void>) {
  const chunk = new RegExp(`/assets/${screen}-[\\w-]+\\.js$`);
  expect(
    scripts.some((script) => chunk.test(script)),
    `${screen} loaded too early`,
  ).toBe(false);
  const before = scripts.length;
  await navigate();
  await vi.waitFor(() => expect(scripts.slice(before).some((s) => chunk.test(s))).toBe(true));
}

describe('signed out', () => {
  // Nothing to sign in: a fresh browser per test, so each arrives for the first time.
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    ({ context, page } = await openPage(browser));
  });
  afterEach(() => context?.close());

  it('preloads the wide logo and the console cover on the first arrival at /login', async () => {
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.ok()) {
        images.push(new URL(response.url()).pathname);
      }
    });
    await page.goto(`${consoleUrl}/login`);
    await page.locator('input[autocomplete="email"]').waitFor();
    const preloads = await page.$$eval('link[rel="preload"][as="image"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(preloads).toEqual(['/images/logo-wide.svg', '/images/console-cover.svg']);
    await vi.waitFor(() =>
      expect(images).toEqual(
        expect.arrayContaining(['/images/logo-wide.svg', '/images/console-cover.svg']),
      ),
    );
  });

  it('sends a visitor from Home to /login', async () => {
    await page.goto(`${consoleUrl}/`);
    await page.waitForURL(`${consoleUrl}/login`);
  });

  it('sends a visitor from a protected route to /login, keeping only appName and redirect', async () => {
    const redirect = encodeURIComponent('http://localhost:5180/callback');
    await page.goto(`${consoleUrl}/settings?appName=companion&redirect=${redirect}&tab=profile`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appName: 'companion',
      redirect: 'http://localhost:5180/callback',
    });
  });

  it('removes a trailing slash', async () => {
    await page.goto(`${consoleUrl}/login/`);
    await page.waitForURL(`${consoleUrl}/login`);
    await page.locator('input[autocomplete="email"]').waitFor();
  });

  it('shows not-found for any other path, in the plain layout', async () => {
    await page.goto(`${consoleUrl}/no/such/page`);
    await heading(page, 'Page not found').waitFor();
    expect(pathAndQuery(page)).toBe('/no/such/page');
    await expect.poll(() => page.getByRole('banner').count()).toBe(0);
    // docs/product.md §2: white when signed out.
    const background = await page
      .locator('main')
      .evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
  });
});

describe('the system administrator', () => {
  // One sign-in and one page for the block; each test starts with no routes held and its scripts
  // recorded afresh, and loads the page it starts on itself.
  let context: BrowserContext;
  let page: Page;
  let scripts: string[];
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  beforeEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners('request');
    scripts = recordScripts(page);
  });
  afterAll(() => context?.close());

  /** Opens Home by its address. */
  async function openHome() {
    await page.goto(`${consoleUrl}/`);
    await heading(page, 'Welcome, Ada').waitFor();
  }

  /** Opens a knowledge-center page by its address and waits for its heading and row of links. */
  async function openKnowledgeCenter(path: string, title: string) {
    await page.goto(`${consoleUrl}/knowledge-center/${path}`);
    await heading(page, title).waitFor();
    await knowledgeCenterNavigation(page).waitFor();
  }

  it('sees Home, Clinics & Hospitals and Users, on the primary background', async () => {
    await openHome();
    await expect(linkTexts(mainNavigation(page))).resolves.toEqual([
      'Home',
      'Clinics & Hospitals',
      'Users',
    ]);
    await expect.poll(() => knowledgeCenterNavigation(page).count()).toBe(0);
    const background = await page
      .locator('main')
      .evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
    expect(background).toBe('rgb(11, 110, 105)');
  });

  it("fills the page with the screen's surface, down to the frame, on a short screen", async () => {
    await page.goto(`${consoleUrl}/no/such/page`);
    await heading(page, 'Page not found').waitFor();
    const gap = await page.locator('main').evaluate((main) => {
      const surface = main.firstElementChild!.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(main).paddingBlockEnd);
      return innerHeight - padding - surface.bottom;
    });
    expect(Math.abs(gap)).toBeLessThan(1);
  });

  it('names the tab after each screen and, after a navigation, puts focus on its heading', async () => {
    await openHome();
    await expect.poll(() => page.title()).toBe('Welcome, Ada · Clinic Console');
    // The first load leaves focus where the browser put it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await mainNavigation(page).getByRole('link', { name: 'Clinics & Hospitals' }).click();
    await heading(page, 'Clinics & Hospitals').waitFor();
    await expect.poll(() => page.title()).toBe('Clinics & Hospitals · Clinic Console');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Clinics & Hospitals');
  });

  it('offers a skip link first, which jumps over the header to the screen', async () => {
    await openHome();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('loads Clinics & Hospitals as its own chunk, with the bar of its route', async () => {
    await openHome();
    await expectOwnChunk(scripts, 'ClinicsScreen', () =>
      mainNavigation(page).getByRole('link', { name: 'Clinics & Hospitals' }).click(),
    );
    await heading(page, 'Clinics & Hospitals').waitFor();
    await expect(
      mainNavigation(page)
        .getByRole('link', { name: 'Clinics & Hospitals' })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Users and roles' }).count())
      .toBe(0);
  });

  it('loads Users and Roles as chunks of their own, under the Users | Roles tab bar', async () => {
    await openHome();
    await expectOwnChunk(scripts, 'UsersScreen', () =>
      mainNavigation(page).getByRole('link', { name: 'Users' }).click(),
    );
    await heading(page, 'Users').waitFor();
    const tabs = page.getByRole('navigation', { name: 'Users and roles' });
    await expect(linkTexts(tabs)).resolves.toEqual(['Users', 'Roles']);
    await expect(
      tabs.getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await expectOwnChunk(scripts, 'RolesScreen', () =>
      tabs.getByRole('link', { name: 'Roles' }).click(),
    );
    await heading(page, 'Roles').waitFor();
    expect(pathAndQuery(page)).toBe('/roles');
    await expect(
      tabs.getByRole('link', { name: 'Roles' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    // The main navigation keeps Users current on its Roles tab.
    await expect(
      mainNavigation(page).getByRole('link', { name: 'Users' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
  });

  it('reaches the knowledge center from Help, with its own row of links there', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Help' }).click();
    await expectOwnChunk(scripts, 'TrainingModulesScreen', () =>
      page.getByRole('link', { name: 'Knowledge Center' }).click(),
    );
    await heading(page, 'Training Modules').waitFor();
    expect(pathAndQuery(page)).toBe('/knowledge-center/training-modules');
    await expect(linkTexts(knowledgeCenterNavigation(page))).resolves.toEqual([
      'Training Modules',
      'Knowledge Checks',
      'MOH Documents',
    ]);
    await expect(linkTexts(mainNavigation(page))).resolves.toEqual([
      'Home',
      'Clinics & Hospitals',
      'Users',
    ]);
  });

  it('loads Knowledge Checks and MOH Documents as chunks of their own', async () => {
    await openKnowledgeCenter('training-modules', 'Training Modules');
    await expectOwnChunk(scripts, 'KnowledgeChecksScreen', () =>
      knowledgeCenterNavigation(page).getByRole('link', { name: 'Knowledge Checks' }).click(),
    );
    await heading(page, 'Knowledge Checks').waitFor();
    await expectOwnChunk(scripts, 'MohDocumentsScreen', () =>
      knowledgeCenterNavigation(page).getByRole('link', { name: 'MOH Documents' }).click(),
    );
    await heading(page, 'MOH Documents').waitFor();
    await expect(
      knowledgeCenterNavigation(page)
        .getByRole('link', { name: 'MOH Documents' })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
  });

  it('loses the knowledge-center row outside /knowledge-center', async () => {
    await openKnowledgeCenter('moh-documents', 'MOH Documents');
    await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
    await heading(page, 'Welcome, Ada').waitFor();
    await expect.poll(() => knowledgeCenterNavigation(page).count()).toBe(0);
  });

  it('shows the progress bar while a slow navigation runs and removes it after', async () => {
    await openHome();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SettingsScreen-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await expectOwnChunk(scripts, 'SettingsScreen', async () => {
      await page.getByRole('button', { name: 'Ada Admin, profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
    });
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await bar.waitFor();
    release();
    await heading(page, 'Settings').waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.unroute(/\/assets\/SettingsScreen-[\w-]+\.js$/);
  });

  it('shows a spinner until the router is ready', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/users/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${consoleUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading…' }).first().waitFor();
    await expect.poll(() => heading(page, 'Welcome, Ada').count()).toBe(0);
    release();
    await heading(page, 'Welcome, Ada').waitFor();
    await page.unroute('**/api/v1/users/me');
  });

  it('loads not-found as its own chunk', async () => {
    const fresh = recordScripts(page);
    await page.goto(`${consoleUrl}/no/such/page`);
    await heading(page, 'Page not found').waitFor();
    expect(fresh.some((script) => /\/assets\/NotFoundScreen-[\w-]+\.js$/.test(script))).toBe(true);
    // Signed in, so inside the authorised layout.
    await page.getByRole('banner').waitFor();
  });

  it('removes a trailing slash', async () => {
    await page.goto(`${consoleUrl}/users/`);
    await page.waitForURL(`${consoleUrl}/users`);
    await heading(page, 'Users').waitFor();
  });

  it('goes Home from /login without a redirect', async () => {
    await page.goto(`${consoleUrl}/login`);
    await page.waitForURL(`${consoleUrl}/`);
    await heading(page, 'Welcome, Ada').waitFor();
  });

  it('stays on /login when a redirect is asked for', async () => {
    const query = `?appName=companion&redirect=${encodeURIComponent('http://localhost:5180/callback')}`;
    await page.goto(`${consoleUrl}/login${query}`);
    // docs/product.md §11.6: the login page offers to continue to the sibling app (seeded as Clinic Companion).
    await page
      .getByText(/Clinic Companion/)
      .first()
      .waitFor();
    expect(pathAndQuery(page)).toBe(`/login${query}`);
  });
});

describe.each([
  ['manager@clinic.test', 'Marta'],
  ['doctor@clinic.test', 'Dmitri'],
  ['nurse@clinic.test', 'Nadia'],
] as const)('%s', (email, name) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(browser, email));
  });
  afterAll(() => context?.close());

  // Every test starts with a navigation of its own, so the one signed-in page is shared.
  it('sees Home and the clinics they read, and reaches each part of the knowledge center from Help', async () => {
    await page.goto(`${consoleUrl}/`);
    await heading(page, `Welcome, ${name}`).waitFor();
    await expect(linkTexts(mainNavigation(page))).resolves.toEqual(['Home', 'Clinics & Hospitals']);
    const help = page.getByRole('dialog', { name: 'Help' });
    for (const [link, title] of [
      ['Training Modules', 'Training Modules'],
      ['Knowledge Checks', 'Knowledge Checks'],
      ['MOH Documents', 'MOH Documents'],
    ] as const) {
      await page.getByRole('button', { name: 'Help' }).click();
      await help.getByRole('link', { name: /Contact support/ }).waitFor();
      await help.getByRole('link', { name: link }).click();
      await heading(page, title).waitFor();
      // The knowledge center's own row is the system administrator's (docs/product.md §2).
      await expect.poll(() => knowledgeCenterNavigation(page).count()).toBe(0);
    }
  });

  it.each(['/users', '/roles', '/knowledge-center/knowledge-checks/any/results'])(
    'is told, not crashed, that %s is not for them',
    async (path) => {
      await page.goto(`${consoleUrl}${path}`);
      await heading(page, 'You do not have access to this page').waitFor();
      expect(pathAndQuery(page)).toBe(path);
      await expect.poll(() => knowledgeCenterNavigation(page).count()).toBe(0);
      await expect
        .poll(() => page.getByRole('navigation', { name: 'Users and roles' }).count())
        .toBe(0);
    },
  );

  it('reads the MOH documents by their address, without the admin-only knowledge-center row', async () => {
    await page.goto(`${consoleUrl}/knowledge-center/moh-documents`);
    await heading(page, 'MOH Documents').waitFor();
    await expect.poll(() => knowledgeCenterNavigation(page).count()).toBe(0);
  });

  it('opens Settings', async () => {
    await page.goto(`${consoleUrl}/settings`);
    await heading(page, 'Settings').waitFor();
  });
});
