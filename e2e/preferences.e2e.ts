import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareThroughApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, newConsoleContext, showInApp } from './support/browser';
import { openSignedIn, openSignedInThroughLoginPage, personOfItsOwn } from './support/signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const html = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    className: document.documentElement.className,
  }));
/** The colour of the screen's surface (the signed-in page's content box). */
const surfaceColour = (page: Page) =>
  page
    .locator('main > div')
    .first()
    .evaluate((surface) => getComputedStyle(surface).backgroundColor);

const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(32, 43, 55)';
/** The signed-in page's frame: the dark theme's own deep teal primary. */
const frameColour = (page: Page) =>
  page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);
const DARK_PRIMARY = 'rgb(19, 78, 74)';

/** Every page of the shell with the heading that says it has loaded, in English and Arabic. */
const pages = [
  { path: '/', en: 'Welcome, Ada', ar: 'مرحبًا، Ada' },
  { path: '/settings', en: 'Settings', ar: 'الإعدادات' },
  { path: '/clinics-and-hospitals', en: 'Clinics & Hospitals', ar: 'العيادات والمستشفيات' },
  { path: '/users', en: 'Users', ar: 'المستخدمون' },
  { path: '/roles', en: 'Roles', ar: 'الأدوار' },
  { path: '/knowledge-center/training-modules', en: 'Training Modules', ar: 'الوحدات التدريبية' },
  { path: '/knowledge-center/knowledge-checks', en: 'Knowledge Checks', ar: 'اختبارات المعرفة' },
  { path: '/knowledge-center/moh-documents', en: 'MOH Documents', ar: 'وثائق وزارة الصحة' },
  { path: '/no/such/page', en: 'Page not found', ar: 'الصفحة غير موجودة' },
] as const;

async function expectEveryPageAccessible(page: Page, language: 'en' | 'ar', mode: string) {
  for (const { path, ...titles } of pages) {
    await showInApp(page, path);
    await heading(page, titles[language]).waitFor();
    await expectNoAxeViolations(page, `${path}, ${mode}`);
  }
}

