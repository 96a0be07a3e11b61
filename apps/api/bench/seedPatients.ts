// Many patients at once for the benchmarks: ~50 clinics of their own, a clinic manager of three
// of them, then one INSERT … SELECT over generate_series that adds the enrolments, so 100,000
// take seconds on PGlite as on PostgreSQL (a million, BENCH_PATIENTS=1000000, a minute or two:
// see REBUILD_INDEXES_ABOVE). Names (some with accents), e-mails, phones, programs,
// statuses and dates vary; every e-mail is unique, so no two enrolments collide.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const words = (list: readonly string[]) =>
  `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;

// As in seedStaff.ts: lists of prime length picked by n modulo that length, so the parts of a
// patient vary independently. Each name goes with its ASCII form, for the e-mail.
const FIRST_NAMES: readonly [string, string][] = [
  ['Ana', 'ana'],
  ['João', 'joao'],
  ['Maria', 'maria'],
  ['José', 'jose'],
  ['Fátima', 'fatima'],
  ['Lucía', 'lucia'],
  ['Mohammed', 'mohammed'],
  ['Nguyễn Thị', 'nguyen'],
  ['Chloé', 'chloe'],
  ['Grace', 'grace'],
  ['Amélia', 'amelia'],
  ['Søren', 'soren'],
  ['Wei', 'wei'],
  ['Patrice', 'patrice'],
  ['Inês', 'ines'],
  ['Omar', 'omar'],
  ['Zoë', 'zoe'],
];
const LAST_NAMES: readonly [string, string][] = [
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Cossa', 'cossa'],
  ['García', 'garcia'],
  ['Dubois', 'dubois'],
  ['Mbuyi', 'mbuyi'],
  ['Smith', 'smith'],
  ['Rossi', 'rossi'],
  ['Al-Harbi', 'alharbi'],
  ['Pereira', 'pereira'],
  ['Fernández', 'fernandez'],
  ["O'Neill", 'oneill'],
  ['Chen', 'chen'],
  ['Müller', 'muller'],
  ['Costa', 'costa'],
  ['Nowak', 'nowak'],
  ['Tembe', 'tembe'],
  ['Lefèvre', 'lefevre'],
  ['Kasongo', 'kasongo'],
];
const DOMAINS = [
  'correio.example.pt',
  'correo.example.es',
  'courriel.example.fr',
  'mail.example.com',
  'post.example.de',
  'mail.example.mz',
  'mail.example.org',
];
const WITHDRAWAL_REASONS = ['Moved away.', 'Declined treatment.', 'Care elsewhere.'];

/** The seeded clinics' names: `Patient Bench Clinic 01` … (no other seed uses them). */
export const PATIENT_CLINIC_PREFIX = 'Patient Bench Clinic';
/** The clinic manager the manager scenarios sign in as: a member of three seeded clinics. */
export const BENCH_MANAGER_EMAIL = 'bench.manager@clinic.test';
/** How many of the seeded clinics the bench manager belongs to. */
export const BENCH_MANAGER_CLINICS = 3;

const pickBy = (list: readonly string[], n: string) =>
  `(${words(list)})[1 + ${n} % ${list.length}]`;

/**
 * Above this many enrolments (BENCH_PATIENTS=1000000), the patients' indexes are dropped for the
 * insert and built again afterwards, as a restore does: one sorted build of each index takes a
 * fraction of the time of a million insertions into each (300,000 enrolments: 55 s instead of 91 s
 * on PostgreSQL). Up to it, the default, they are filled row by row as before, so that its figures
 * stay comparable.
 */
const REBUILD_INDEXES_ABOVE = 100_000;

/** Runs `work` without `table`'s indexes (those of no constraint), then builds them again. */
async function withIndexesRebuilt(db: Database, table: string, work: () => Promise<unknown>) {
  const indexes = (
    (await db.execute(sql`
      select index.relname as name, pg_get_indexdef(index.oid) as definition
      from pg_index
      join pg_class as index on index.oid = pg_index.indexrelid
      where pg_index.indrelid = ${table}::regclass
        and not exists (select from pg_constraint where pg_constraint.conindid = index.oid)
    `)) as unknown as { rows: { name: string; definition: string }[] }
  ).rows;
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  await work();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}

/**
 * Adds `clinicCount` active clinics, the bench manager (in the first three), then `count`
 * enrolments (`<first> <last>`, e-mail `<first>.<last>.<n>@<domain>`, a Portuguese mobile),
 * spread evenly over the clinics and the programs there are: 1 in 12 COMPLETED, 1 in 15
 * WITHDRAWN with a reason, the rest ENROLLED; enrolled over three years. Runs VACUUM ANALYZE
 * afterwards, as PostgreSQL's autovacuum would (PGlite has none).
 */
export async function seedPatients(db: Database, count: number, clinicCount: number) {
  await db.execute(
    sql.raw(`
      insert into clinics (name, type, address, email, country_code, status)
      select '${PATIENT_CLINIC_PREFIX} ' || lpad(c::text, 2, '0'), 'CLINIC',
        c || ' Rua Augusta, Lisboa', 'patient-clinic' || c || '@clinica.example.pt', 'PT', 'ACTIVE'
      from generate_series(1, ${clinicCount}) as c
    `),
  );
  await db.execute(
    sql.raw(`
      with manager as (
        insert into users (email, full_name, role, address)
        values ('${BENCH_MANAGER_EMAIL}', 'Bench Manager', 'CLINIC_MANAGER', 'Rua 1, Lisboa')
        returning id
      )
      insert into user_clinics (user_id, clinic_id)
      select manager.id, clinics.id from manager, clinics
      where clinics.name in (${Array.from(
        { length: BENCH_MANAGER_CLINICS },
        (_, k) => `'${PATIENT_CLINIC_PREFIX} ${String(k + 1).padStart(2, '0')}'`,
      ).join(', ')})
    `),
  );
  const first = (i: string, ascii = false) =>
    pickBy(
      FIRST_NAMES.map((name) => name[ascii ? 1 : 0]),
      i,
    );
  const last = (i: string, ascii = false) =>
    pickBy(
      LAST_NAMES.map((name) => name[ascii ? 1 : 0]),
      `(${i} / 17)`,
    );
  // About three years of enrolments whatever the count: one every 15 minutes up to 100,000. The
  // products with 7919 are bigint: as integers they overflow from 271,000 enrolments on.
  const step = `interval '${(15 * 60 * Math.min(1, 100_000 / count)).toFixed(3)} seconds'`;
  const insert = () =>
    db.execute(
      sql.raw(`
      with bench_clinics as (
        select array_agg(id order by name) as ids from clinics
        where name like '${PATIENT_CLINIC_PREFIX} %'
      ),
      bench_programs as (select array_agg(id order by name) as ids from programs)
      insert into patients (full_name, email, calling_code, local_phone_number, address,
                            program_id, clinic_id, status, status_reason, enrolled_at,
                            status_changed_at)
      select
        ${first('i')} || ' ' || ${last('i')},
        ${first('i', true)} || '.' || ${last('i', true)} || '.' || i || '@' || ${pickBy(DOMAINS, 'i')},
        '351',
        '9' || (1 + i % 3)::text || lpad(((i::bigint * 7919) % 10000000)::text, 7, '0'),
        case when i % 3 = 0 then null else (1 + i % 300) || ' Rua Augusta, Lisboa' end,
        bench_programs.ids[1 + i % array_length(bench_programs.ids, 1)],
        bench_clinics.ids[1 + (i / 7) % ${clinicCount}],
        case when i % 12 = 5 then 'COMPLETED' when i % 15 = 7 then 'WITHDRAWN' else 'ENROLLED' end,
        case when i % 12 <> 5 and i % 15 = 7 then ${pickBy(WITHDRAWAL_REASONS, 'i')} end,
        timestamptz '2023-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * ${step},
        timestamptz '2023-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * ${step}
          + case when i % 12 = 5 or i % 15 = 7 then (30 + i % 90) * interval '1 day'
                 else interval '0' end
      from generate_series(1, ${count}) as i, bench_clinics, bench_programs
    `),
    );
  if (count > REBUILD_INDEXES_ABOVE) await withIndexesRebuilt(db, 'patients', insert);
  else await insert();
  await db.execute(sql`vacuum analyze clinics`);
  await db.execute(sql`vacuum analyze user_clinics`);
  await db.execute(sql`vacuum analyze patients`);
}

/** The clinics seedPatients added, by name, and the programs, by name. */
export async function patientBenchIds(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string; name: string }[] }).rows;
  return {
    clinics: await rows(sql`
      select id, name from clinics where name like ${`${PATIENT_CLINIC_PREFIX} %`} order by name
    `),
    programs: await rows(sql`select id, name from programs order by name`),
  };
}
