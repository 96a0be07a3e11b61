import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleRoutes } from './consoleRoutes';

let consoleDir: string;
beforeEach(async () => {
  consoleDir = await mkdtemp(path.join(tmpdir(), 'clinic-console-routes-'));
});
afterEach(async () => {
  await rm(consoleDir, { recursive: true, force: true });
});

describe('consoleRoutes', () => {
  it('refuses to start without a build when one is required (production)', async () => {
    const app = Fastify();
    await expect(
      app.register(consoleRoutes(consoleDir, { buildRequired: true })).ready(),
    ).rejects.toThrow(/CONSOLE_DIR has no index.html/);
    await app.close();
  });

  it('otherwise starts before the build and serves the page once the build lands', async () => {
    const app = Fastify();
    await app.register(consoleRoutes(consoleDir, { buildRequired: false }));
    expect((await app.inject('/login')).statusCode).toBe(404);

    await writeFile(path.join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
    const page = await app.inject('/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    await app.close();
  });
});
