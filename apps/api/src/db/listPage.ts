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
