import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';

/**
 * Where `node scripts/test.mjs e2e` serves the built console (api proxied under /api) for this
 * worker. The script starts one api per worker, each on a database of its own, and names them all
 * in E2E_CONSOLE_URL (comma-separated); worker N (VITEST_POOL_ID, from 1) takes the Nth, so a file
 * sees only its own worker's writes, as when the journeys ran one after another.
 */
export const consoleUrl = (() => {
  const urls = (process.env.E2E_CONSOLE_URL ?? '').split(',').filter(Boolean);
  if (urls.length === 0) throw new Error('E2E_CONSOLE_URL is not set: run `npm run test:e2e`.');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
})();

/** Debian's Chromium, started the way this machine allows. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * A fresh context in English (so text assertions are stable) that prefers reduced motion (as a
 * person may: the design system then draws no transitions, so Chromium paints fewer frames and an
 * opening drawer is still at once), with any other options given. docs/decisions.md "Journeys
 * prefer reduced motion".
 */
export function newConsoleContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', ...options });
}

/** A fresh context (as `newConsoleContext`) and a page in it. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newConsoleContext(browser, options);
  return { context, page: await context.newPage() };
}

/**
 * Shows `path` of the console in `page` as the app's own links do: the router follows the address
 * (history.pushState and the popstate it listens to) without loading the page again, which costs
 * Chromium a third of a load. A page that shows no console yet loads it. For journeys that visit
 * page after page to check each (axe sweeps); loading a page by its address is checked in
 * navigation.e2e.ts.
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(consoleUrl)) {
    await page.goto(`${consoleUrl}${path}`);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The platforms the profile shortcuts know (docs/product.md §2), as a browser on each reports itself. */
export const emulatedPlatforms = {
  windows: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    platform: 'Win32',
    userAgentDataPlatform: 'Windows',
  },
  mac: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    platform: 'MacIntel',
    userAgentDataPlatform: 'macOS',
  },
} as const;

/**
 * A context (as `newConsoleContext`, with any other options given) whose pages report `platform`
 * (user agent, navigator.platform and navigator.userAgentData.platform): Chromium changes none of
 * the last two for a user agent alone.
 */
export async function newContextOnPlatform(
  browser: Browser,
  platform: keyof typeof emulatedPlatforms,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const emulated = emulatedPlatforms[platform];
  const context = await newConsoleContext(browser, { ...options, userAgent: emulated.userAgent });
  await context.addInitScript(
    ({ platform: navigatorPlatform, userAgentDataPlatform }) => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => navigatorPlatform });
      Object.defineProperty(Navigator.prototype, 'userAgentData', {
        get: () => ({ platform: userAgentDataPlatform, mobile: false, brands: [] }),
      });
    },
    { platform: emulated.platform, userAgentDataPlatform: emulated.userAgentDataPlatform },
  );
  return context;
}
