import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { codeFromDevOutbox, sentSince } from '../../apps/api/test/support/devOutbox';
import { consoleUrl, openPage } from './browser';

/** Reads the newest code sent to `email` since `since` (epoch ms) from the dev outbox. */
export function codeFromOutbox(
  email: string,
  since: number,
  baseUrl = consoleUrl,
): Promise<string> {
  return codeFromDevOutbox(baseUrl, email, sentSince(since));
}

/**
 * Signs `email` in through the login page, as a person would: e-mail, then the code from the dev
 * outbox. Finds the fields by their autocomplete purpose and submits with Enter, so it does not
 * depend on the wording of the login screen. Resolves once the signed-in header is shown.
 * `path` is where to start (default /login); the page ends wherever sign-in leads. `baseUrl` names
 * another console than the suite's.
 */
export async function signInAs(
  page: Page,
  email: string,
  path = '/login',
  baseUrl = consoleUrl,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  const emailField = page.locator('input[autocomplete="email"]');
  await emailField.waitFor();
  // Allow a second of clock difference between the browser host and the api.
  const since = Date.now() - 1000;
  await emailField.fill(email);
  await emailField.press('Enter');
  const codeField = page.locator('input[autocomplete="one-time-code"]');
  await codeField.waitFor();
  await codeField.fill(await codeFromOutbox(email, since, baseUrl));
  await codeField.press('Enter');
  await page
    .getByRole('banner')
    .waitFor()
    .catch(async (error: unknown) => {
      // Say where sign-in got stuck: the page's address and what it shows.
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).slice(0, 400);
      throw new Error(
        `signing ${email} in did not reach the signed-in page: ${page.url()}\n${shown}`,
        {
          cause: error,
        },
      );
    });
}

/** A new context and page in it (English unless `options` say otherwise), signed in as `email`. */
export async function openSignedIn(
  browser: Browser,
  email: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, options);
  await signInAs(page, email);
  return { context, page };
}
