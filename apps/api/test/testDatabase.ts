import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemoData } from '../src/db/seed';

/**
 * PostgreSQL when TEST_DATABASE_URL is set (a schema of its own, dropped at the end), else a
 * fresh in-memory PGlite. Migrated and seeded with the demo data either way.
 */
export async function createTestDatabase(): Promise<{
  kind: DatabaseHandle['kind'];
  /** One more connection pool on the same data (a second api instance); PostgreSQL only. */
  openAnother(): Promise<DatabaseHandle>;
  handle: DatabaseHandle;
  close(): Promise<void>;
}> {
  const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!databaseUrl) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await seedDemoData(handle.db);
    return {
      kind: 'pglite',
      handle,
      openAnother: () => Promise.reject(new Error('a second instance needs PostgreSQL')),
      close: () => handle.close(),
    };
  }

  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const open = () => openDatabase({ databaseUrl, dataDir: '', searchPath: schema });
  const handle = await open();
  await seedDemoData(handle.db);
  return {
    kind: 'postgres',
    handle,
    // The instance that opens another pool closes it.
    openAnother: open,
    async close() {
      await handle.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
