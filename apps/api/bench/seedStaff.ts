// Many staff users at once for the benchmarks: ~50 clinics of their own, then one INSERT … SELECT
// over generate_series that adds the users and gives each one membership, so 50,000 users take
// seconds on PGlite as on PostgreSQL. Names (some with accents), roles, statuses, sign-ins, dates
// and phones vary; every e-mail is unique and in lower case, as the api stores them.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const words = (list: readonly string[]) =>
  `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;

// As in seedClinics.ts: each list has a prime length and is picked by n modulo that length, so
// the parts of a user vary independently. Each name goes with its ASCII form, for the e-mail.
const FIRST_NAMES: readonly [string, string][] = [
  ['Ana', 'ana'],
  ['João', 'joao'],
  ['Maria', 'maria'],
  ['José', 'jose'],
  ['Sophie', 'sophie'],
  ['Łukasz', 'lukasz'],
  ['Zoë', 'zoe'],
  ['Mohammed', 'mohammed'],
  ['Nguyễn Văn', 'nguyen'],
  ['Émile', 'emile'],
  ['Hannah', 'hannah'],
  ['Søren', 'soren'],
  ['Lucía', 'lucia'],
  ['Oliver', 'oliver'],
  ['Wei', 'wei'],
  ['Giulia', 'giulia'],
  ['Daniel', 'daniel'],
];
const LAST_NAMES: readonly [string, string][] = [
  ['Silva', 'silva'],
  ['Santos', 'santos'],
  ['Müller', 'muller'],
  ['García', 'garcia'],
  ['Dubois', 'dubois'],
  ['Kowalski', 'kowalski'],
  ['Smith', 'smith'],
  ['Rossi', 'rossi'],
  ['Jensen', 'jensen'],
  ['Pereira', 'pereira'],
  ['Fernández', 'fernandez'],
  ["O'Brien", 'obrien'],
  ['Chen', 'chen'],
  ['Schmidt', 'schmidt'],
  ['Costa', 'costa'],
  ['Nowak', 'nowak'],
  ['Martins', 'martins'],
  ['Lefèvre', 'lefevre'],
  ['Andersen', 'andersen'],
];
const DOMAINS = [
  'clinica.example.pt',
  'hospital.example.es',
  'sante.example.fr',
  'klinik.example.de',
  'nhs.example.uk',
  'mail.example.com',
  'staff.example.org',
];
const STREETS = ['Rua Augusta', 'Main Street', 'Königstraße', 'Calle Mayor', 'Via Roma'];
const CITIES = ['Lisboa', 'Porto', 'Madrid', 'Paris', 'München', 'London', 'Gdańsk'];

/** The seeded clinics' names: `Staff Bench Clinic 01` … (no demo or seedClinics name is one). */
export const STAFF_CLINIC_PREFIX = 'Staff Bench Clinic';

const pickBy = (list: readonly string[], n: string) =>
  `(${words(list)})[1 + ${n} % ${list.length}]`;

/**
 * Adds `clinicCount` active clinics, then `count` staff users (`<first> <last>`, e-mail
 * `<first>.<last>.<n>@<domain>`): 1 in 8 inactive; roles 1 in 50 SYSTEM_ADMIN, 1 in 10
 * CLINIC_MANAGER, then DOCTOR and NURSE; 1 in 4 never signed in; each a member of one seeded
 * clinic. Runs VACUUM ANALYZE afterwards, as after a real import.
 */
export async function seedStaff(db: Database, count: number, clinicCount: number): Promise<void> {
  await db.execute(
    sql.raw(`
      insert into clinics (name, type, address, email, country_code, status)
      select '${STAFF_CLINIC_PREFIX} ' || lpad(c::text, 2, '0'),
        case when c % 5 = 0 then 'HOSPITAL' else 'CLINIC' end,
        c || ' ' || ${pickBy(STREETS, 'c')} || ', ' || ${pickBy(CITIES, 'c')},
        'staff-clinic' || c || '@clinica.example.pt',
        'PT',
        'ACTIVE'
      from generate_series(1, ${clinicCount}) as c
    `),
  );
  const first = (i: string) =>
    pickBy(
      FIRST_NAMES.map(([name]) => name),
      i,
    );
  const firstAscii = (i: string) =>
    pickBy(
      FIRST_NAMES.map(([, ascii]) => ascii),
      i,
    );
  const last = (i: string) =>
    pickBy(
      LAST_NAMES.map(([name]) => name),
      `(${i} / 17)`,
    );
  const lastAscii = (i: string) =>
    pickBy(
      LAST_NAMES.map(([, ascii]) => ascii),
      `(${i} / 17)`,
    );
  await db.execute(
    sql.raw(`
      with staff_clinics as (
        select id, (row_number() over (order by name)) - 1 as k
        from clinics where name like '${STAFF_CLINIC_PREFIX} %'
      ),
      added as (
        insert into users (email, full_name, role, status, calling_code, local_phone_number,
                           address, last_sign_in_at, created_at, updated_at)
        select
          ${firstAscii('i')} || '.' || ${lastAscii('i')} || '.' || i || '@' || ${pickBy(DOMAINS, 'i')},
          ${first('i')} || ' ' || ${last('i')},
          case when i % 50 = 0 then 'SYSTEM_ADMIN'
               when i % 10 = 1 then 'CLINIC_MANAGER'
               when i % 2 = 0 then 'DOCTOR'
               else 'NURSE' end,
          case when i % 8 = 5 then 'INACTIVE' else 'ACTIVE' end,
          case when i % 3 = 0 then null else '351' end,
          case when i % 3 = 0 then null else '91' || lpad((i % 10000000)::text, 7, '0') end,
          (1 + i % 499) || ' ' || ${pickBy(STREETS, 'i')} || ', ' || ${pickBy(CITIES, 'i')},
          case when i % 4 = 2 then null
               else timestamptz '2025-01-01 00:00:00+00' + ((i * 4219) % ${count}) * interval '7 minutes' end,
          timestamptz '2023-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '9 minutes',
          timestamptz '2023-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '9 minutes'
            + (i % 40) * interval '1 day'
        from generate_series(1, ${count}) as i
        returning id, email
      )
      insert into user_clinics (user_id, clinic_id)
      select added.id, staff_clinics.id
      from added
      join staff_clinics
        on staff_clinics.k = substring(added.email from '\\.([0-9]+)@')::int % ${clinicCount}
    `),
  );
  await db.execute(sql`vacuum analyze clinics`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze user_clinics`);
}

/** The clinics seedStaff added, by name. */
export async function staffClinics(db: Database): Promise<{ id: string; name: string }[]> {
  const result = (await db.execute(sql`
    select id, name from clinics
    where name like ${`${STAFF_CLINIC_PREFIX} %`} and status = 'ACTIVE'
    order by name
  `)) as unknown as { rows: { id: string; name: string }[] };
  return result.rows;
}
