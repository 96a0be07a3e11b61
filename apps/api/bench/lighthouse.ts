// Benchmark part `lighthouse` (run through apps/api/bench/index.ts): Lighthouse, mobile and
// desktop, on /login and on Home signed in, against the production build of the console served by
// the api (CONSOLE_DIR), as in production. The reports (JSON, without screenshots) are kept in
// bench/results/lighthouse/ at the repository's root; the table shows the scores.
//
// Front-end figures do not depend on the database: measured once, on the first database run.
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), started by chrome-launcher as the
// Lighthouse CLI starts it. Signing in goes through the login page and the dev outbox, as the
// end-to-end journeys do (e2e/support/signIn.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildConsole } from '../../../scripts/lib/consoleBuild.mjs';
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { rootDir } from '../../../scripts/lib/processes.mjs';
import type { TestApi } from '../test/testApi';
import type { BenchContext, BenchResult } from './support';

const REPORTS_DIR = path.join(rootDir, 'bench/results/lighthouse');
const CONSOLE_BUILD_DIR = path.join(rootDir, '.test-data/bench-console-dist');
const SIGNED_IN_AS = 'doctor@clinic.test';

/** docs/decisions.md: /login's goals (issue 17). Home is measured, without a goal yet. */
const LOGIN_GOALS = { performance: { mobile: 95, desktop: 100 }, others: 100, cls: 0.01 };

type FormFactor = 'mobile' | 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

/** The report without what makes it large and says nothing in a diff: screenshots, timings, i18n. */
function slimmed(report: Result): Record<string, unknown> {
  const { fullPageScreenshot: _screenshot, i18n: _i18n, timing, ...kept } = report;
  const audits = { ...kept.audits };
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) {
    if (audits[id]) audits[id] = { ...audits[id], details: undefined };
  }
  return { ...kept, audits, timing: { total: timing.total } };
}

const seconds = (report: Result, id: string) =>
  `${((report.audits[id]?.numericValue ?? Number.NaN) / 1000).toFixed(1)} s`;

/** The table's row: the four scores, LCP, CLS, TBT and what was transferred. */
function resultRow(
  database: BenchContext['database'],
  page: string,
  formFactor: FormFactor,
  report: Result,
): BenchResult {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((report.categories[id]?.score ?? 0) * 100);
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const bytes = report.audits['total-byte-weight']?.numericValue ?? Number.NaN;
  const figures = [
    CATEGORIES.map((id) => `${SHORT[id]} ${score(id)}`).join(' '),
    `LCP ${seconds(report, 'largest-contentful-paint')}`,
    `CLS ${cls.toFixed(3)}`,
    `TBT ${tbt.toFixed(0)} ms`,
    `${(bytes / 1024).toFixed(0)} KiB`,
  ].join('  ');
  const row: BenchResult = { database, name: `lighthouse ${page} ${formFactor}`, figures };
  if (page === '/login') {
    const performanceGoal = LOGIN_GOALS.performance[formFactor];
    row.goal = `perf ≥ ${performanceGoal}, others ${LOGIN_GOALS.others}, CLS ≤ ${LOGIN_GOALS.cls}`;
    row.met =
      score('performance') >= performanceGoal &&
      CATEGORIES.slice(1).every((id) => score(id) >= LOGIN_GOALS.others) &&
      cls <= LOGIN_GOALS.cls;
  }
  return row;
}

/** Signs `email` in through the login page with the code from the dev outbox. */
async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  const since = Date.now() - 1000;
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.keyboard.press('Enter');
  await page.waitForSelector('input[autocomplete="one-time-code"]');
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const mails = (await (await fetch(`${baseUrl}/api/v1/dev/outbox`)).json()) as {
      to: string;
      text: string;
      sentAt: string;
    }[];
    code = mails
      .find((mail) => mail.to === email && Date.parse(mail.sentAt) >= since)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no code for ${email} in the dev outbox`);
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.keyboard.press('Enter');
  await page.waitForSelector('header', { timeout: 30_000 });
}

export async function benchLighthouse({
  database,
  firstDatabase,
  log,
}: BenchContext): Promise<BenchResult[]> {
  if (!firstDatabase) {
    log('lighthouse: front-end figures, measured on the first database only');
    return [];
  }
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  const build = await buildConsole({
    outDir: CONSOLE_BUILD_DIR,
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}` },
  });
  log(
    build.built
      ? `lighthouse: built the console in ${build.seconds.toFixed(1)} s`
      : 'lighthouse: the console build is up to date',
  );
  // testApi reads FIREBASE_AUTH_EMULATOR_HOST when it loads (index.ts sets it first).
  const { startTestApi } = await import('../test/testApi');
  let api: TestApi | undefined;
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  const results: BenchResult[] = [];
  try {
    api = await startTestApi({
      env: { CONSOLE_DIR: CONSOLE_BUILD_DIR, RATE_LIMITS: 'relaxed' },
    });
    // The Auth emulator authorises `localhost` only.
    const baseUrl = api.baseUrl.replace('127.0.0.1', 'localhost');
    chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumArgs,
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await mkdir(REPORTS_DIR, { recursive: true });

    const audit = async (pagePath: string, name: string, signedIn: boolean) => {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        log(
          `lighthouse: ${pagePath} ${formFactor}${signedIn ? `, signed in as ${SIGNED_IN_AS}` : ''}`,
        );
        if (signedIn) {
          // Signed in (storage kept), but nothing cached: the first load of a signed-in page.
          const session = await page.createCDPSession();
          await session.send('Network.clearBrowserCache');
          await session.detach();
        }
        const flags: Flags = { logLevel: 'error', disableStorageReset: signedIn };
        const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
        const runner = await lighthouse(`${baseUrl}${pagePath}`, flags, config, page);
        if (!runner) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const report = runner.lhr;
        if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
        const file = path.join(REPORTS_DIR, `${name}-${formFactor}.json`);
        await writeFile(file, `${JSON.stringify(slimmed(report), null, 1)}\n`);
        results.push(resultRow(database, pagePath, formFactor, report));
      }
    };

    await audit('/login', 'login', false);
    await signIn(page, baseUrl, SIGNED_IN_AS);
    await audit('/', 'home-signed-in', true);
    log(`lighthouse: reports in ${path.relative(rootDir, REPORTS_DIR)}/`);
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome?.kill();
    await api?.close();
  }
  return results;
}
