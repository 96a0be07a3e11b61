// Many clinics at once for the benchmarks: one INSERT … SELECT over generate_series, so 100,000
// rows take seconds on PGlite as on PostgreSQL. Names, countries, types, statuses, dates and
// addresses vary (some with accents and other scripts); every name is unique per country.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const words = (list: readonly string[]) =>
  `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;

// Each list has a different prime length and is picked by n modulo that length, so the parts
// of a clinic vary independently of each other; only the type follows the kind of name, as in
// life (a 'Hospital' is mostly a HOSPITAL), which makes some searches with a type filter rare.
/** Kinds of name, and whether that kind is mostly a hospital. */
const KINDS: readonly [string, boolean][] = [
  ['Clínica', false],
  ['Hospital', true],
  ['Centro Médico', false],
  ['Klinik', false],
  ['Clinique', false],
  ['Policlínico', false],
  ['Family Clinic', false],
  ['Spital', true],
  ['Ośrodek Zdrowia', false],
  ['Krankenhaus', true],
  ['診所', false],
];
const PLACES = [
  'São José',
  'Santa Maria',
  'Riverside',
  'Nord',
  'Élysée',
  'Zürich See',
  'Sagrada Família',
  'Kraków',
  'Østerbro',
  'Northgate',
  'Saint-Étienne',
  'Hillview',
  'Łódź',
  'Mühlental',
  'Oakwood',
  'Bellavista',
  'Ribeira',
];
const STREETS = [
  'Rua Augusta',
  'Main Street',
  'Avenue des Champs',
  'Königstraße',
  'Calle Mayor',
  'Via Roma',
  'Ulica Długa',
];
const CITIES = [
  'Lisboa',
  'Porto',
  'Madrid',
  'Paris',
  'München',
  'London',
  'Roma',
  'Gdańsk',
  'København',
  'Genève',
  'Taipei',
  'Coimbra',
  'Sevilla',
];
const DOMAINS = [
  'clinica.example.pt',
  'hospital.example.es',
  'sante.example.fr',
  'klinik.example.de',
  'nhs.example.uk',
];
const COUNTRIES = [
  'PT',
  'ES',
  'FR',
  'DE',
  'GB',
  'IT',
  'PL',
  'DK',
  'CH',
  'NL',
  'BE',
  'AT',
  'SE',
  'NO',
  'IE',
  'US',
  'BR',
  'JP',
  'TW',
];

/** The n-th word of a list, for n in generate_series. */
const pick = (list: readonly string[]) => `(${words(list)})[1 + i % ${list.length}]`;

/**
 * Adds `count` clinics named `<kind> <place> <n>` (so they never clash with the demo clinics or
 * with each other), 1 in 10 inactive, 1 in 20 of a type its name does not suggest, then runs
 * VACUUM ANALYZE as the api does after an import (clinicService's insertAll), so the planner
 * knows the table as it would after real imports.
 */
export async function seedClinics(db: Database, count: number): Promise<void> {
  const hospitalKinds = KINDS.filter(([, hospital]) => hospital).map(([kind]) => kind);
  await db.execute(
    sql.raw(`
      insert into clinics (name, type, address, calling_code, local_phone_number, email,
                           country_code, status, created_at, updated_at)
      select
        kind || ' ' || ${pick(PLACES)} || ' ' || i,
        case when (kind = any(${words(hospitalKinds)})) = (i % 20 <> 0) then 'HOSPITAL'
             else 'CLINIC' end,
        (1 + i % 997) || ' ' || ${pick(STREETS)} || ', ' || ${pick(CITIES)},
        case when i % 3 = 0 then null else '351' end,
        case when i % 3 = 0 then null else '21' || lpad((i % 10000000)::text, 7, '0') end,
        'clinic' || i || '@' || ${pick(DOMAINS)},
        ${pick(COUNTRIES)},
        case when i % 10 = 3 then 'INACTIVE' else 'ACTIVE' end,
        timestamptz '2024-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '5 minutes',
        timestamptz '2024-01-01 00:00:00+00' + ((i::bigint * 7919) % ${count}) * interval '5 minutes'
          + (i % 50) * interval '1 day'
      from generate_series(1, ${count}) as i,
        lateral (select ${pick(KINDS.map(([kind]) => kind))} as kind) as named
    `),
  );
  await db.execute(sql`vacuum analyze clinics`);
}

/** Makes `email` a member of one clinic in `every` of the seeded ones (a manager's scope). */
export async function addMemberships(db: Database, email: string, every: number): Promise<number> {
  const result = (await db.execute(sql`
    insert into user_clinics (user_id, clinic_id)
    select users.id, clinics.id from users, clinics
    where users.email = ${email}
      and substring(clinics.email from '^clinic([0-9]+)@')::int % ${every} = 0
    on conflict do nothing
    returning clinic_id
  `)) as unknown as { rows: unknown[] };
  await db.execute(sql`vacuum analyze user_clinics`);
  return result.rows.length;
}
