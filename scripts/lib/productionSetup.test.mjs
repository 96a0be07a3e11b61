// The README's "Production" section, run as written: its console build must give a bundle for the
// named Firebase project and nothing of the emulator, the same build without those settings (or
// with the emulator's) must be refused, its api command must be a configuration the api accepts,
// and it must name every setting the console and the api read.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { rootDir } from './processes.mjs';

const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');

/** The README's "### Production" section, up to the next heading of its level or above. */
function productionSection() {
  const start = readme.indexOf('\n### Production\n');
  assert.notEqual(start, -1, 'README.md has no "### Production" section');
  const rest = readme.slice(start + 1);
  const end = rest.slice(1).search(/\n#{2,3} /);
  return end === -1 ? rest : rest.slice(0, end + 1);
}
const section = productionSection();

/** The section's shell commands, continuation lines joined: the console's build, then the api's start. */
function commands() {
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(block, 'the Production section has no sh block');
  const joined = block.replace(/\\\n/g, ' ');
  const lines = joined.split('\n').map((line) => line.trim().replace(/\s+/g, ' '));
  const build = lines.find((line) => line.endsWith('npm run build -w @org/console'));
  const start = lines.find((line) => line.endsWith('npm start -w @org/api'));
  assert.ok(build, 'no command ends with `npm run build -w @org/console`');
  assert.ok(start, 'no command ends with `npm start -w @org/api`');
  return {
    buildSettings: build.slice(0, -'npm run build -w @org/console'.length),
    startSettings: start.slice(0, -'npm start -w @org/api'.length),
  };
}
const { buildSettings, startSettings } = commands();

/** Only what a shell needs: the settings come from the README's command, not from this run's. */
const bareEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: tmpdir(),
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

const consoleDir = path.join(rootDir, 'apps/console');
const vite = path.join(rootDir, 'node_modules/vite/bin/vite.js');
const outDirs = [];
after(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

/** `vite build` (what `npm run build -w @org/console` runs) after `settings`, in bash. */
function buildConsole(settings) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'console-production-'));
  outDirs.push(outDir);
  const result = spawnSync(
    'bash',
    [
      '-c',
      `${settings} exec "${process.execPath}" "${vite}" build --outDir "${outDir}" --emptyOutDir --logLevel warn`,
    ],
    { cwd: consoleDir, env: bareEnv, encoding: 'utf8' },
  );
  return { outDir, status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every script of a build, as one text (the precompressed copies left out). */
function scriptsOf(outDir) {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

const valueOf = (settings, name) => {
  const match = new RegExp(`(?:^|\\s)${name}=(\\S+)`).exec(settings);
  assert.ok(match, `the README's build command sets no ${name}`);
  return match[1];
};

test("the README's console build is for the named Firebase project, with nothing of the emulator", () => {
  const { outDir, status, output } = buildConsole(buildSettings);
  assert.equal(status, 0, output);
  const scripts = scriptsOf(outDir);
  for (const name of [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_AUTH_DOMAIN',
  ]) {
    assert.ok(
      scripts.includes(valueOf(buildSettings, name)),
      `${name}'s value is not in the build`,
    );
  }
  for (const emulatorTrace of ['127.0.0.1', ':9099', 'demo-clinic', 'demo-api-key']) {
    assert.ok(!scripts.includes(emulatorTrace), `the build holds "${emulatorTrace}"`);
  }
});

test('a production build with the demo settings is refused, naming each setting', () => {
  const { status, output } = buildConsole('');
  assert.notEqual(status, 0);
  for (const name of [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'CONSOLE_ALLOW_DEMO_SETTINGS',
  ]) {
    assert.match(output, new RegExp(name));
  }
});

test("a production build with an emulator's address or a demo project is refused", () => {
  const emulator = buildConsole(
    `${buildSettings} VITE_FIREBASE_AUTH_EMULATOR_URL=http://127.0.0.1:9099`,
  );
  assert.notEqual(emulator.status, 0);
  assert.match(emulator.output, /VITE_FIREBASE_AUTH_EMULATOR_URL names an Auth emulator/);
  const demo = buildConsole(`${buildSettings} VITE_FIREBASE_PROJECT_ID=demo-clinic`);
  assert.notEqual(demo.status, 0);
  assert.match(demo.output, /VITE_FIREBASE_PROJECT_ID .*demo project/);
});

test("the README's api command is a production configuration the api accepts", () => {
  const check = `
    const { loadConfig } = await import(${JSON.stringify(path.join(rootDir, 'apps/api/src/config.ts'))});
    const config = loadConfig(process.env);
    console.log(JSON.stringify({ production: config.production, consoleDir: config.consoleDir }));`;
  const result = spawnSync(
    'bash',
    [
      '-c',
      `${startSettings} exec "${process.execPath}" --conditions=source --import tsx --input-type=module -e "$0"`,
      check,
    ],
    { cwd: rootDir, env: bareEnv, encoding: 'utf8' },
  );
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  assert.deepEqual(JSON.parse(result.stdout.trim().split('\n').at(-1)), {
    production: true,
    consoleDir: path.join(rootDir, 'apps/console/dist'),
  });
});

/** Every `NAME` of settings shape the section mentions. */
const documented = new Set(
  section.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\bNODE_ENV\b|\bPORT\b|\bHOST\b/g),
);

test('the Production section names every setting the console and the api read', () => {
  const consoleSettings = new Set(['CONSOLE_ALLOW_DEMO_SETTINGS']);
  const sources = readdirSync(path.join(consoleDir, 'src'), { recursive: true })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => readFileSync(path.join(consoleDir, 'src', name), 'utf8'));
  for (const source of sources) {
    for (const [name] of source.matchAll(/\bVITE_[A-Z0-9_]+/g)) consoleSettings.add(name);
  }
  const apiConfig = readFileSync(path.join(rootDir, 'apps/api/src/config.ts'), 'utf8');
  // firebase-admin reads the service account's file itself.
  const apiSettings = new Set(['GOOGLE_APPLICATION_CREDENTIALS']);
  for (const pattern of [/\benv\.([A-Z][A-Z0-9_]*)/g, /\bwholeNumber\(\s*'([A-Z0-9_]+)'/g]) {
    for (const [, name] of apiConfig.matchAll(pattern)) apiSettings.add(name);
  }
  assert.ok(consoleSettings.has('VITE_FIREBASE_API_KEY'), 'the console sources were not read');
  assert.ok(apiSettings.has('MAX_CONNECTIONS'), 'the api configuration was not read');
  const missing = [...consoleSettings, ...apiSettings].filter((name) => !documented.has(name));
  assert.deepEqual(missing, [], `README.md "Production" does not name ${missing.join(', ')}`);
});
