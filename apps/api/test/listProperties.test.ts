import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import {
  clinicSortFields,
  clinicTypes,
  enrolmentStatuses,
  patientSortFields,
  recordStatuses,
  roles,
  staffUserSortFields,
  supportedLocales,
  type Locale,
  type Page,
} from '@org/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPeople, withDemoPeople, type DemoPerson } from './support/demoPeople';

/**
 * Random valid parameters against a plain SQL reference: for any page, page size, sort (either
 * way, in any reader's language), search and filters, a list answers the items and the total that
 * a plain query over the tables answers, for each demo person's scope. The reference is written
 * apart from the api's listing (strpos for the search, array_position for the country names), so
 * it checks what the listing means, not how it is built. 5,200 more clinics than the demo's make
 * the clinics list read both ways it reads a page: counted first with few matches read apart, and
 * with many matches in the sort's order (src/db/listing.ts).
 */

const signedIn = withDemoPeople();
const RUNS = 60;

const rowsOf = async <Row>(query: SQL): Promise<Row[]> =>
  ((await signedIn.api.db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * How many runs of each list met each case: with no match, with few (a page read apart, at most
 * FEW_MATCHES) and with many; each list's property must have met rows, so a run that matched
 * nothing every time proves nothing.
 */
const met = { none: 0, few: 0, many: 0 };
const tally = (total: number) => {
  met[total === 0 ? 'none' : total <= 5_000 ? 'few' : 'many'] += 1;
};

/** What a list answered, as ids and total. */
const answerOf = async (who: DemoPerson, url: string) => {
  const response = await signedIn.call(who, 'GET', url);
  expect(response.status, `${url}: ${response.text}`).toBe(200);
  const page = response.body as unknown as Page<{ id: string }>;
  return { ids: page.items.map((item) => item.id), total: page.total };
};

/** The reference's answer: the page's ids and the total of a plain query. */
const referenceOf = async (
  from: SQL,
  /** Blank ones (an unset parameter's `''` or undefined) are left out. */
  conditions: (SQL | '' | undefined)[],
  order: { key: SQL; descending: boolean; id: SQL },
  page: { page: number; pageSize: number },
) => {
  const given = conditions.filter((condition): condition is SQL => Boolean(condition));
  const where = given.length > 0 ? sql`where ${sql.join(given, sql` and `)}` : sql``;
  const direction = sql.raw(order.descending ? 'desc' : 'asc');
  const ids = await rowsOf<{ id: string }>(
    sql`select ${order.id}::text as id from ${from} ${where}
        order by ${order.key} ${direction}, ${order.id} ${direction}
        limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  const [counted] = await rowsOf<{ total: number }>(
    sql`select count(*)::int as total from ${from} ${where}`,
  );
  const total = Number(counted!.total);
  tally(total);
  return { ids: ids.map((row) => row.id), total };
};

/** The query string of generated parameters: only what is set, ids comma-separated. */
const queryOf = (params: Record<string, string | number | string[] | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || name === 'who') continue;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.toString();
};

const sortOf = (sort: string) => ({
  field: sort.replace(/^-/, ''),
  descending: sort.startsWith('-'),
});

/** The codes in the order of their names in `locale`, as a reader sees them. */
const countriesByName = (locale: Locale, codes: readonly string[]) => {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return [...codes].sort(
    (a, b) => collator.compare(names.of(a)!, names.of(b)!) || (a < b ? -1 : 1),
  );
};

/** The search's meaning (docs/product.md §13.1): a substring of any of the columns, any case. */
const containsAny = (columns: SQL[], text: string) =>
  sql`(${sql.join(
    columns.map((column) => sql`strpos(lower(${column}), lower(${text})) > 0`),
    sql` or `,
  )})`;

const page = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 60 }));
const pageSize = fc.constantFrom(1, 7, 25, 100);
const locale = fc.constantFrom(...supportedLocales);
const sortIn = (fields: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...fields), fc.boolean())
    .map(([field, down]) => `${down ? '-' : ''}${field}`);
/** A parameter left out three times in four: several filters at once mostly match nothing. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
/** Some of the ids, sometimes with one nobody has, in either case. */
const someIds = (ids: string[]) =>
  fc
    .tuple(fc.subarray(ids, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean())
    .map(([chosen, unknown, upper]) =>
      [...chosen, ...(unknown ? ['00000000-0000-4000-8000-000000000000'] : [])].map((id) =>
        upper ? id.toUpperCase() : id,
      ),
    );

let userIdOf: Record<DemoPerson, string>;
const idsOf = async (table: string, limit = 400) =>
  (
    await rowsOf<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(table)} order by random() limit ${limit}`,
    )
  ).map((row) => row.id);

/** Whose clinics the viewer sees: everyone's for a system admin, else their own. */
const memberOf = (who: DemoPerson, column: SQL) =>
  who === 'admin'
    ? undefined
    : sql`${column} in (select clinic_id from user_clinics where user_id = ${userIdOf[who]})`;

beforeAll(async () => {
  // More clinics than FEW_MATCHES, in many countries, with accents, cases and scripts in names.
  await signedIn.api.db.execute(sql`
    insert into clinics (name, type, address, email, country_code, status, created_at, updated_at)
    select (array['Clínica', 'clinique', 'Hôpital', 'HOSPITAL', 'Centro Médico', 'Élan', 'Zeta',
                  'Árvore', 'Özel', 'Bệnh viện', 'مستشفى', '醫院'])[1 + i % 12] || ' ' || i,
           case when i % 3 = 0 then 'HOSPITAL' else 'CLINIC' end,
           'Rua ' || i || ', Cidade ' || (i % 40),
           'clinic' || i || '@example' || (i % 9) || '.org',
           (array['AE', 'AO', 'PT', 'FR', 'VN', 'TW', 'SA', 'EG', 'US', 'DE', 'CD', 'ZA', 'NZ',
                  'JP', 'XK', 'AX'])[1 + i % 16],
           case when i % 7 = 0 then 'INACTIVE' else 'ACTIVE' end,
           now() - (i % 50) * interval '1 day',
           now() - (i % 13) * interval '1 hour'
    from generate_series(1, 5200) as i`);
  await signedIn.api.db.execute(sql`analyze clinics`);
  const people = await rowsOf<{ id: string; email: string }>(
    sql`select id::text as id, email from users where email like '%@clinic.test'`,
  );
  userIdOf = Object.fromEntries(
    demoPeople.map((who) => [who, people.find((row) => row.email === `${who}@clinic.test`)!.id]),
  ) as Record<DemoPerson, string>;
});

describe('GET /api/v1/clinics: any valid parameters answer what a plain query answers', () => {
  let countries: string[];

  type ClinicParams = {
    who: DemoPerson;
    page: number;
    pageSize: number;
    sort: string;
    locale: Locale;
    search?: string;
    type?: string;
    status?: string;
    countryCode?: string;
    id?: string[];
  };

  /** The list's answer and the reference's, for the same parameters. */
  const bothAnswers = async (params: ClinicParams) => {
    const answer = await answerOf(params.who, `/api/v1/clinics?${queryOf(params)}`);
    const { field, descending } = sortOf(params.sort);
    const keys: Record<string, SQL> = {
      name: sql`lower(c.name) collate "und-x-icu"`,
      type: sql`c.type`,
      countryCode: sql`array_position(${sql.param(countriesByName(params.locale, countries))}::text[], c.country_code)`,
      status: sql`c.status`,
      createdAt: sql`c.created_at`,
      updatedAt: sql`c.updated_at`,
    };
    const search = params.search?.trim();
    const reference = await referenceOf(
      sql`clinics c`,
      [
        memberOf(params.who, sql`c.id`),
        search ? containsAny([sql`c.name`, sql`c.email`, sql`c.address`], search) : undefined,
        params.type && sql`c.type = ${params.type}`,
        params.status && sql`c.status = ${params.status}`,
        params.countryCode && sql`c.country_code = ${params.countryCode.toUpperCase()}`,
        params.id &&
          sql`c.id::text = any(${sql.param(params.id.map((id) => id.toLowerCase()))}::text[])`,
      ],
      { key: keys[field]!, descending, id: sql`c.id` },
      params,
    );
    return { answer, reference };
  };

  beforeAll(async () => {
    countries = (
      await rowsOf<{ code: string }>(sql`select distinct country_code as code from clinics`)
    ).map((row) => row.code);
  });

  it('for every role, page, sort, language, search and filter', async () => {
    const ids = await idsOf('clinics');
    const searches = [
      'cl',
      'a',
      'é',
      'Clínica',
      'HÔPITAL',
      'hospital 1',
      'zeta 12',
      'rua 10',
      '@example3',
      'example4.org',
      'lisboa',
      '醫院',
      'مستشفى',
      'bệnh',
      '%',
      '_',
      ' centro ',
      '12',
      'zzzz',
    ];
    const parameters = fc.record({
      who: fc.constantFrom(...demoPeople),
      page,
      pageSize,
      sort: sortIn(clinicSortFields),
      locale,
      search: maybe(fc.constantFrom(...searches)),
      type: maybe(fc.constantFrom(...clinicTypes)),
      status: maybe(fc.constantFrom(...recordStatuses)),
      countryCode: maybe(fc.constantFrom(...countries, 'pt', 'QQ')),
      id: maybe(someIds(ids)),
    });
    Object.assign(met, { none: 0, few: 0, many: 0 });
    await fc.assert(
      fc.asyncProperty(parameters, async (params) => {
        const { answer, reference } = await bothAnswers(params);
        expect(answer).toEqual(reference);
      }),
      {
        numRuns: RUNS,
        // Every clinic, as the admin sees them: one run that surely reads many matches, whatever
        // the random runs draw.
        examples: [
          [
            {
              who: 'admin',
              page: 2,
              pageSize: 25,
              sort: 'name',
              locale: 'en',
              search: undefined,
              type: undefined,
              status: undefined,
              countryCode: undefined,
              id: undefined,
            },
          ],
        ],
      },
    );
    expect(met.few * met.many, JSON.stringify(met)).toBeGreaterThan(0);
  });

  it('with many matches, for every sort both ways, in every language, near and far pages', async () => {
    Object.assign(met, { none: 0, few: 0, many: 0 });
    for (const [index, field] of clinicSortFields.entries()) {
      for (const sort of [field, `-${field}`]) {
        for (const [page, search] of [
          [1, undefined],
          [3, 'a'],
          [130, undefined],
        ] as const) {
          const params = {
            who: 'admin' as const,
            page,
            pageSize: 25,
            sort,
            locale: supportedLocales[(index + page) % supportedLocales.length]!,
            search,
          };
          const { answer, reference } = await bothAnswers(params);
          expect(answer, JSON.stringify(params)).toEqual(reference);
        }
      }
    }
    expect(met, 'every query matched more than FEW_MATCHES').toEqual({
      none: 0,
      few: 0,
      many: clinicSortFields.length * 2 * 3,
    });
  });
});

describe('GET /api/v1/users: any valid parameters answer what a plain query answers', () => {
  it('for every page, sort, search and filter', async () => {
    const ids = await idsOf('users');
    // Clinics with members, and one of the new clinics, which has none.
    const clinicIds = [
      ...(
        await rowsOf<{ id: string }>(sql`select distinct clinic_id::text as id from user_clinics`)
      ).map((row) => row.id),
      ...(await idsOf('clinics', 1)),
    ];
    const searches = [
      'a',
      'an',
      'é',
      'Élodie',
      'NGUYỄN',
      'nguyen',
      'clinic.test',
      '@clinic',
      'joão',
      '陳',
      'محمد',
      'o m',
      '%',
      '_',
      'zzzz',
    ];
    const parameters = fc.record({
      page: fc.integer({ min: 1, max: 8 }),
      pageSize,
      sort: sortIn(staffUserSortFields),
      locale,
      search: maybe(fc.constantFrom(...searches)),
      role: maybe(fc.constantFrom(...roles)),
      status: maybe(fc.constantFrom(...recordStatuses)),
      clinicId: maybe(fc.constantFrom(...clinicIds)),
      id: maybe(someIds(ids)),
    });
    Object.assign(met, { none: 0, few: 0, many: 0 });
    await fc.assert(
      fc.asyncProperty(parameters, async (params) => {
        const answer = await answerOf('admin', `/api/v1/users?${queryOf(params)}`);
        const { field, descending } = sortOf(params.sort);
        const keys: Record<string, SQL> = {
          fullName: sql`lower(u.full_name) collate "und-x-icu"`,
          email: sql`u.email`,
          role: sql`u.role`,
          status: sql`u.status`,
          createdAt: sql`u.created_at`,
          lastSignInAt: sql`coalesce(u.last_sign_in_at, '-infinity'::timestamptz)`,
        };
        const search = params.search?.trim();
        const reference = await referenceOf(
          sql`users u`,
          [
            search ? containsAny([sql`u.full_name`, sql`u.email`], search) : undefined,
            params.role && sql`u.role = ${params.role}`,
            params.status && sql`u.status = ${params.status}`,
            params.clinicId &&
              sql`u.id in (select user_id from user_clinics where clinic_id::text = ${params.clinicId})`,
            params.id &&
              sql`u.id::text = any(${sql.param(params.id.map((id) => id.toLowerCase()))}::text[])`,
          ],
          { key: keys[field]!, descending, id: sql`u.id` },
          params,
        );
        expect(answer).toEqual(reference);
      }),
      { numRuns: RUNS },
    );
    expect(met.few, JSON.stringify(met)).toBeGreaterThan(RUNS / 2);
  });
});

describe('GET /api/v1/patients: any valid parameters answer what a plain query answers', () => {
  it('for every role, page, sort, search and filter', async () => {
    const people = await rowsOf<{ name: string; phone: string | null }>(
      sql`select full_name as name, local_phone_number as phone from patients order by random() limit 20`,
    );
    const searches = [
      'a',
      'an',
      'ma',
      'é',
      '@',
      '.example',
      'zzzz',
      '%',
      '9',
      '351',
      '+351 9',
      ...people.map(({ name }) => name.slice(1, 4)),
      ...people.flatMap(({ phone }) => (phone ? [phone.slice(2, 6)] : [])),
    ];
    const programIds = await idsOf('programs');
    const clinicIds = (
      await rowsOf<{ id: string }>(sql`select distinct clinic_id::text as id from patients`)
    ).map((row) => row.id);
    const parameters = fc.record({
      who: fc.constantFrom(...demoPeople),
      page,
      pageSize,
      sort: sortIn(patientSortFields),
      locale,
      search: maybe(fc.constantFrom(...searches)),
      programId: maybe(fc.constantFrom(...programIds)),
      clinicId: maybe(fc.constantFrom(...clinicIds)),
      status: maybe(fc.constantFrom(...enrolmentStatuses)),
      assignedToMe: maybe(fc.constantFrom('true', 'false')),
    });
    Object.assign(met, { none: 0, few: 0, many: 0 });
    await fc.assert(
      fc.asyncProperty(parameters, async (params) => {
        const answer = await answerOf(params.who, `/api/v1/patients?${queryOf(params)}`);
        const { field, descending } = sortOf(params.sort);
        const keys: Record<string, SQL> = {
          fullName: sql`lower(p.full_name) collate "und-x-icu"`,
          status: sql`p.status`,
          enrolledAt: sql`p.enrolled_at`,
          statusChangedAt: sql`p.status_changed_at`,
        };
        const search = params.search?.trim();
        /** Name, e-mail, or the phone's digits (calling code then number). */
        const found = (text: string) =>
          sql`(${containsAny([sql`p.full_name`, sql`p.email`], text)} or strpos(coalesce(p.calling_code || p.local_phone_number, ''), ${text}) > 0)`;
        const digits = search?.replace(/\D/g, '') ?? '';
        const me = userIdOf[params.who];
        const reference = await referenceOf(
          sql`patients p`,
          [
            memberOf(params.who, sql`p.clinic_id`),
            search
              ? /^[+\d\s().-]+$/.test(search) && digits !== '' && digits !== search
                ? sql`(${found(search)} or ${found(digits)})`
                : found(search)
              : undefined,
            params.programId && sql`p.program_id::text = ${params.programId}`,
            params.clinicId && sql`p.clinic_id::text = ${params.clinicId}`,
            params.status && sql`p.status = ${params.status}`,
            params.assignedToMe === 'true'
              ? sql`(p.doctor_id = ${me} or p.nurse_id = ${me})`
              : undefined,
          ],
          { key: keys[field]!, descending, id: sql`p.id` },
          params,
        );
        expect(answer).toEqual(reference);
      }),
      { numRuns: RUNS },
    );
    expect(met.few, JSON.stringify(met)).toBeGreaterThan(RUNS / 3);
  });
});
