// `node --test scripts/lib/consoleBuild.test.mjs`: what makes `npm start` and the end-to-end tests
// build the console again, on a copy of the build's inputs (the repository is not touched).
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { consoleInputsHash } from './consoleBuild.mjs';
import { rootDir } from './processes.mjs';

let copy;
const env = { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', HOME: '/home/someone' };
const hashOfCopy = (settings = env) => consoleInputsHash(settings, copy);

before(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'console-inputs-'));
  const skipped = new Set(['node_modules', 'dist']);
  const copyOf = (from) =>
    cp(path.join(rootDir, from), path.join(copy, from), {
      recursive: true,
      filter: (source) => !skipped.has(path.basename(source)),
    });
  await copyOf('apps/console');
  for (const workspace of await readdir(path.join(rootDir, 'packages'))) {
    await copyOf(`packages/${workspace}/src`);
    await copyOf(`packages/${workspace}/package.json`);
  }
  for (const file of [
    'workspaceAliases.ts',
    'tsconfig.base.json',
    'package.json',
    'package-lock.json',
  ]) {
    await copyOf(file);
  }
});

after(() => rm(copy, { recursive: true, force: true }));

test('the hash of the same inputs and settings is the same', async () => {
  assert.equal(await hashOfCopy(), await hashOfCopy());
  // Settings other than VITE_* and NODE_ENV are not the build's.
  assert.equal(await hashOfCopy(), await hashOfCopy({ ...env, HOME: '/elsewhere' }));
});

test('a VITE_* setting changes the hash', async () => {
  assert.notEqual(
    await hashOfCopy(),
    await hashOfCopy({ ...env, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199' }),
  );
});

test('asking for source maps changes the hash', async () => {
  assert.notEqual(await hashOfCopy(), await consoleInputsHash(env, copy, { sourcemap: 'hidden' }));
});

test("a console source file's content changes the hash; a test file's does not", async () => {
  const before = await hashOfCopy();
  await writeFile(path.join(copy, 'apps/console/src/hashProbe.test.tsx'), 'export {};\n');
  assert.equal(await hashOfCopy(), before);

  await appendFile(path.join(copy, 'apps/console/src/main.tsx'), '\n// changed\n');
  assert.notEqual(await hashOfCopy(), before);
});

test("the console's .env files change the hash", async () => {
  const before = await hashOfCopy();
  await writeFile(path.join(copy, 'apps/console/.env.local'), 'VITE_SOMETHING=1\n');
  assert.notEqual(await hashOfCopy(), before);
});
