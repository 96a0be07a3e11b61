import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from '../testApi';

/**
 * For a test file under test/postgres/: two api instances on one PostgreSQL schema, started before
 * its tests and closed after them. Each file gets a schema of its own, so its rate-limit counters
 * and data do not reach another file's.
 */
export function withTwoInstances() {
  const instances = {
    first: undefined as unknown as TestApi,
    second: undefined as unknown as TestApi,
  };
  beforeAll(async () => {
    instances.first = await startTestApi();
    instances.second = await startTestApi({ shareDatabaseWith: instances.first });
  });
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
  });
  return instances;
}
