// The console's production build, for `npm start` and the end-to-end tests: built only when its
// inputs changed since the build in `outDir` (a hash of them is kept in `outDir/.inputs-hash`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from './processes.mjs';

const consoleDir = path.join(rootDir, 'apps/console');
const STAMP = '.inputs-hash';

/**
 * What the build reads: the console's sources, public files and config, the workspace packages'
 * sources (used from source), the lockfile (dependency versions), the root config files, and the
 * console's .env* files (Vite reads them, see `envFilesOf`). Tests, stories and the console's
 * helper scripts are not built, so they are left out.
 */
const INPUT_DIRS = [
  'apps/console/src',
  'apps/console/public',
  'packages/ui/src',
  'packages/forms/src',
  'packages/api-client/src',
  'packages/contracts/src',
];
const INPUT_FILES = [
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/console/vitePrecompress.ts',
  'apps/console/vitePreloadLogin.ts',
  'apps/console/viteProductionSettings.ts',
  'apps/console/package.json',
  'apps/console/tsconfig.json',
  'packages/ui/package.json',
  'packages/forms/package.json',
  'packages/api-client/package.json',
  'packages/contracts/package.json',
  'workspaceAliases.ts',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];
const notBuilt = /\.(?:test|stories)\.[cm]?[jt]sx?$/;

async function filesOf(root, dir) {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !notBuilt.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** apps/console/.env, .env.local, .env.production…: Vite loads them from the console's folder. */
async function envFilesOf(root) {
  const entries = await readdir(path.join(root, 'apps/console'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.startsWith('.env'))
    .map((entry) => path.join('apps/console', entry.name));
}

/**
 * A hash of every input of the build and of the VITE_* settings it is made with. `root` is the
 * repository's (another only in consoleBuild.test.mjs).
 */
export async function consoleInputsHash(env, root = rootDir, options = {}) {
  const files = [
    ...INPUT_FILES,
    ...(await envFilesOf(root)),
    ...(await Promise.all(INPUT_DIRS.map((dir) => filesOf(root, dir)))).flat(),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  hash.update(JSON.stringify({ sourcemap: options.sourcemap ?? false }));
  return hash.digest('hex');
}

function runVite(outDir, env, sourcemap) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(rootDir, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        outDir,
        '--emptyOutDir',
        ...(sourcemap ? ['--sourcemap', sourcemap] : []),
      ],
      { cwd: consoleDir, env, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`console build failed (exit code ${code})`)),
    );
  });
}

/**
 * Builds the console into `outDir` unless the build there was made from the same inputs and
 * settings. The stamp is written last, so a build that failed half-way is made again next time.
 * A relative `outDir` is the caller's (Vite would read it from the console's folder). `sourcemap`
 * is Vite's option (the tests' build has 'hidden' maps, for the /login size check). Resolves
 * `{ built, seconds }`.
 */
export async function buildConsole({ outDir: givenOutDir, env = {}, sourcemap = false }) {
  const started = Date.now();
  const outDir = path.resolve(givenOutDir);
  const buildEnv = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...process.env, ...env };
  const inputsHash = await consoleInputsHash(buildEnv, rootDir, { sourcemap });
  const stamp = path.join(outDir, STAMP);
  const kept = await readFile(stamp, 'utf8').catch(() => null);
  if (kept?.trim() === inputsHash) return { built: false, seconds: (Date.now() - started) / 1000 };

  await rm(stamp, { force: true });
  await runVite(outDir, buildEnv, sourcemap);
  await writeFile(stamp, `${inputsHash}\n`);
  return { built: true, seconds: (Date.now() - started) / 1000 };
}
