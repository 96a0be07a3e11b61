// `npm run size -w @org/console`: builds the console, opens /login in Chromium, once per locale, and
// counts the JavaScript the browser fetches before the network settles (gzip, level 9, of each
// script's bytes as served); fails above the budget of docs/decisions.md "/login first-load budget"
// in any locale, when /login asks for a file of the build twice, or when /login asks the api
// something API_ANSWERS does not know. Also prints each route's own chunk and the chunks loaded on
// demand. `--dist DIR` checks a build made with hidden source maps (npm test's one build of the
// run); without it, builds into a temporary folder (with hidden source maps, for the package
// check), removed at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { entryKey, jsFilesOf, ownKeys, routeChunkKeys, staticClosure } from './manifestWalk.mjs';

/** docs/decisions.md "/login first-load budget": the JavaScript a browser fetches for /login, gzip, in kB (1 kB = 1000 bytes). */
export const LOGIN_BUDGET_KB = 138;
/** What must never be fetched by /login at start (they load when signing in or when needed). */
const LAZY_ONLY_PACKAGES = [
  'firebase',
  '@firebase',
  'axios',
  'yup',
  'react-hook-form',
  '@tanstack',
];
/** The sign-in screen's module, in the build manifest. */
const LOGIN_SCREEN = /\/features\/login\/LoginScreen\.tsx$/;
/** The network has settled when no request started or ended for this long after the form showed. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 60_000;
/** What /login asks the api at start, answered as the api answers without a message set. */
const API_ANSWERS = {
  'GET /api/v1/maintenance': { message: null, updatedAt: null },
};

const consoleDir = path.resolve(import.meta.dirname, '..');