async function openSettings(page: Page) {
  await page.goto(`${consoleUrl}/settings`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('preferences of the system administrator', () => {
  // One sign-in for the block. Settings are stored on the server: each test starts from the light
  // theme in English, on a page of its own, and sets anything else it needs through the api.
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const saveSettings = (settings: { darkMode?: boolean; language?: string }) =>
    prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: settings });

  beforeAll(async () => {
    ({ context, page, token } = await openSignedIn(browser, 'admin@clinic.test'));
  });
  beforeEach(async () => {
    await saveSettings({ darkMode: false, language: 'en' });
  });
  // Other journeys sign the same user in: leave the settings as they found them.
  afterAll(async () => {
    try {
      if (token) await saveSettings({ darkMode: false, language: 'en' });
    } finally {
      await context?.close();
    }
  });

  /** Settings in the dark theme, set through the api, as the page shows it. */
  async function openSettingsInTheDark() {
    await saveSettings({ darkMode: true });
    await openSettings(page);
    await expect(page.getByRole('switch', { name: 'Dark mode' }).isChecked()).resolves.toBe(true);
    expect(await surfaceColour(page)).toBe(DARK_SURFACE);
  }

  /** Settings in Arabic, set through the api, as the page shows it. */
  async function openSettingsInArabic() {
    await saveSettings({ language: 'ar' });
    await openSettings(page);
    await heading(page, 'الإعدادات').waitFor();
  }

  it('shows the profile: full name, e-mail and avatar initials', async () => {
    await openSettings(page);
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('Ada Admin', { exact: true }).waitFor();
    await profile.getByText('admin@clinic.test', { exact: true }).waitFor();
    await expect.poll(() => profile.getByText('AA', { exact: true }).count()).toBe(1);
  });

  it('has no axe violations on any page in the light theme', async () => {
    await expectEveryPageAccessible(page, 'en', 'light');
  });

  /** Turns dark mode on with its switch in Settings; answers the classes of both themes. */
  async function turnDarkModeOn() {
    await openSettings(page);
    const light = await html(page);
    expect(await surfaceColour(page)).toBe(LIGHT_SURFACE);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.getByRole('status').filter({ hasText: 'Your settings are saved.' }).waitFor();
    return { light, dark: await html(page) };
  }

  it('turns dark mode on: the dark theme replaces the light one', async () => {
    const { light, dark } = await turnDarkModeOn();
    expect(dark.className).not.toBe(light.className);
    expect(await surfaceColour(page)).toBe(DARK_SURFACE);
    expect(await frameColour(page)).toBe(DARK_PRIMARY);
  });

  it('keeps dark mode after a reload (saved to the user settings)', async () => {
    await turnDarkModeOn();
    await page.reload();
    await heading(page, 'Settings').waitFor();
    await expect(page.getByRole('switch', { name: 'Dark mode' }).isChecked()).resolves.toBe(true);
    expect(await surfaceColour(page)).toBe(DARK_SURFACE);
  });

  it('has no axe violations on any page in the dark theme', async () => {
    await openSettingsInTheDark();
    await expectEveryPageAccessible(page, 'en', 'dark');
  });

  it('turns dark mode off again', async () => {
    await openSettingsInTheDark();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.getByRole('status').filter({ hasText: 'Your settings are saved.' }).waitFor();
    expect(await surfaceColour(page)).toBe(LIGHT_SURFACE);
    await page.reload();
    await heading(page, 'Settings').waitFor();
    expect(await surfaceColour(page)).toBe(LIGHT_SURFACE);
  });

  /** Chooses Arabic in Settings, in English until then. */
  async function switchToArabic() {
    await openSettings(page);
    await heading(page, 'Settings').waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await heading(page, 'الإعدادات').waitFor();
  }

  it('switches to Arabic: <html lang="ar" dir="rtl"> and Arabic text', async () => {
    await switchToArabic();
    const { lang, dir } = await html(page);
    expect({ lang, dir }).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).waitFor();
  });

  it('says the settings are saved in the language just chosen, each time', async () => {
    await openSettings(page);
    const status = () => page.getByRole('region', { name: /./ }).getByRole('status');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page
      .getByRole('status')
      .filter({ hasText: 'Su configuración se ha guardado.' })
      .waitFor();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await page
      .getByRole('status')
      .filter({ hasText: 'Vos paramètres sont enregistrés.' })
      .waitFor();
    await expect
      .poll(() => status().filter({ hasText: 'Su configuración se ha guardado.' }).count())
      .toBe(0);
  });

  it('keeps Arabic after a reload', async () => {
    await switchToArabic();
    await page.reload();
    await heading(page, 'الإعدادات').waitFor();
    const { lang, dir } = await html(page);
    expect({ lang, dir }).toEqual({ lang: 'ar', dir: 'rtl' });
    // The tab is named in the reader's language too.
    await expect.poll(() => page.title()).toBe('الإعدادات · وحدة تحكم العيادة');
  });

  it('has no axe violations on any page right to left', async () => {
    await openSettingsInArabic();
    await expectEveryPageAccessible(page, 'ar', 'rtl');
  });

  it('switches back to English, left to right', async () => {
    await openSettingsInArabic();
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await heading(page, 'Settings').waitFor();
    const { lang, dir } = await html(page);
    expect({ lang, dir }).toEqual({ lang: 'en', dir: 'ltr' });
  });

  describe('the login page', () => {
    it.each(['light', 'dark', 'rtl'] as const)('has no axe violations (%s)', async (mode) => {
      // Signing out returns to the light theme, so the dark theme's classes, as the signed-in
      // page has them, are put on the login page here.
      let darkThemeClass = '';
      if (mode === 'dark') {
        await openSettingsInTheDark();
        darkThemeClass = (await html(page)).className;
      }
      const signedOut = await newConsoleContext(browser);
      try {
        if (mode === 'rtl') {
          await signedOut.addInitScript(() => localStorage.setItem('locale', JSON.stringify('ar')));
        }
        const login = await signedOut.newPage();
        await login.goto(`${consoleUrl}/login`);
        await login.locator('input[autocomplete="email"]').waitFor();
        if (mode === 'dark') {
          expect(darkThemeClass).not.toBe('');
          await login.evaluate((className) => {
            document.documentElement.className = className;
          }, darkThemeClass);
        }
        if (mode === 'rtl') expect((await html(login)).dir).toBe('rtl');
        await expectNoAxeViolations(login, `login, ${mode}`);
      } finally {
        await signedOut.close();
      }
    });
  });
});

describe('signing out everywhere', () => {
  // A nurse of its own, signed in through the login page in two browsers: signing out everywhere
  // ends every session of the person, which would end the demo nurse's shared one.
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    const nurse = await personOfItsOwn(browser, 'NURSE', 'Nora Everywhere');
    first = await openSignedInThroughLoginPage(browser, nurse);
    second = await openSignedInThroughLoginPage(browser, nurse);
  });
  afterAll(async () => {
    await first?.context.close();
    await second?.context.close();
  });

  it('asks first, then ends this session and the others', async () => {
    await openSettings(first.page);
    await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = first.page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await first.page.waitForURL(`${consoleUrl}/login`);

    // The other browser's session is over too: its next page needs a new sign-in.
    await second.page.goto(`${consoleUrl}/settings`);
    await second.page.waitForURL(`${consoleUrl}/login`);
  });
});
