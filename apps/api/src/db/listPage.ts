import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '@org/contracts';

/**
 * ORDER BY for a parsed list query: the sort field's column (or expression), then `tieBreaker`
 * (a unique column) in the same direction, so pages never overlap or skip rows.
 */
export function orderByOf<Field extends string>(
  sort: ListQuery<Field, unknown>['sort'],
  columns: Record<Field, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] {
  const direction = sort.descending ? desc : asc;
  return [direction(columns[sort.field]), direction(tieBreaker)];
}

/** LIMIT and OFFSET of the page a parsed list query asks for. */
export const windowOf = (query: Pick<ListQuery, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * `Page<T>` of a list query: the page's rows (read with its LIMIT/OFFSET, already ordered by the
 * caller with `orderByOf`) and the total of every matching row.
 */
export async function readPage<T>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  read: {
    rows(window: { limit: number; offset: number }): Promise<T[]>;
    total(): Promise<number>;
  },
): Promise<Page<T>> {
  const items = await read.rows(windowOf(query));
  // A first page that is not full holds every row: no second query needed.
  const total =
    query.page === 1 && items.length < query.pageSize ? items.length : await read.total();
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Up to this many matches, a list's page is read by finding every match and sorting them (bounded
 * work whatever the page); above it, the planner may walk a sort index and stop at the page,
 * which pays when matches are common. docs/decisions.md "The clinics list counts first".
 */
export const FEW_MATCHES = 5_000;

/**
 * `Page<T>` of a list that counts first: the exact total, then the page's rows only when the
 * page holds any (a page past the end reads nothing more). The reader is told the total, so it
 * can choose how to read a page of few matches (see clinicService's list).
 */
export async function readCountedPage<T>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  read: {
    total(): Promise<number>;
    rows(window: { limit: number; offset: number }, total: number): Promise<T[]>;
  },
): Promise<Page<T>> {
  const total = await read.total();
  const window = windowOf(query);
  const items = window.offset < total ? await read.rows(window, total) : [];
  return { items, total, page: query.page, pageSize: query.pageSize };
}
