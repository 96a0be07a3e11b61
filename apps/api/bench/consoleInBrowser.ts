// The console in a real browser, for the benchmark parts that measure it (lighthouse.ts,
// catalogueImages.ts): the console's production build served by an api of the part's own
// (CONSOLE_DIR), as in production, and Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH)
// started by chrome-launcher as the Lighthouse CLI starts it, driven through puppeteer-core.
// Front-end figures do not depend on the database: a part measures them on the first database run
// only (withConsoleInBrowser). Signing in goes through the login page and the dev outbox, as the
// end-to-end journeys do (e2e/support/signIn.ts).
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildConsole } from '../../../scripts/lib/consoleBuild.mjs';
import { chromiumArgs, chromiumPath, ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { rootDir } from '../../../scripts/lib/processes.mjs';
import { codeFromDevOutbox, sentSince } from '../test/support/devOutbox';
import type { TestApi } from '../test/testApi';
import type { BenchContext, BenchResult } from './support';

const CONSOLE_BUILD_DIR = path.join(rootDir, '.test-data/bench-console-dist');

export interface ConsoleInBrowser {
  /** The api serving the console: its database is the part's to seed. */
  api: TestApi;
  /** The api's address with `localhost`: the Auth emulator authorises `localhost` only. */
  baseUrl: string;
  browser: Browser;
  /** Disconnects from the browser, stops it and closes the api. */
  close(): Promise<void>;
}

/**
 * Runs the benchmark part `part`'s `measure` with the console in a browser, on the first database
 * only, and closes them afterwards whatever happens.
 */
export async function withConsoleInBrowser(
  { firstDatabase, log }: BenchContext,
  part: string,
  measure: (opened: ConsoleInBrowser) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  if (!firstDatabase) {
    log(`${part}: front-end figures, measured on the first database only`);
    return [];
  }
  const opened = await startConsoleInBrowser((message) => log(`${part}: ${message}`));
  try {
    return await measure(opened);
  } finally {
    await opened.close();
  }
}

/**
 * Builds the console (unless its build is up to date), starts an api serving it and a Chromium
 * connected to puppeteer. `log` says whether the console was built.
 */
async function startConsoleInBrowser(log: (message: string) => void): Promise<ConsoleInBrowser> {
  await ensureChromium();
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  const build = await buildConsole({
    outDir: CONSOLE_BUILD_DIR,
    // The emulator and the demo project, which a production build refuses unless asked.
    env: {
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}`,
      CONSOLE_ALLOW_DEMO_SETTINGS: '1',
    },
  });
  log(
    build.built
      ? `built the console in ${build.seconds.toFixed(1)} s`
      : 'the console build is up to date',
  );
  // testApi reads FIREBASE_AUTH_EMULATOR_HOST when it loads (index.ts sets it first).
  const { startTestApi } = await import('../test/testApi');
  let api: TestApi | undefined;
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.disconnect().catch(() => {});
    chrome?.kill();
    await api?.close();
  };
  try {
    api = await startTestApi({
      env: { CONSOLE_DIR: CONSOLE_BUILD_DIR, RATE_LIMITS: 'relaxed' },
    });
    chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const baseUrl = api.baseUrl.replace('127.0.0.1', 'localhost');
    return { api, baseUrl, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Empties the browser's cache (storage, and so the session, is kept): a signed-in first load. */
export async function clearBrowserCache(page: Page): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** Forgets the page's session (cookies, storage, Firebase's IndexedDB), as a new browser would. */
export async function forgetSession(page: Page, baseUrl: string): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'all',
  });
  await session.detach();
}

/** Signs `email` in through the login page with the code from the dev outbox. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  const since = Date.now() - 1000;
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.keyboard.press('Enter');
  await page.waitForSelector('input[autocomplete="one-time-code"]');
  const code = await codeFromDevOutbox(baseUrl, email, sentSince(since));
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.keyboard.press('Enter');
  await page.waitForSelector('header', { timeout: 30_000 });
}
