import {
  LIST_DEFAULT_PAGE_SIZE,
  LIST_MAX_PAGE,
  LIST_MAX_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  type SortParam,
} from '@org/contracts';

/**
 * What one list screen may keep in its address (docs/product.md §13.1): its sortable fields, its
 * default sort and the values each of its filters takes. Parsing drops what the spec does not
 * allow, so an edited or outdated link opens the list as close to it as it can, never an error.
 */
export interface ListUrlSpec<Sort extends string, Filter extends string> {
  sortFields: readonly Sort[];
  defaultSort: SortParam<Sort>;
  /** Each filter's allowed values: a list, or a test for open sets such as country codes. */
  filters: Record<Filter, readonly string[] | ((value: string) => boolean)>;
}

/** A list's state as the address holds it; every value checked, defaults filled in. */
export interface ListUrlState<Sort extends string, Filter extends string> {
  page: number;
  pageSize: number;
  sort: SortParam<Sort>;
  search: string;
  filters: Partial<Record<Filter, string>>;
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter's test for a record's id (a UUID, either case), e.g. `clinicId`: anything else is dropped. */
export const isRecordId = (value: string): boolean => RECORD_ID.test(value);

/** The page sizes a list offers; the contract's default is one of them. */
export const LIST_PAGE_SIZE_OPTIONS = [10, LIST_DEFAULT_PAGE_SIZE, 50, LIST_MAX_PAGE_SIZE] as const;

const positiveInteger = (text: string | null, max: number): number | null => {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

const allows = (rule: readonly string[] | ((value: string) => boolean), value: string) =>
  typeof rule === 'function' ? rule(value) : rule.includes(value);

export function readListUrl<Sort extends string, Filter extends string>(
  spec: ListUrlSpec<Sort, Filter>,
  params: URLSearchParams,
): ListUrlState<Sort, Filter> {
  const sortText = params.get('sort') ?? '';
  const sortField = sortText.startsWith('-') ? sortText.slice(1) : sortText;
  const pageSize = positiveInteger(params.get('pageSize'), LIST_MAX_PAGE_SIZE);
  const filters: Partial<Record<Filter, string>> = {};
  for (const [name, rule] of Object.entries(spec.filters) as [Filter, never][]) {
    const value = params.get(name);
    if (value !== null && allows(rule, value)) filters[name] = value;
  }
  return {
    page: positiveInteger(params.get('page'), LIST_MAX_PAGE) ?? 1,
    pageSize: pageSize ?? LIST_DEFAULT_PAGE_SIZE,
    sort: (spec.sortFields as readonly string[]).includes(sortField)
      ? (sortText as SortParam<Sort>)
      : spec.defaultSort,
    search: (params.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH),
    filters,
  };
}

/**
 * The address for a state: only what differs from the defaults, in a stable order, so that the
 * same list always has the same link. Parameters that are not the list's are kept.
 */
export function writeListUrl<Sort extends string, Filter extends string>(
  spec: ListUrlSpec<Sort, Filter>,
  state: ListUrlState<Sort, Filter>,
  current: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const own = ['search', ...Object.keys(spec.filters), 'sort', 'page', 'pageSize'];
  for (const name of own) next.delete(name);
  if (state.search) next.set('search', state.search);
  for (const name of Object.keys(spec.filters) as Filter[]) {
    const value = state.filters[name];
    if (value) next.set(name, value);
  }
  if (state.sort !== spec.defaultSort) next.set('sort', state.sort);
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