function build() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'console-size-'));
  const vite = path.resolve(consoleDir, '../../node_modules/.bin/vite');
  const result = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'],
    // A build to measure, not to deploy: the demo settings are fine (viteProductionSettings.ts).
    {
      cwd: consoleDir,
      stdio: 'inherit',
      env: { ...process.env, CONSOLE_ALLOW_DEMO_SETTINGS: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status})`);
  return outDir;
}

/** The locales of the console's text: English first, then the others. */
function consoleLocales() {
  const locales = readdirSync(path.join(consoleDir, 'src/app/i18n/locales/shell'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  return ['en', ...locales.filter((locale) => locale !== 'en').sort()];
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * The build as a plain static server (no compression, no cache): a file when it exists, else
 * index.html (the router's pages). `/api` answers what API_ANSWERS knows, else 404; every api
 * request is noted.
 */
function serve(distDir, apiRequests) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const key = `${request.method} ${url.pathname}`;
      apiRequests.add(key);
      const known = Object.hasOwn(API_ANSWERS, key);
      response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(known ? API_ANSWERS[key] : { code: 'NOT_FOUND' }));
      return;
    }
    let file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      if (path.extname(url.pathname)) {
        response.writeHead(404).end();
        return;
      }
      file = path.join(distDir, 'index.html');
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Opens /login in a fresh context in `locale`, waits for the e-mail field and then for the network
 * to settle, and answers every script fetched meanwhile (its path and gzip bytes) and every file
 * of the build asked for more than once (a preload its later request did not use).
 */
async function scriptsFetchedByLogin(browser, origin, locale) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const bodies = [];
  const requestsPerFile = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  const activity = () => {
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    inFlight += 1;
    activity();
    const file = new URL(request.url()).pathname;
    if (file.startsWith('/assets/')) {
      requestsPerFile.set(file, (requestsPerFile.get(file) ?? 0) + 1);
    }
  });
  const ended = () => {
    inFlight -= 1;
    activity();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    bodies.push(response.body().then((body) => ({ file, bytes: gzipSizeOf(file, body) })));
  });
  try {
    await page.goto(`${origin}/login`);
    await page.locator('input[autocomplete="email"]').waitFor({ timeout: SETTLE_TIMEOUT_MS });
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`/login (${locale}) never settled`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await assertStyled(page, locale);
    const scripts = await Promise.all(bodies);
    const askedTwice = [...requestsPerFile]
      .filter(([, count]) => count > 1)
      .map(([file, count]) => `${file} (${count} times)`);
    return {
      scripts: scripts.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file)),
      askedTwice,
    };
  } finally {
    await context.close();
  }
}

/**
 * The build carries @org/ui's styles: its Button gives the submit button a pointer and rounded
 * corners (docs/decisions.md "Style files import styles only": a build once left them out at random).
 */
async function assertStyled(page, locale) {
  const submit = await page
    .locator('button[type="submit"]')
    .first()
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return { cursor: style.cursor, radius: style.borderTopLeftRadius };
    });
  if (submit.cursor !== 'pointer' || submit.radius === '0px') {
    throw new Error(
      `/login (${locale}) is not styled: its submit button has cursor ${submit.cursor} and radius ${submit.radius}`,
    );
  }
}

/**
 * The gzip size (level 9) of a file of the build, computed once per file: every locale fetches
 * mostly the same scripts, and the route figures count shared chunks again and again.
 */
const gzipSizes = new Map();
function gzipSizeOf(file, bytes) {
  if (!gzipSizes.has(file)) {
    const content = bytes ?? readFileSync(path.join(distDir, file));
    gzipSizes.set(file, gzipSync(content, { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

/** What a script holds, from its hidden source map (parsed once): its packages and files. */
const sourcesByFile = new Map();
function sourcesOf(distDir, file) {
  if (!sourcesByFile.has(file)) sourcesByFile.set(file, readSources(distDir, file));
  return sourcesByFile.get(file);
}

function readSources(distDir, file) {
  try {
    const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8'));
    return map.sources.map((source, index) => ({
      name:
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, ''),
      isPackage: source.includes('node_modules/'),
      length: map.sourcesContent?.[index]?.length ?? 0,
    }));
  } catch {
    return null;
  }
}

/** The three biggest sources of a script, by their original size: a hint of what it is. */
function describe(distDir, file) {
  const sources = sourcesOf(distDir, file);
  if (!sources) return '(no source map)';
  const byName = new Map();
  for (const { name, length } of sources) byName.set(name, (byName.get(name) ?? 0) + length);
  const names = [...byName].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return names.slice(0, 3).join(', ') + (names.length > 3 ? `, +${names.length - 3}` : '');
}

const givenDist = process.argv.includes('--dist')
  ? path.resolve(process.argv[process.argv.indexOf('--dist') + 1])
  : null;
const distDir = givenDist ?? build();
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
const sum = (scripts) => scripts.reduce((total, script) => total + script.bytes, 0);

let browser;
let server;
try {
  const apiRequests = new Set();
  server = await serve(distDir, apiRequests);
  const origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

  const byLocale = new Map();
  const askedTwice = new Set();
  for (const locale of consoleLocales()) {
    const fetched = await scriptsFetchedByLogin(browser, origin, locale);
    byLocale.set(locale, fetched.scripts);
    fetched.askedTwice.forEach((file) => askedTwice.add(file));
  }
  const english = byLocale.get('en');
  const englishFiles = new Set(english.map((script) => script.file));
  let largest = { locale: 'en', bytes: sum(english) };
  for (const [locale, scripts] of byLocale) {
    if (sum(scripts) > largest.bytes) largest = { locale, bytes: sum(scripts) };
  }

  console.log(
    `\nJavaScript Chromium fetches for /login before the network settles (gzip level 9, kB = 1000 bytes)\n`,
  );
  for (const script of english) {
    console.log(`${kb(script.bytes)}  ${script.file}  ${describe(distDir, script.file)}`);
  }
  console.log(`${kb(sum(english))}  /login in English (${english.length} scripts)`);
  console.log('\nIn the other locales (their text is fetched before the first render):\n');
  for (const [locale, scripts] of byLocale) {
    if (locale === 'en') continue;
    const extra = scripts.filter((script) => !englishFiles.has(script.file));
    const missing = english.filter((script) => !scripts.some((own) => own.file === script.file));
    console.log(
      `${kb(sum(scripts))}  ${locale.padEnd(5)}  English's scripts` +
        `${missing.length > 0 ? ` less ${missing.map((script) => script.file).join(', ')}` : ''}` +
        ` + ${extra.map((script) => `${script.file} (${(script.bytes / 1000).toFixed(1)})`).join(', ') || 'nothing'}`,
    );
  }
  console.log(
    `\n${kb(largest.bytes)}  /login at most (${largest.locale}), budget ${LOGIN_BUDGET_KB} (${largest.bytes} bytes)`,
  );
  const otherApi = [...apiRequests].filter((request) => !Object.hasOwn(API_ANSWERS, request));
  console.log(
    `Api requests at start: ${[...apiRequests].join(', ') || 'none'}` +
      (otherApi.length > 0 ? ` (answered 404: ${otherApi.join(', ')})` : ''),
  );

  // Which packages the fetched scripts hold (from the hidden source maps), to guard the lazy ones.
  const fetchedFiles = new Set([...byLocale.values()].flat().map((script) => script.file));
  const packagesFetched = new Set();
  const withoutSourceMaps = [];
  for (const file of fetchedFiles) {
    const sources = sourcesOf(distDir, file);
    if (!sources) withoutSourceMaps.push(file);
    for (const source of sources ?? []) if (source.isPackage) packagesFetched.add(source.name);
  }
  const forbidden = [...packagesFetched].filter((name) =>
    LAZY_ONLY_PACKAGES.some((lazy) => name === lazy || name.startsWith(`${lazy}/`)),
  );
  console.log(
    // The bundler's own runtime chunk has no source map; without any map nothing can be checked.
    withoutSourceMaps.length === fetchedFiles.size
      ? 'Packages fetched by /login: not checked (no source maps; build with --sourcemap hidden)'
      : `Packages fetched by /login: ${[...packagesFetched].sort().join(', ')}`,
  );

  // Per route and on demand: what each needs beyond what /login fetched, from the build manifest.
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fetchedKeys = new Set([...fetchedFiles].map((file) => keyOfFile.get(file)).filter(Boolean));
  const gzipOfKeys = (keys) =>
    jsFilesOf(manifest, keys).reduce((total, file) => total + gzipSizeOf(file), 0);
  console.log("\nEach route's own chunk (beyond what /login fetched):\n");
  const routes = routeChunkKeys(manifest);
  for (const key of routes)
    console.log(`${kb(gzipOfKeys(ownKeys(manifest, key, fetchedKeys)))}  ${key}`);
  console.log('\nLoaded on demand (not fetched by /login):\n');
  const onDemand = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry &&
      !routes.includes(key) &&
      !/\.json$/.test(key) &&
      !fetchedKeys.has(key) &&
      key !== entryKey(manifest),
  );
  for (const key of onDemand) {
    console.log(`${kb(gzipOfKeys(ownKeys(manifest, key, fetchedKeys)))}  ${key}`);
  }

  // docs/decisions.md "index.html preloads the sign-in screen": index.html names every script the
  // sign-in screen needs beyond the main script's, so none waits for the main script to run.
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloaded = new Set(
    [...indexHtml.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="modulepreload"/.test(tag))
      .map((tag) => tag.match(/\bhref="\/([^"]+)"/)?.[1]),
  );
  const loginKey = Object.keys(manifest).find((key) => LOGIN_SCREEN.test(key));
  const notPreloaded = loginKey
    ? jsFilesOf(
        manifest,
        ownKeys(manifest, loginKey, staticClosure(manifest, [entryKey(manifest)])),
      ).filter((file) => !preloaded.has(file))
    : ['the sign-in screen (not in the build manifest)'];
  console.log(
    `\nindex.html preloads the sign-in screen's scripts: ${notPreloaded.length === 0 ? 'all' : `not ${notPreloaded.join(', ')}`}`,
  );

  console.log(
    `Files of the build /login asks for more than once: ${[...askedTwice].join(', ') || 'none'}`,
  );

  const failures = [];
  if (withoutSourceMaps.length === fetchedFiles.size) {
    failures.push(
      `${givenDist ?? 'the build'} has no source maps, so the packages /login fetches cannot be checked: build with --sourcemap hidden.`,
    );
  }
  if (askedTwice.size > 0) {
    failures.push(
      `/login asks for ${[...askedTwice].join(', ')}: index.html preloads what its request then does not use (apps/console/vitePreloadLogin.ts).`,
    );
  }
  if (notPreloaded.length > 0) {
    failures.push(
      `index.html does not preload ${notPreloaded.join(', ')}, which the sign-in screen needs (apps/console/vitePreloadLogin.ts).`,
    );
  }
  if (largest.bytes > LOGIN_BUDGET_KB * 1000) {
    failures.push(
      `/login fetches ${(largest.bytes / 1000).toFixed(1)} kB of JavaScript (${largest.locale}) before the network settles; the budget is ${LOGIN_BUDGET_KB} kB.`,
    );
  }
  if (forbidden.length > 0) {
    failures.push(
      `/login fetches ${forbidden.join(', ')} at start, which must load only when needed.`,
    );
  }
  if (otherApi.length > 0) {
    failures.push(
      `/login asks the api ${otherApi.join(', ')} at start, which this check answers 404: add the api's answer to API_ANSWERS (apps/console/scripts/checkLoginSize.mjs) so it is measured as served.`,
    );
  }
  if (failures.length > 0) {
    console.error(`\n\x1b[31m✘ ${failures.join('\n✘ ')}\x1b[0m`);
    process.exitCode = 1;
  } else {
    console.log(`\n\x1b[32m✔ /login is within its ${LOGIN_BUDGET_KB} kB budget\x1b[0m`);
  }
} finally {
  await browser?.close();
  server?.close();
  if (!givenDist) rmSync(distDir, { recursive: true, force: true });
}
