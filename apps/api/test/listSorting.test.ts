import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { supportedLocales, type Clinic, type Locale, type Page } from '@org/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinics, patients, programs, users } from '../src/db/schema';
import { withDemoPeople } from './support/demoPeople';

/**
 * Sorts sort what the reader sees, in the api (not only on the page): countries by their names in
 * the reader's language (`?locale=`, Arabic, Chinese and Vietnamese included), and names and
 * titles with accents beside their letters (docs/decisions.md "Names sort in the Unicode root
 * order"), on PGlite and PostgreSQL alike.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;

const list = async <T>(url: string) => {
  const response = await call('admin', 'GET', url);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<T>;
};

/** The codes in the order of their names in `locale`, as the console names them. */
const byName = (locale: Locale, codes: Iterable<string>) => {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return [...new Set(codes)].sort((a, b) => collator.compare(names.of(a)!, names.of(b)!));
};

/** Each run of equal values once: the order in which a sorted list meets them. */
const runs = (values: string[]) => values.filter((value, index) => value !== values[index - 1]);

describe('sort=countryCode', () => {
  const countriesIn = async (locale: Locale, descending = false) =>
    (
      await list<Clinic>(
        `/api/v1/clinics?sort=${descending ? '-' : ''}countryCode&pageSize=100&locale=${locale}`,
      )
    ).items.map((clinic) => clinic.countryCode);

  it('orders clinics by the country’s name in English: United Arab Emirates after Angola', async () => {
    const countries = runs(await countriesIn('en'));
    expect(countries.indexOf('AO')).toBeGreaterThanOrEqual(0);
    expect(countries.indexOf('AE')).toBeGreaterThan(countries.indexOf('AO'));
    // Brazil, Chile, … Taiwan, United Kingdom, United States, Vietnam.
    expect(countries.slice(-4)).toEqual(['AE', 'GB', 'US', 'VN']);
  });

  it('orders them by the name in Arabic: الإمارات before أنغولا', async () => {
    const countries = runs(await countriesIn('ar'));
    expect(countries.indexOf('AE')).toBeLessThan(countries.indexOf('AO'));
    expect(countries).toEqual(byName('ar', countries));
  });

  it('follows every reader’s language, both ways, the export too', async () => {
    for (const locale of supportedLocales) {
      const countries = runs(await countriesIn(locale));
      expect(countries, locale).toEqual(byName(locale, countries));
      expect(runs(await countriesIn(locale, true)), locale).toEqual([...countries].reverse());
    }
    const exported = await call(
      'admin',
      'GET',
      '/api/v1/clinics/export?sort=countryCode&locale=zh-TW',
    );
    const rows = parse(exported.text, { bom: true, columns: true }) as { countryCode: string }[];
    expect(runs(rows.map((row) => row.countryCode))).toEqual(runs(await countriesIn('zh-TW')));
  });
});

describe('sorts by name', () => {
  /** Names in the order a reader expects: accents beside their letters, case ignored. */
  const inOrder = ['Ábaco', 'Ångström', 'eagle', 'Élan', 'Ezio', 'ÖZEL', 'Zeta'];
  const shuffled = ['Zeta', 'Élan', 'ÖZEL', 'Ábaco', 'eagle', 'Ezio', 'Ångström'];

  beforeAll(async () => {
    const { db } = signedIn.api;
    await db.insert(clinics).values(
      shuffled.map((name, index) => ({
        name: `${name} Clinic`,
        type: 'CLINIC' as const,
        address: `Sort Street ${index}`,
        email: `sort${index}@clinic.example`,
        countryCode: 'NZ',
      })),
    );
    await db.insert(users).values(
      shuffled.map((name, index) => ({
        fullName: `${name} Sortcheck`,
        email: `sortcheck${index}@clinic.test`,
        role: 'NURSE' as const,
      })),
    );
    await db
      .insert(programs)
      .values(shuffled.map((name) => ({ name: `${name} Programme`, description: 'sortcheck' })));
    const [program] = await db.select({ id: programs.id }).from(programs).limit(1);
    const [clinic] = await db
      .select({ id: clinics.id })
      .from(clinics)
      .where(inArray(clinics.countryCode, ['NZ']))
      .limit(1);
    await db.insert(patients).values(
      shuffled.map((name, index) => ({
        fullName: `${name} Sortcheck`,
        email: `sortcheck${index}@patient.example`,
        programId: program!.id,
        clinicId: clinic!.id,
      })),
    );
    for (const name of shuffled) {
      const response = await call('admin', 'POST', '/api/v1/training-modules', {
        moduleTitle: `${name} Module`,
        author: 'Sortcheck Author',
        category: 'Sortcheck',
        language: 'en',
        difficultyLevel: 'beginner',
        duration: '1 hour',
        effort: '1 hour',
        skills: ['Sorting'],
        prerequisites: 'None.',
        whatYoullLearn: 'The order of names.',
        description: 'Sortcheck.',
      });
      expect(response.status, response.text).toBe(201);
    }
  });

  const cases = [
    { list: 'clinics', url: '/api/v1/clinics?countryCode=NZ&sort=name', field: 'name' },
    { list: 'users', url: '/api/v1/users?search=sortcheck&sort=fullName', field: 'fullName' },
    { list: 'patients', url: '/api/v1/patients?search=sortcheck&sort=fullName', field: 'fullName' },
    { list: 'programs', url: '/api/v1/programs?search=sortcheck&sort=name', field: 'name' },
    {
      list: 'training modules',
      url: '/api/v1/training-modules?category=sortcheck&sort=moduleTitle',
      field: 'moduleTitle',
    },
  ] as const;

  it.each(cases)(
    'sorts $list with accents beside their letters, case ignored',
    async ({ url, field }) => {
      const names = async (query: string) =>
        (await list<Record<string, string>>(query)).items.map(
          (item) => item[field]!.split(' ')[0]!,
        );
      expect(await names(url)).toEqual(inOrder);
      expect(await names(url.replace('sort=', 'sort=-'))).toEqual([...inOrder].reverse());
      // Whatever the reader's language: one order of names on both databases.
      expect(await names(`${url}&locale=vi`)).toEqual(inOrder);
    },
  );
});
