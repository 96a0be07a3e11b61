import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, type SeededTemplate } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Once per run of the api suite: the migrated, seeded database every test file copies (testDatabase.ts). */
export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(tmpdir(), 'clinic-api-run-'));
  const { template, dispose } = await buildSeededTemplate({ runDir, prepare: async () => {} });
  project.provide('seededTemplate', template);
  return async () => {
    await dispose();
    await rm(runDir, { recursive: true, force: true });
  };
}
