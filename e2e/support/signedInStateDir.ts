import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global setup for the journeys: an empty folder for this run's signed-in states, which
 * `signedInState` (./signIn.ts) fills the first time a journey needs each demo person, removed when
 * the run ends. A state lives as long as the run's database, which scripts/test.mjs starts empty.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-signed-in-'));
  project.provide('signedInStateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
