import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDevOutbox } from '../apps/api/test/support/devOutbox';
import { idTokenOf, prepareThroughApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { consoleUrl, launchChromium, openPage } from './support/browser';
import { personOfItsOwn, signInAs } from './support/signIn';

// docs/product.md §2.5: the profile menu's Profile and Feedback, and the clinics link of every role.
let browser: Browser;
let context: BrowserContext;
let page: Page;
let email: string;
const fullName = 'Filipa Feedback';

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const profileMenu = async () => {
  await page.getByRole('button', { name: `${fullName}, profile menu` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
};

beforeAll(async () => {
  browser = await launchChromium();
  // A doctor of her own: the journey changes her language and dark mode.
  email = await personOfItsOwn(browser, 'DOCTOR', fullName);
  ({ context, page } = await openPage(browser));
  await signInAs(page, email);
});
// Tests run shuffled: each starts from English, light, on a desktop, at Home.
beforeEach(async () => {
  await prepareThroughApi('PUT', '/api/v1/users/me/settings', {
    token: await idTokenOf(page),
    body: { language: 'en', darkMode: false },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${consoleUrl}/`);
  await heading('Welcome, Filipa').waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Profile and Feedback', () => {
  it('reaches her clinics from the main navigation, as every role that reads them', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Clinics & Hospitals' })
      .click();
    await heading('Clinics & Hospitals').waitFor();
    await expect
      .poll(() => page.getByRole('table').getByRole('rowheader').allInnerTexts())
      .toEqual(['Hospital Central de Lisboa']);
  });

  it('sends feedback that reaches the support address with the page it came from', async () => {
    await page.goto(`${consoleUrl}/clinics-and-hospitals?search=Lisboa`);
    await heading('Clinics & Hospitals').waitFor();
    const menu = await profileMenu();
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Profile',
      'Settings',
      'Support',
      'Feedback',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Feedback' }).click();
    const drawer = page.getByRole('dialog', { name: 'Send feedback' });
    await drawer.getByText('/clinics-and-hospitals?search=Lisboa').waitFor();
    const message = `The export names no clinic ${Date.now().toString(36)}`;
    await drawer.getByRole('combobox', { name: 'About' }).selectOption({ label: 'A problem' });
    const messageBox = drawer.getByRole('textbox', { name: /^Message/ });
    // Marked required by the feedback schema itself, as every schema form's fields are.
    expect(await messageBox.getAttribute('aria-required')).toBe('true');
    await messageBox.fill(message);
    await expectNoAxeViolations(page, 'feedback drawer');
    await drawer.getByRole('button', { name: 'Send feedback' }).click();
    await page
      .getByRole('status')
      .getByText('Thank you: your feedback was sent to the support team.')
      .first()
      .waitFor();
    await expect.poll(() => drawer.count()).toBe(0);

    // The mail queue sends it soon after the answer.
    await expect
      .poll(
        async () =>
          (await readDevOutbox(consoleUrl)).find(
            (mail) => mail.to === 'support@clinic.test' && mail.text.includes(message),
          )?.text ?? '',
        { timeout: 20_000 },
      )
      .toContain(`Page: ${consoleUrl}/clinics-and-hospitals?search=Lisboa`);
    const mail = (await readDevOutbox(consoleUrl)).find((each) => each.text.includes(message))!;
    expect(mail.subject).toBe(`Clinic Console feedback from ${fullName} (a problem)`);
    expect(mail.text).toContain(`Reply to: ${email}`);
    expect(mail.text).toContain(`> ${message}`);
  });

  it('shows her own details on Profile, read-only, in light, dark and Arabic, also on a phone', async () => {
    const menu = await profileMenu();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await heading('Profile').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.getByText('Rua do Ouro 1, Lisboa').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Hospital Central de Lisboa' }).waitFor();
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(
      page
        .getByRole('link', { name: 'Change your name and profile picture in Settings' })
        .getAttribute('href'),
    ).resolves.toBe('/settings');

    const token = await idTokenOf(page);
    for (const { mode, settings, title } of [
      { mode: 'light', settings: { darkMode: false }, title: 'Profile' },
      { mode: 'dark', settings: { darkMode: true }, title: 'Profile' },
      { mode: 'Arabic', settings: { darkMode: false, language: 'ar' }, title: 'الملف الشخصي' },
    ]) {
      await prepareThroughApi('PUT', '/api/v1/users/me/settings', { token, body: settings });
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${consoleUrl}/profile`);
        await heading(title).waitFor();
        await page.getByText('Rua do Ouro 1, Lisboa').waitFor();
        await expectNoAxeViolations(page, `profile, ${mode}, ${viewport.width} px`);
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `profile, ${mode}, ${viewport.width} px, nothing to scroll sideways`,
        ).resolves.toBe(true);
      }
    }
  });
});
