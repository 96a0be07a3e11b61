// `npm run size -w @org/console`: builds the console, then measures the JavaScript that /login loads
// before it is interactive and fails above the budget of docs/decisions.md "/login first-load budget". Also prints each route's
// own chunk and the chunks loaded on demand.
//
//   node scripts/checkLoginSize.mjs            build into a temporary folder, then measure
//   node scripts/checkLoginSize.mjs --dist DIR measure an existing build (made with the manifest)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  jsFilesOf,
  localeFileKeys,
  ownKeys,
  routeChunkKeys,
  staticClosure,
} from './manifestWalk.mjs';

/** docs/decisions.md "/login first-load budget": the JavaScript of /login before it is interactive, gzip, in kB (1 kB = 1000 bytes). */
export const LOGIN_BUDGET_KB = 136;
/** The route chunk the router loads for /login before showing it. */
const LOGIN_ROUTE = 'src/features/login/LoginScreen.tsx';
/** What must never be on the first paint of /login (they load when signing in or when needed). */
const LAZY_ONLY_PACKAGES = [
  'firebase',
  '@firebase',
  'axios',
  'yup',
  'react-hook-form',
  '@tanstack',
];

const consoleDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');

function build() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'console-size-'));
  const vite = path.resolve(consoleDir, '../../node_modules/.bin/vite');
  const result = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'],
    { cwd: consoleDir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit code ${result.status})`);
  return outDir;
}

const distDir = distArg >= 0 ? path.resolve(args[distArg + 1]) : build();
const ownBuild = distArg < 0;

try {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipBytes = new Map();
  const gzipOf = (file) => {
    if (!gzipBytes.has(file)) {
      gzipBytes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    }
    return gzipBytes.get(file);
  };
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
  const sumOf = (keys) => jsFilesOf(manifest, keys).reduce((sum, file) => sum + gzipOf(file), 0);

  // /login: the page's entry and the login route, static imports only.
  const entry = entryKey(manifest);
  const loginKeys = staticClosure(manifest, [entry, LOGIN_ROUTE]);
  const loginBytes = sumOf(loginKeys);

  // A page opened in another locale also fetches that locale's text first: count the largest.
  let localeExtra = { locale: null, bytes: 0 };
  for (const [locale, keys] of localeFileKeys(manifest)) {
    const bytes = sumOf(keys);
    if (bytes > localeExtra.bytes) localeExtra = { locale, bytes };
  }
  const loginTotal = loginBytes + localeExtra.bytes;

  // Which packages the first paint holds (from the hidden source maps), to guard the lazy ones.
  const packagesOnFirstPaint = new Set();
  let withoutSourceMaps = 0;
  for (const file of jsFilesOf(manifest, loginKeys)) {
    let map;
    try {
      map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8'));
    } catch {
      withoutSourceMaps += 1;
      continue;
    }
    for (const source of map.sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (match) packagesOnFirstPaint.add(match[1]);
    }
  }
  const forbidden = [...packagesOnFirstPaint].filter((name) =>
    LAZY_ONLY_PACKAGES.some((lazy) => name === lazy || name.startsWith(`${lazy}/`)),
  );

  console.log('\nJavaScript per route (gzip, kB = 1000 bytes)\n');
  console.log(
    `${kb(loginBytes)}  /login before it is interactive (entry + login route, static imports)`,
  );
  for (const file of jsFilesOf(manifest, loginKeys))
    console.log(`         ${kb(gzipOf(file))}  ${file}`);
  console.log(
    `${kb(localeExtra.bytes)}  + the largest other locale's text (${localeExtra.locale ?? 'none'}), fetched before the first render`,
  );
  console.log(`${kb(loginTotal)}  /login total, budget ${LOGIN_BUDGET_KB} (${loginTotal} bytes)`);

  console.log("\nEach route's own chunk (beyond the /login first paint):\n");
  for (const key of routeChunkKeys(manifest)) {
    const own = ownKeys(manifest, key, loginKeys);
    console.log(`${kb(sumOf(own))}  ${key}`);
  }

  console.log('\nLoaded on demand (not on the first paint):\n');
  const routes = new Set(routeChunkKeys(manifest));
  const onDemand = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry &&
      !routes.has(key) &&
      !/\.json$/.test(key) &&
      !loginKeys.has(key),
  );
  for (const key of onDemand)
    console.log(`${kb(sumOf(ownKeys(manifest, key, loginKeys)))}  ${key}`);

  console.log(
    // The bundler's own runtime chunk has no source map; without any map nothing can be checked.
    withoutSourceMaps === jsFilesOf(manifest, loginKeys).length
      ? '\nPackages on the /login first paint: not checked (no source maps; build with --sourcemap hidden)'
      : `\nPackages on the /login first paint: ${[...packagesOnFirstPaint].sort().join(', ')}`,
  );

  const failures = [];
  if (loginTotal > LOGIN_BUDGET_KB * 1000) {
    failures.push(
      `/login loads ${(loginTotal / 1000).toFixed(1)} kB of JavaScript before it is interactive; the budget is ${LOGIN_BUDGET_KB} kB.`,
    );
  }
  if (forbidden.length > 0) {
    failures.push(
      `/login's first paint holds ${forbidden.join(', ')}, which must load only when needed.`,
    );
  }
  if (failures.length > 0) {
    console.error(`\n\x1b[31m✘ ${failures.join('\n✘ ')}\x1b[0m`);
    process.exitCode = 1;
  } else {
    console.log(`\n\x1b[32m✔ /login is within its ${LOGIN_BUDGET_KB} kB budget\x1b[0m`);
  }
} finally {
  if (ownBuild) rmSync(distDir, { recursive: true, force: true });
}
