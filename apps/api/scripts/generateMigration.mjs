// `npm run db:generate -w @org/api -- --name <what>`: drizzle-kit writes the migration, then every
// "public". qualifier is removed so that the same SQL runs in whatever schema the search_path names
// (the PostgreSQL test suite migrates a schema of its own).
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');
const generated = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
});
if (generated.status !== 0) process.exit(generated.status ?? 1);

const migrationsDir = path.join(apiDir, 'drizzle');
for (const file of await readdir(migrationsDir)) {
  if (!file.endsWith('.sql')) continue;
  const fullPath = path.join(migrationsDir, file);
  const sql = await readFile(fullPath, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) await writeFile(fullPath, unqualified);
}
