import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The api runs in Node and must not load what only the console needs: the browser Firebase SDK
 * (`firebase`, `@firebase/*`) or axios, as it did when it imported `roles` from @org/api-client.
 * firebase-admin is the api's own and allowed. The real entry point (src/main.ts) is started as
 * `npm start` starts it, with test/support/recordModules.mjs recording every module it loads.
 */

const apiDir = path.resolve(import.meta.dirname, '..');
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** Starts src/main.ts, waits until it listens, makes two requests, stops it: every module URL. */
async function modulesLoadedByTheApi(workDir: string): Promise<string[]> {
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST must be set.');
  const recordTo = path.join(workDir, 'modules.txt');
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      './test/support/recordModules.mjs',
      'src/main.ts',
    ],
    {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        RECORD_MODULES_TO: recordTo,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: 'memory://',
        UPLOAD_DIR: path.join(workDir, 'uploads'),
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the api did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the api exited (${code}) before listening:\n${output}`));
    });
  });
  try {
    // A request that reaches the database, and one that has firebase-admin verify a token.
    expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
    const me = await fetch(`${baseUrl}/api/v1/users/me`, {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(me.status).toBe(401);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  const lines = (await readFile(recordTo, 'utf8')).split('\n').filter(Boolean);
  return [...new Set(lines)];
}

let workDir: string;
let loaded: string[];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'clinic-api-modules-'));
  loaded = await modulesLoadedByTheApi(workDir);
}, 60_000);
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** The package a module URL belongs to, by its last `node_modules/` (so `gaxios` is not axios). */
const packageOf = (url: string): string | null => {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(url);
  if (match) return match[1]!;
  return url.includes('/packages/api-client/') ? '@org/api-client' : null;
};

/** Only the console needs them; firebase-admin, the api's own, loads none of them. */
const isBrowserOnly = (name: string) =>
  name === 'firebase' ||
  name.startsWith('@firebase/') ||
  name === 'axios' ||
  name === '@org/api-client';

describe('starting the api', () => {
  it('is recorded: its own modules, ES and CommonJS (fastify, firebase-admin) alike', () => {
    expect(loaded.some((url) => url.endsWith('/apps/api/src/server.ts'))).toBe(true);
    const packages = new Set(loaded.map(packageOf));
    expect(packages).toContain('fastify');
    expect(packages).toContain('firebase-admin');
  });

  it('loads neither the browser Firebase SDK (firebase, @firebase/*) nor axios', () => {
    const browserOnly = new Set(
      loaded.map(packageOf).filter((name): name is string => name !== null && isBrowserOnly(name)),
    );
    expect([...browserOnly]).toEqual([]);
  });
});
