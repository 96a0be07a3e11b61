import {
  LIST_DEFAULT_PAGE_SIZE,
  LIST_MAX_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  readListQuery,
  type FiltersOf,
  type ListDefinition,
  type SortOf,
  type SortParam,
} from '@org/contracts';

/** A list's state as the address holds it; every value checked, defaults filled in. */
export interface ListUrlState<Sort extends string, Filter extends string> {
  page: number;
  pageSize: number;
  sort: SortParam<Sort>;
  search: string;
  filters: Partial<Record<Filter, string>>;
}

/** The names of a list's filters. */
export type FilterNameOf<Definition> = Extract<keyof FiltersOf<Definition>, string>;

/** The page sizes a list offers; the contract's default is one of them. */
export const LIST_PAGE_SIZE_OPTIONS = [10, LIST_DEFAULT_PAGE_SIZE, 50, LIST_MAX_PAGE_SIZE] as const;

/**
 * A list's state read from its address with the list's one definition (@org/contracts
 * `readListQuery`, as the api reads it): what the definition refuses is dropped, so an edited or
 * outdated link opens the list as close to it as it can, never an error. A search longer than the
 * api takes is cut rather than dropped.
 */
export function readListUrl<Definition extends ListDefinition>(
  definition: Definition,
  params: URLSearchParams,
): ListUrlState<SortOf<Definition>, FilterNameOf<Definition>> {
  const own = new URLSearchParams(params);
  const search = own.get('search');
  if (search !== null) own.set('search', search.trim().slice(0, LIST_SEARCH_MAX_LENGTH));
  // The console keeps no reader's language in the address: the api is told it per request.
  own.delete('locale');
  const { query } = readListQuery(definition, own);
  const filters: Partial<Record<string, string>> = {};
  for (const name of Object.keys(query.filters)) {
    // The address keeps the text it was given, as the definition reads it (upper-case country…).
    const value = (query.filters as Record<string, unknown>)[name];
    filters[name] = typeof value === 'string' ? value : (own.get(name) ?? undefined);
  }
  return {
    page: query.page,
    pageSize: query.pageSize,
    sort: `${query.sort.descending ? '-' : ''}${query.sort.field}` as SortParam<SortOf<Definition>>,
    search: query.search ?? '',
    filters: filters as Partial<Record<FilterNameOf<Definition>, string>>,
  };
}

/**
 * The address for a state: only what differs from the defaults, in a stable order, so that the
 * same list always has the same link. Parameters that are not the list's are kept.
 */
export function writeListUrl<Definition extends ListDefinition>(
  definition: Definition,
  state: ListUrlState<SortOf<Definition>, FilterNameOf<Definition>>,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const filterNames = Object.keys(definition.filters) as FilterNameOf<Definition>[];
  for (const name of ['search', ...filterNames, 'sort', 'page', 'pageSize']) next.delete(name);
  if (state.search) next.set('search', state.search);
  for (const name of filterNames) {
    const value = state.filters[name];
    if (value) next.set(name, value);
  }
  if (state.sort !== definition.defaultSort) next.set('sort', state.sort);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== LIST_DEFAULT_PAGE_SIZE) next.set('pageSize', String(state.pageSize));
  return next;
}

/** The api's list parameters for a state: the same names, only what is set. */
export function listParamsOf<Sort extends string, Filter extends string>(
  state: ListUrlState<Sort, Filter>,
) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...state.filters,
  };
}
