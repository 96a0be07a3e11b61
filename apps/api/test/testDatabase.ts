import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { isNull } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { sessions } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';

/**
 * The migrated and seeded database of one run of the api suite, built once by test/globalSetup.ts
 * and copied by every test file: PGlite's data directory dumped to a file, or a PostgreSQL
 * template database. Plain data, so that it travels from the global setup to the test workers.
 */
export type SeededTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | {
      kind: 'postgres';
      /** TEST_DATABASE_URL: the database copies are created and dropped from. */
      serverUrl: string;
      templateName: string;
      /** Every copy is named `<copyPrefix><random>`, and the template too, so teardown finds all. */
      copyPrefix: string;
    };

let seededTemplate: SeededTemplate | null = null;

/** Test files copy `template` from now on (test/setup/seededCopies.ts, in every test worker). */
export function copyTestDatabasesFrom(template: SeededTemplate): void {
  seededTemplate = template;
}

const databaseUrlOf = (serverUrl: string, databaseName: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

/**
 * Builds the run's seeded template: migrated, seeded, then handed to `prepare` (which signs the
 * demo people in) while it is open. `dispose` drops a PostgreSQL template and any copy a killed
 * worker left; PGlite's dump is a file in `runDir`, which the caller removes.
 */
export async function buildSeededTemplate(options: {
  runDir: string;
  prepare(handle: DatabaseHandle): Promise<void>;
}): Promise<{ template: SeededTemplate; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      await seedDemoData(handle.db);
      await options.prepare(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dumpFile = path.join(options.runDir, 'seeded-pglite.tar');
      await writeFile(
        dumpFile,
        Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
      );
      return { template: { kind: 'pglite', dumpFile }, dispose: async () => {} };
    } finally {
      await handle.close();
    }
  }

  // Unique per run: two runs on one server (from two worktrees, say) never meet.
  const copyPrefix = `api_test_${randomBytes(5).toString('hex')}_`;
  const templateName = `${copyPrefix}template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dispose = async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [copyPrefix],
    );
    for (const { datname } of rows) await admin.query(`drop database "${datname}" with (force)`);
    await admin.end();
  };
  try {
    await admin.query(`create database "${templateName}"`);
    const handle = await openDatabase({
      databaseUrl: databaseUrlOf(serverUrl, templateName),
      dataDir: '',
    });
    // Closed before any copy: PostgreSQL copies a database only while nobody is connected to it.
    try {
      await seedDemoData(handle.db);
      await options.prepare(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { template: { kind: 'postgres', serverUrl, templateName, copyPrefix }, dispose };
}

/**
 * The demo people's sessions in the template were last seen when it was built: seen now, as if
 * they had signed in when the file started, so that a long run does not find them idle.
 */
const resumeDemoSessions = (handle: DatabaseHandle) =>
  handle.db.update(sessions).set({ lastSeenAt: new Date() }).where(isNull(sessions.endedAt));

/**
 * A database of this test file's own, seeded with the demo data: a copy of the run's seeded
 * template when there is one (test/globalSetup.ts), so that nothing another file writes is seen
 * here. Without one (the bench), a fresh one: PostgreSQL when TEST_DATABASE_URL is set (a schema
 * of its own, dropped at the end), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{
  kind: DatabaseHandle['kind'];
  /** One more connection pool on the same data (a second api instance); PostgreSQL only. */
  openAnother(): Promise<DatabaseHandle>;
  handle: DatabaseHandle;
  close(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  if (seededTemplate?.kind === 'pglite' || (!seededTemplate && !serverUrl)) {
    const handle = await openDatabase({
      databaseUrl: null,
      dataDir: 'memory://',
      ...(seededTemplate
        ? { loadDataDir: new Blob([await readFile(seededTemplate.dumpFile)]) }
        : {}),
    });
    if (seededTemplate) await resumeDemoSessions(handle);
    else await seedDemoData(handle.db);
    return {
      kind: 'pglite',
      handle,
      openAnother: () => Promise.reject(new Error('a second instance needs PostgreSQL')),
      close: () => handle.close(),
    };
  }

  let open: () => Promise<DatabaseHandle>;
  let drop: string;
  const admin = new pg.Client({ connectionString: seededTemplate?.serverUrl ?? serverUrl! });
  await admin.connect();
  if (seededTemplate) {
    const databaseName = `${seededTemplate.copyPrefix}${randomBytes(6).toString('hex')}`;
    await admin.query(
      `create database "${databaseName}" template "${seededTemplate.templateName}"`,
    );
    const databaseUrl = databaseUrlOf(seededTemplate.serverUrl, databaseName);
    open = () => openDatabase({ databaseUrl, dataDir: '' });
    // Not forced: PostgreSQL waits (up to 5 s) for the closed pool's connections to go, where
    // forcing would kill them while they end, an error nobody listens to any more.
    drop = `drop database "${databaseName}"`;
  } else {
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create schema "${schema}"`);
    open = () => openDatabase({ databaseUrl: serverUrl, dataDir: '', searchPath: schema });
    drop = `drop schema "${schema}" cascade`;
  }
  const handle = await open();
  if (seededTemplate) await resumeDemoSessions(handle);
  else await seedDemoData(handle.db);
  return {
    kind: 'postgres',
    handle,
    // The instance that opens another pool closes it.
    openAnother: open,
    async close() {
      await handle.close();
      await admin.query(drop);
      await admin.end();
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
