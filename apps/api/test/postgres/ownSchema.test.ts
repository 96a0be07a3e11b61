import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { seedDemoData } from '../../src/db/seed';

// docs/decisions.md (clinics search, pg_trgm): the api may run with a search_path of only its own
// schema, pg_trgm staying in public. Migrating and seeding there reaches every trigram call the demo
// data makes (the possible duplicates' name similarity among them).
it('migrates and seeds in a schema of its own, with pg_trgm in public', async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const schema = `api_own_${randomBytes(6).toString('hex')}`;
  await admin.query(`create schema "${schema}"`);
  try {
    const handle = await openDatabase({ databaseUrl, dataDir: '', searchPath: schema });
    try {
      await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from "${schema}".patient_duplicates`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  } finally {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
});
