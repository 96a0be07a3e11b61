import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { mailQueue, otpCodes, outboxMessages, rateLimits } from '../src/db/schema';
import { demoPeople, type DemoPerson } from './support/demoPeople';
import { startTestApi } from './testApi';
import { buildSeededTemplate, type SeededTemplate } from './testDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
    /** ID tokens of the demo people's sessions in the seeded template (support/demoPeople.ts). */
    demoPeopleTokens: Record<DemoPerson, string>;
    /** A folder of this run's own (the two isolation files meet there). */
    runDir: string;
  }
}

/**
 * Once per run of the api suite: the migrated, seeded database every test file copies
 * (testDatabase.ts), with the four demo people signed in through the real routes, so that a test
 * that is not about signing in starts signed in.
 */
export default async function setup(project: TestProject) {
  const runDir = await mkdtemp(path.join(tmpdir(), 'clinic-api-run-'));
  const tokens = {} as Record<DemoPerson, string>;
  const { template, dispose } = await buildSeededTemplate({
    runDir,
    async prepare(database) {
      const api = await startTestApi({ database });
      try {
        for (const who of demoPeople) tokens[who] = await api.signIn(`${who}@clinic.test`);
      } finally {
        await api.close();
      }
      // What signing in leaves behind but a session: each file starts with no counters, codes or mail.
      for (const table of [rateLimits, otpCodes, outboxMessages, mailQueue]) {
        await database.db.delete(table);
      }
    },
  });
  project.provide('seededTemplate', template);
  project.provide('demoPeopleTokens', tokens);
  project.provide('runDir', runDir);
  return async () => {
    await dispose();
    await rm(runDir, { recursive: true, force: true });
  };
}
