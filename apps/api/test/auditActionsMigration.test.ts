import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

/** docs/product.md §12.3: the entries written before actions existed get theirs from the migration. */

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');
const MIGRATION = '0007_audit_actions';

interface Journal {
  entries: { tag: string }[];
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A folder with the migrations a database had before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'clinic-migrations-'));
  folders.push(folder);
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const earlier = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  for (const { tag: earlierTag } of earlier) {
    await copyFile(
      path.join(migrationsFolder, `${earlierTag}.sql`),
      path.join(folder, `${earlierTag}.sql`),
    );
  }
  return folder;
}

describe(`migration ${MIGRATION}`, () => {
  it('gives every earlier entry the action of its route, and the log stays append-only', async () => {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: await migrationsBefore(MIGRATION) });
      const earlier: [request: string, summary: string | null, expected: string][] = [
        ['POST /api/v1/auth/verify-otp', null, 'auth.signedIn'],
        ['PUT /api/v1/maintenance', null, 'maintenance.published'],
        ['PUT /api/v1/users/me/settings', null, 'settings.changed'],
        ['PUT /api/v1/clinics/:id', 'Clínica Norte', 'clinic.updated'],
        ['POST /api/v1/clinics/import', 'dry run', 'clinics.importChecked'],
        ['POST /api/v1/clinics/import', '3 clinics', 'clinics.imported'],
        ['POST /api/v1/users/import', 'dry run', 'users.importChecked'],
        ['HEAD /api/v1/patients/:id', null, 'patient.read'],
        ['POST /api/v1/widgets', null, 'record.created'],
        ['PATCH /api/v1/widgets/:id', null, 'record.updated'],
        ['DELETE /api/v1/widgets/:id', null, 'record.deleted'],
      ];
      for (const [request, summary] of earlier) {
        await client.query('insert into audit_log (action, status, summary) values ($1, 200, $2)', [
          request,
          summary,
        ]);
      }

      await migrate(db, { migrationsFolder });

      const { rows } = await client.query<{
        action: string;
        summary: string | null;
        action_code: string;
      }>('select action, summary, action_code from audit_log');
      expect(rows.map((row) => [row.action, row.summary, row.action_code]).sort()).toEqual(
        [...earlier].sort(),
      );
      await expect(
        client.query(`update audit_log set action_code = 'auth.signedIn'`),
      ).rejects.toThrow(/append-only/);
      await expect(
        client.query(`insert into audit_log (action, status) values ('POST /api/v1/x', 200)`),
      ).rejects.toThrow(/action_code/);
    } finally {
      await client.close();
    }
  });
});
