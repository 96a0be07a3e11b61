import { and, asc, desc, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  errorCodes,
  readListQuery,
  type FiltersOf,
  type ListDefinition,
  type ListQueryOf,
  type Locale,
  type Page,
  type SortOf,
} from '@org/contracts';
import { HttpError } from '../http/HttpError';
import { uuidArray } from './arrayParams';
import type { Executor } from './transaction';

/**
 * One list of the api, built on its one declaration in @org/contracts (listDefinitions.ts): the
 * declaration says what the list takes and refuses, the listing says what that means in SQL.
 * From the two come the query's parsing (`parse`, 400 naming every refused parameter), its page
 * (`list`) and its export (`selectAll`). docs/architecture.md "Lists".
 */

/**
 * A column whose values sort in an order of their own, which may be the reader's (a country code
 * by the country's name in their language): `values` must hold every value the column can have.
 * A page of many matches is then read value by value through the column's `(column, id)` index,
 * where a computed key would sort every match.
 */
export interface ValueOrder {
  valueOrder: true;
  column: AnyColumn;
  /** Every value, in order, for a reader of `locale`. */
  values(locale: Locale): readonly string[];
  /** The same order as a key of each row (`values`' positions looked up). */
  key(locale: Locale): SQL;
}

/** How a sort field orders rows: a column, an expression, one in the reader's language, or values. */
export type SortKey = AnyColumn | SQL | ((locale: Locale) => SQL) | ValueOrder;

const isValueOrder = (key: SortKey): key is ValueOrder =>
  typeof key === 'object' && 'valueOrder' in key;

