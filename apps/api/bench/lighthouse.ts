// Benchmark part `lighthouse` (run through apps/api/bench/index.ts): Lighthouse, mobile and
// desktop, on /login, on Home signed in as a doctor and on the Clinics list signed in as a system
// admin, against the production build of the console served by
// the api (CONSOLE_DIR), as in production. Each is run 3 times and the median run is kept: its
// report (JSON, without screenshots) in bench/results/lighthouse/ at the repository's root, its
// scores in the table with every run's performance score.
//
// The console, its api and Chromium are consoleInBrowser.ts's (the first database run only).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Page } from 'puppeteer-core';
import { rootDir } from '../../../scripts/lib/processes.mjs';
import { clearBrowserCache, forgetSession, signIn, withConsoleInBrowser } from './consoleInBrowser';
import type { BenchContext, BenchResult } from './support';

const REPORTS_DIR = path.join(rootDir, 'bench/results/lighthouse');
/** Home is every role's; the Clinics list is the system admins' (only they have its link). */
const HOME_READER = 'doctor@clinic.test';
const CLINICS_READER = 'admin@clinic.test';

interface PageGoals {
  performance: Record<FormFactor, number>;
  others: number;
  cls: number;
}

/** docs/decisions.md "Lighthouse is part of the benchmark suite": the goals of each page. */
const LOGIN_GOALS: PageGoals = {
  performance: { mobile: 95, desktop: 100 },
  others: 100,
  cls: 0.01,
};
const SIGNED_IN_GOALS: PageGoals = {
  performance: { mobile: 90, desktop: 100 },
  others: 100,
  cls: 0.01,
};

/**
 * Runs per page and form factor; the report kept is their median run (Lighthouse's own choice:
 * nearest the median FCP and TTI), as Lighthouse advises, since one run varies with the machine.
 */
const RUNS = 3;

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

/** The table's row: the median run's four scores, LCP, CLS, TBT and bytes; every run's performance. */
function resultRow(
  database: BenchContext['database'],
  page: string,
  goals: PageGoals,
  formFactor: FormFactor,
  report: Result,
  runs: Result[],
): BenchResult {
  const scoreOf = (result: Result, id: (typeof CATEGORIES)[number]) =>
    Math.round((result.categories[id]?.score ?? 0) * 100);
  const score = (id: (typeof CATEGORIES)[number]) => scoreOf(report, id);
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const bytes = report.audits['total-byte-weight']?.numericValue ?? Number.NaN;
  const figures = [
    CATEGORIES.map((id) => `${SHORT[id]} ${score(id)}`).join(' '),
    `LCP ${seconds(report, 'largest-contentful-paint')}`,
    `CLS ${cls.toFixed(3)}`,
    `TBT ${tbt.toFixed(0)} ms`,
    `${(bytes / 1024).toFixed(0)} KiB`,
    `(median of perf ${runs.map((run) => scoreOf(run, 'performance')).join(', ')})`,
  ].join('  ');
  const row: BenchResult = { database, name: `lighthouse ${page} ${formFactor}`, figures };
  const performanceGoal = goals.performance[formFactor];
  row.goal = `perf ≥ ${performanceGoal}, others ${goals.others}, CLS ≤ ${goals.cls}`;
  row.met =
    score('performance') >= performanceGoal &&
    CATEGORIES.slice(1).every((id) => score(id) >= goals.others) &&
    cls <= goals.cls;
  return row;
}

/**
 * One Lighthouse run. A trace that missed the navigation's start (`NO_NAVSTART`, seen on a busy
 * machine) says nothing about the page: that run is made once more.
 */
async function lighthouseReport(
  url: string,
  flags: Flags,
  config: Config | undefined,
  page: Page,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(url, flags, config, page);
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = runner.lhr;
    if (!runtimeError) return runner.lhr;
    if (runtimeError.code !== 'NO_NAVSTART' || attempt === 2) {
      throw new Error(`Lighthouse: ${runtimeError.message}`);
    }
  }
}

export function benchLighthouse(context: BenchContext): Promise<BenchResult[]> {
  const { database, log } = context;
  return withConsoleInBrowser(context, 'lighthouse', async ({ baseUrl, browser }) => {
    const results: BenchResult[] = [];
    const page = await browser.newPage();
    await mkdir(REPORTS_DIR, { recursive: true });

    const audit = async (
      pagePath: string,
      name: string,
      goals: PageGoals,
      signedInAs: string | null,
    ) => {
      const signedIn = signedInAs !== null;
      for (const formFactor of ['mobile', 'desktop'] as const) {
        log(
          `lighthouse: ${pagePath} ${formFactor}${signedIn ? `, signed in as ${signedInAs}` : ''}`,
        );
        // Signed in (storage kept), but nothing cached: the first load of a signed-in page.
        const flags: Flags = { logLevel: 'error', disableStorageReset: signedIn };
        const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          if (signedIn) await clearBrowserCache(page);
          runs.push(await lighthouseReport(`${baseUrl}${pagePath}`, flags, config, page));
        }
        const report = computeMedianRun(runs);
        const file = path.join(REPORTS_DIR, `${name}-${formFactor}.json`);
        await writeFile(file, `${JSON.stringify(slimmed(report), null, 1)}\n`);
        results.push(resultRow(database, pagePath, goals, formFactor, report, runs));
      }
    };

    await audit('/login', 'login', LOGIN_GOALS, null);
    await signIn(page, baseUrl, HOME_READER);
    await audit('/', 'home-signed-in', SIGNED_IN_GOALS, HOME_READER);
    await forgetSession(page, baseUrl);
    await signIn(page, baseUrl, CLINICS_READER);
    await audit('/clinics-and-hospitals', 'clinics-signed-in', SIGNED_IN_GOALS, CLINICS_READER);
    log(`lighthouse: reports in ${path.relative(rootDir, REPORTS_DIR)}/`);
    return results;
  });
}
