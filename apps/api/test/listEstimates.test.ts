import type { Clinic, Page } from '@org/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_SAMPLE_PAGES, FEW_MATCHES } from '../src/db/listing';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';

/**
 * docs/decisions.md "A broad search's total is an estimate": a search that matches more than
 * FEW_MATCHES rows of a table too large to count whole answers its page with an estimated total,
 * said as such; a narrow search, a small scope, and a page that reaches the list's end are exact.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;

const ADDED_CLINICS = 20_000;

const list = async (who: DemoPerson, url: string) => {
  const response = await call(who, 'GET', url);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<Clinic>;
};

const exactCount = async (condition: ReturnType<typeof sql>) => {
  const result = (await signedIn.api.db.execute(
    sql`select count(*)::int as total from clinics where ${condition}`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0]!.total;
};

beforeAll(async () => {
  // Wide rows (a long address), so that the table is larger than twice the sample.
  await signedIn.api.db.execute(sql`
    insert into clinics (name, type, address, email, country_code)
    select 'Clinica Estimada ' || i, 'CLINIC',
           i || repeat(' Avenida da Liberdade', 12), 'estimada' || i || '@example.pt', 'PT'
    from generate_series(1, ${ADDED_CLINICS}) as i`);
  const pages = (await signedIn.api.db.execute(
    sql`select pg_relation_size('clinics') / current_setting('block_size')::int as pages`,
  )) as unknown as { rows: { pages: number | string }[] };
  expect(Number(pages.rows[0]!.pages)).toBeGreaterThanOrEqual(2 * ESTIMATE_SAMPLE_PAGES);
}, 120_000);

describe('the total of a broad search over a large table', () => {
  it('is an estimate, said as such, close to the count and the same on every page', async () => {
    const exact = await exactCount(sql`search_text like '%a%'`);
    expect(exact).toBeGreaterThan(FEW_MATCHES);

    const first = await list('admin', '/api/v1/clinics?search=a');
    expect(first.totalIsEstimate).toBe(true);
    expect(first.items).toHaveLength(25);
    expect(Math.abs(first.total - exact) / exact).toBeLessThan(0.1);

    const second = await list('admin', '/api/v1/clinics?search=a&page=2&sort=-name');
    expect(second).toMatchObject({ total: first.total, totalIsEstimate: true });
    expect(second.items).toHaveLength(25);
    // The picker asks the same way, a few matches at a time.
    const picker = await list('admin', '/api/v1/clinics?search=l&pageSize=20&status=ACTIVE');
    expect(picker).toMatchObject({ totalIsEstimate: true });
    expect(picker.items).toHaveLength(20);
  });

  it('is exact on the page that shows the end of the list, and past it', async () => {
    const exact = await exactCount(sql`search_text like '%a%'`);
    const lastPage = Math.ceil(exact / 100);
    const last = await list('admin', `/api/v1/clinics?search=a&pageSize=100&page=${lastPage}`);
    expect(last.totalIsEstimate).toBeUndefined();
    expect(last.total).toBe(exact);
    expect(last.items).toHaveLength(exact - (lastPage - 1) * 100);

    const past = await list('admin', `/api/v1/clinics?search=a&pageSize=100&page=${lastPage + 5}`);
    expect(past).toMatchObject({ total: exact, items: [] });
    expect(past.totalIsEstimate).toBeUndefined();
  });

  it('is exact for a narrow search, and for a reader whose scope holds few clinics', async () => {
    const narrow = await list('admin', '/api/v1/clinics?search=estimada1234%40');
    expect(narrow).toMatchObject({ total: 1, items: [{ name: 'Clinica Estimada 1234' }] });
    expect(narrow.totalIsEstimate).toBeUndefined();

    const managers = await list('manager', '/api/v1/clinics?search=a');
    expect(managers.totalIsEstimate).toBeUndefined();
    expect(managers.total).toBeGreaterThan(0);
    expect(managers.total).toBe(managers.items.length);
    expect(managers.items.every((clinic) => !clinic.name.startsWith('Clinica Estimada'))).toBe(
      true,
    );
  });
});