/** What a list's `rows` is asked for: its conditions, its order and its window. */
export interface RowsRequest {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** What an export reads: a list query without its page. */
export type SelectionOf<Definition> = Omit<ListQueryOf<Definition>, 'page' | 'pageSize'>;

/** Each filter's condition, given its value (as the declaration read it) and who is asking. */
export type FilterConditions<Definition, Context> = {
  [Name in keyof FiltersOf<Definition>]-?: (
    value: Exclude<FiltersOf<Definition>[Name], undefined>,
    context: Context,
  ) => SQL | undefined;
};

/**
 * Up to this many matches, a page is read by finding every match and sorting them (bounded work
 * whatever the page); above it, the planner may walk a sort index and stop at the page, which pays
 * when matches are common. docs/decisions.md "The clinics list counts first".
 */
export const FEW_MATCHES = 5_000;

/** Rows an export reads at a time. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * The table pages an estimated total reads (about 4 MB): below twice that, the table is counted
 * whole; above, a repeatable sample of this many pages is (the same pages each time, so that the
 * estimate does not move as a person turns pages).
 */
export const ESTIMATE_SAMPLE_PAGES = 500;

/**
 * About how many rows of `table` match `conditions`: counted in a repeatable sample of
 * ESTIMATE_SAMPLE_PAGES of its pages and scaled to the whole; undefined when the table is small
 * enough to count whole.
 */
async function estimateMatches(
  executor: Executor,
  table: PgTable,
  conditions: SQL | undefined,
): Promise<number | undefined> {
  const size = (await executor.execute(
    sql`select pg_relation_size(${getTableName(table)}::regclass) / current_setting('block_size')::int as pages`,
  )) as unknown as { rows: { pages: number | string }[] };
  const pages = Number(size.rows[0]?.pages ?? 0);
  if (pages < 2 * ESTIMATE_SAMPLE_PAGES) return undefined;
  const percent = (100 * ESTIMATE_SAMPLE_PAGES) / pages;
  const sample = (await executor.execute(
    sql`select count(*) as matches from ${table} tablesample system (${percent}) repeatable (0)${
      conditions ? sql` where ${conditions}` : sql``
    }`,
  )) as unknown as { rows: { matches: number | string }[] };
  return Math.round((Number(sample.rows[0]?.matches ?? 0) * 100) / percent);
}

export interface ListingSpec<Definition extends ListDefinition, Item, Context> {
  /** The list's declaration (packages/contracts/src/listDefinitions.ts). */
  definition: Definition;
  /**
   * The rows `context` may see, undefined for every row: applied to every page, total and export,
   * so a row outside it is in none of them (docs/product.md §13.3).
   */
  scope?(context: Context): SQL | undefined;
  /** The search's condition; required when the declaration is searchable. */
  search?(text: string): SQL;
  /** One condition per filter of the declaration, used when the filter is given. */
  filters: FilterConditions<Definition, Context>;
  /** A condition over several filters at once, applied whether they are given or not. */
  filtersTogether?(filters: Partial<FiltersOf<Definition>>, context: Context): SQL | undefined;
  /** What each sort field orders by; every order ends with `tieBreaker`, in the same direction. */
  sorts: Record<SortOf<Definition>, SortKey>;
  /** A unique column (the id), so pages never overlap or skip rows. */
  tieBreaker: AnyColumn;
  /** How many rows match `where`. */
  count(executor: Executor, where: SQL | undefined): Promise<number>;
  /**
   * The list's items for a request, in its order: the one place that knows the row's shape
   * (which may depend on who is asking: a program's enrolments they can see).
   */
  rows(executor: Executor, request: RowsRequest, context: Context): Promise<Item[]>;
  /**
   * How a page is read. By default the total is counted first: a page past the end reads nothing
   * more, and the total chooses the plan.
   */
  reading?: {
    /**
     * false: the page first, counted only when it is not a first page that holds every match
     * (the audit log, whose total is dear and whose first page is most of what is read).
     */
    countFirst?: boolean;
    /**
     * The list's one table. Up to FEW_MATCHES matches, the page's ids are read from a subquery
     * of it with a LIMIT that cuts nothing, which the planner plans on its own: it finds every
     * match its best way (search index, filters, scope) and sorts them, instead of walking a sort
     * index past non-matching rows on a guess of how many match.
     */
    matchesApart?: PgTable;
    /**
     * When to try a page and its total in one pass over at most FEW_MATCHES + 1 matches (counted
     * and sorted together) before counting: for queries that mostly match few rows
     * (docs/decisions.md "A narrowed patient search reads its matches once"). Needs `matchesApart`.
     */
    readMatchesOnce?(context: Context, query: ListQueryOf<Definition>): boolean;
    /**
     * When that pass finds more than FEW_MATCHES matches, the total is estimated from a sample of
     * the table instead of counted (`Page.totalIsEstimate`): counting every match of a broad or
     * very short search is most of the request's time (docs/decisions.md "A broad search's total
     * is an estimate"). A page that shows the end of the list makes the total exact again.
     */
    estimateManyMatches?: boolean;
  };
  /**
   * The export's next batch starts after `last` (by the sort, then the tie-breaker) instead of at
   * an offset: rows added while the file is written then neither repeat nor shift one (the audit
   * log, which grows all the time).
   */
  exportAfter?(last: Item, descending: boolean): SQL;
}

export interface Listing<Definition extends ListDefinition, Item, Context> {
  definition: Definition;
  /** The request's query string as the list reads it; anything refused is 400 VALIDATION_FAILED. */
  parse(source: unknown): ListQueryOf<Definition>;
  /** The conditions of a query: scope, search and filters. */
  where(context: Context, selection: SelectionOf<Definition>): SQL | undefined;
  /** The order of a query: its sort key, then the tie-breaker, in its direction. */
  orderBy(selection: SelectionOf<Definition>): SQL[];
  /** `Page<Item>` of a query. */
  list(executor: Executor, context: Context, query: ListQueryOf<Definition>): Promise<Page<Item>>;
  /** Every item the list would show with the same search, filters and sort, a batch at a time. */
  selectAll(
    executor: Executor,
    context: Context,
    selection: SelectionOf<Definition>,
  ): AsyncGenerator<Item[]>;
}

/** Declares a list of the api; see `ListingSpec`. */
export function defineListing<Definition extends ListDefinition, Item, Context = void>(
  spec: ListingSpec<Definition, Item, Context>,
): Listing<Definition, Item, Context> {
  const { definition, tieBreaker } = spec;
  if (definition.searchable !== (spec.search !== undefined)) {
    throw new Error('a listing searches exactly when its definition is searchable');
  }
  const reading = spec.reading ?? {};

  const keyOf = (selection: SelectionOf<Definition>): AnyColumn | SQL => {
    const key: SortKey = spec.sorts[selection.sort.field];
    if (isValueOrder(key)) return key.key(selection.locale);
    return typeof key === 'function' ? key(selection.locale) : key;
  };
  const directionOf = (selection: SelectionOf<Definition>) =>
    selection.sort.descending ? desc : asc;

  const orderBy = (selection: SelectionOf<Definition>): SQL[] => {
    const direction = directionOf(selection);
    return [direction(keyOf(selection)), direction(tieBreaker)];
  };

  const where = (context: Context, selection: SelectionOf<Definition>): SQL | undefined => {
    const given = Object.entries(selection.filters as Record<string, unknown>).filter(
      ([, value]) => value !== undefined,
    );
    const conditions = spec.filters as Record<string, (value: unknown, context: Context) => SQL>;
    return and(
      spec.scope?.(context),
      selection.search && spec.search ? spec.search(selection.search) : undefined,
      ...given.map(([name, value]) => conditions[name]!(value, context)),
      spec.filtersTogether?.(selection.filters, context),
    );
  };

  /**
   * At most `cap` matches, each its id and sort key, in a subquery with a LIMIT: planned on its own
   * (see `matchesApart`), and sorted by the key and the tie-breaker by whoever reads it.
   */
  const matchesOf = (
    executor: Executor,
    table: PgTable,
    conditions: SQL | undefined,
    selection: SelectionOf<Definition>,
    cap: number,
  ) =>
    executor
      .select({
        rowId: sql<string>`${tieBreaker}`.as('row_id'),
        sortKey: sql`${keyOf(selection)}`.as('sort_key'),
      })
      .from(table)
      .where(conditions)
      .limit(cap)
      .as('matches');

  return {
    definition,

    parse(source) {
      const { query, errors } = readListQuery(definition, source);
      if (errors.length > 0) {
        throw new HttpError(400, errors[0]!.message, errorCodes.validationFailed, errors);
      }
      return query;
    },

    where,
    orderBy,

    async list(executor, context, query) {
      const conditions = where(context, query);
      const order = orderBy(query);
      const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const pageOf = (items: Item[], total: number, totalIsEstimate = false): Page<Item> => ({
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        ...(totalIsEstimate ? { totalIsEstimate: true } : {}),
      });
      /** The rows of these ids, in the list's order (they are a window of it already). */
      const rowsOf = (ids: SQL) =>
        spec.rows(
          executor,
          {
            where: sql`${tieBreaker} = any(${ids})`,
            orderBy: order,
            limit: window.limit,
            offset: 0,
          },
          context,
        );

      if (reading.countFirst === false) {
        const items = await spec.rows(
          executor,
          { where: conditions, orderBy: order, ...window },
          context,
        );
        // A first page that is not full holds every row: no count needed.
        const total =
          query.page === 1 && items.length < query.pageSize
            ? items.length
            : await spec.count(executor, conditions);
        return pageOf(items, total);
      }

      const table = reading.matchesApart;
      const direction = directionOf(query);
      if (table && reading.readMatchesOnce?.(context, query)) {
        // A sample first (a few milliseconds) for a reader who sees every row: a broad search is
        // then read by the list's order, which finds a page at once, without finding its matches
        // first. A reader's scope (a manager's clinics) already keeps the matches few.
        const estimate =
          reading.estimateManyMatches && spec.scope?.(context) === undefined
            ? await estimateMatches(executor, table, conditions)
            : undefined;
        // Only ever asked once there may be more than FEW_MATCHES matches: the total says so too.
        const estimatedPage = async (about: number): Promise<Page<Item> | undefined> => {
          const total = Math.max(about, FEW_MATCHES + 1);
          const items = await readPage(total);
          if (items.length === window.limit) {
            return pageOf(items, Math.max(total, window.offset + items.length), true);
          }
          // A page short of full is the list's end: the total is known.
          if (items.length > 0) return pageOf(items, window.offset + items.length);
          return undefined;
        };
        if (estimate !== undefined && estimate > FEW_MATCHES) {
          const page = await estimatedPage(estimate);
          if (page) return page;
        } else {
          const matches = matchesOf(executor, table, conditions, query, FEW_MATCHES + 1);
          const once = await executor
            .select({
              rowId: matches.rowId,
              total: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(matches)
            .orderBy(direction(matches.sortKey), direction(matches.rowId))
            .limit(window.limit)
            .offset(window.offset);
          if (once.length === 0 && window.offset === 0) return pageOf([], 0);
          const found = once[0]?.total ?? FEW_MATCHES + 1;
          if (found <= FEW_MATCHES) {
            return pageOf(await rowsOf(uuidArray(once.map((row) => row.rowId))), found);
          }
          const about =
            once.length > 0 && reading.estimateManyMatches
              ? (estimate ?? (await estimateMatches(executor, table, conditions)))
              : undefined;
          if (about !== undefined) {
            const page = await estimatedPage(about);
            if (page) return page;
          }
        }
        // More matches than that, or a page past the end: counted as usual.
      }

      const total = await spec.count(executor, conditions);
      if (window.offset >= total) return pageOf([], total);
      return pageOf(await readPage(total), total);

      /** The page's items, read the way `total` matches are best read. */
      async function readPage(total: number): Promise<Item[]> {
        const key: SortKey = spec.sorts[query.sort.field];
        if (table && total > FEW_MATCHES && isValueOrder(key)) {
          // Value after value in their order (descending: the values reversed), each value's rows
          // from the (column, id) index, until the page is full: the planner knows the values come
          // in order of their rank and sorts only within one value's rows.
          const values = key.values(query.locale);
          const ranked = query.sort.descending ? [...values].reverse() : values;
          const rowDirection = sql.raw(query.sort.descending ? 'desc' : 'asc');
          const ids = sql`array(select page.row_id
          from unnest(${sql.param(ranked)}::text[]) with ordinality as ranked(value_text, value_rank)
          cross join lateral (
            select ${tieBreaker} as row_id from ${table}
            where ${and(conditions, sql`${key.column} = ranked.value_text`)}
            order by ${tieBreaker} ${rowDirection}
            limit ${window.offset + window.limit}
          ) as page
          order by ranked.value_rank, page.row_id ${rowDirection}
          limit ${window.limit} offset ${window.offset})`;
          return rowsOf(ids);
        }
        if (table && total <= FEW_MATCHES) {
          const matches = matchesOf(executor, table, conditions, query, Number.MAX_SAFE_INTEGER);
          const ids = executor
            .select({ rowId: matches.rowId })
            .from(matches)
            .orderBy(direction(matches.sortKey), direction(matches.rowId))
            .limit(window.limit)
            .offset(window.offset);
          return rowsOf(sql`array${ids}`);
        }
        return spec.rows(executor, { where: conditions, orderBy: order, ...window }, context);
      }
    },

    async *selectAll(executor, context, selection) {
      const conditions = where(context, selection);
      const order = orderBy(selection);
      let after: SQL | undefined;
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const request = {
          where: and(conditions, after),
          orderBy: order,
          limit: EXPORT_BATCH_SIZE,
          offset: spec.exportAfter ? 0 : offset,
        };
        const items = await spec.rows(executor, request, context);
        if (items.length > 0) yield items;
        if (items.length < EXPORT_BATCH_SIZE) return;
        if (spec.exportAfter) after = spec.exportAfter(items.at(-1)!, selection.sort.descending);
      }
    },
  };
}
