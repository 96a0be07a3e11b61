import { supportedLocales, type Locale } from './domain';
import { listText, type FilterRule, type FilterValueOf } from './listRules';
import {
  LIST_DEFAULT_PAGE_SIZE,
  LIST_MAX_PAGE,
  LIST_MAX_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  type ListParams,
  type ListQuery,
  type SortParam,
} from './lists';

/**
 * One list, declared once (docs/architecture.md "Lists"): what its address and its api take. The
 * api binds it to SQL (apps/api/src/db/listing.ts), the console to its address and filter
 * controls (apps/console/src/app/lists); both read parameters with `readListQuery`.
 */
export interface ListDefinition<
  Sort extends string = string,
  Filters extends Record<string, FilterRule<unknown>> = Record<string, FilterRule<unknown>>,
> {
  sortFields: readonly Sort[];
  defaultSort: SortParam<Sort>;
  filters: Filters;
  /** Whether the list takes `search` (most do). */
  searchable: boolean;
  /**
   * What no one filter can see alone (the audit log's range must not end before it starts): the
   * refusals of filters that were each read fine. A refused filter is left out of the query.
   */
  check?(
    filters: Partial<{ [Name in keyof Filters]: FilterValueOf<Filters[Name]> }>,
  ): ListParameterError[];
}

/** Declares a list with its types kept exact. */
export const defineList = <
  const Sort extends string,
  const Filters extends Record<string, FilterRule<unknown>>,
>(
  definition: ListDefinition<Sort, Filters>,
) => definition;

export type SortOf<Definition> = Definition extends ListDefinition<infer Sort> ? Sort : never;
export type FiltersOf<Definition> =
  Definition extends ListDefinition<string, infer Filters>
    ? { [Name in keyof Filters]: FilterValueOf<Filters[Name]> }
    : never;
/** What the api made of a list's query string (or the console of its address). */
export type ListQueryOf<Definition> = ListQuery<SortOf<Definition>, FiltersOf<Definition>>;

/**
 * A filter's value as a client sends it: a repeated one as a list of values, record ids
 * comma-separated and instants as ISO 8601 text, a flag as text or a boolean.
 */
type ParamValueOf<Rule> =
  Rule extends FilterRule<infer Value>
    ? Rule extends { repeated: true }
      ? Value[]
      : Value extends Date | readonly unknown[]
        ? string
        : Value extends 'true' | 'false'
          ? Value | boolean
          : Value
    : never;

/** What a client sends to a list (`@org/api-client`'s list functions take it as their params). */
export type ListParamsOf<Definition> =
  Definition extends ListDefinition<infer Sort, infer Filters>
    ? ListParams<Sort, { [Name in keyof Filters]: ParamValueOf<Filters[Name]> }>
    : never;

/** The filters as a client sends them: each the text of its parameter. */
export type FilterParamsOf<Definition> =
  Definition extends ListDefinition<string, infer Filters>
    ? { [Name in keyof Filters]?: string }
    : never;

/** One refused parameter: its name and what is wrong. */
export interface ListParameterError {
  path: string;
  message: string;
}

/** `?x=` (blank) counts as not given: a console address may carry empty parameters. */
const given = (value: string | undefined): value is string => value !== undefined && value !== '';

const WHOLE_NUMBER = /^\d{1,10}$/;

const parseSort = <Sort extends string>(
  value: string,
  fields: readonly Sort[],
): { field: Sort; descending: boolean } | null => {
  const descending = value.startsWith('-');
  const name = descending ? value.slice(1) : value;
  const field = fields.find((candidate) => candidate === name);
  return field ? { field, descending } : null;
};

/** A parameter's value(s) as a query string holds them. */
export type ParameterReader = (name: string) => string | readonly string[] | undefined;

/** Reads a query string parsed by Fastify (`{ name: value | value[] }`) or URLSearchParams. */
export const parameterReader = (source: unknown): ParameterReader => {
  if (source instanceof URLSearchParams) {
    return (name) => {
      const values = source.getAll(name);
      return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
    };
  }
  const raw = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  return (name) => {
    if (!Object.hasOwn(raw, name)) return undefined;
    const value = raw[name];
    if (typeof value === 'string') return value;
    return Array.isArray(value) ? value.map(String) : String(value);
  };
};

/**
 * The one reader of list parameters (docs/product.md §13.1): `page` (≥ 1), `pageSize` (1–100,
 * default 25), `sort` (a field of the list's, `-` first for descending), `search`, `locale` (whose
 * order a sort by a name follows) and the list's filters. Parameters the list does not know are
 * ignored. What it refuses is listed in `errors` and left at its default in `query`: the api
 * answers 400 with the errors, the console opens the list without them.
 */
export function readListQuery<Definition extends ListDefinition>(
  definition: Definition,
  source: unknown,
): { query: ListQueryOf<Definition>; errors: ListParameterError[] } {
  const read = parameterReader(source);
  const errors: ListParameterError[] = [];
  /** The parameter as one string; a repeated one (`?page=1&page=2`) is an error. */
  const single = (name: string): string | undefined => {
    const value = read(name);
    if (value === undefined || typeof value === 'string') return value;
    errors.push({ path: name, message: `${name} must be given once` });
    return undefined;
  };
  const wholeNumber = (name: string, fallback: number, max: number): number => {
    const value = single(name);
    if (!given(value)) return fallback;
    const number = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
    if (number >= 1 && number <= max) return number;
    errors.push({ path: name, message: `${name} must be a whole number from 1 to ${max}` });
    return fallback;
  };

  const page = wholeNumber('page', 1, LIST_MAX_PAGE);
  const pageSize = wholeNumber('pageSize', LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE);

  const defaultSort = parseSort(definition.defaultSort, definition.sortFields);
  if (!defaultSort) throw new Error(`default sort "${definition.defaultSort}" is not sortable`);
  let sort = defaultSort;
  const sortText = single('sort');
  if (given(sortText)) {
    const parsed = parseSort(sortText, definition.sortFields);
    if (parsed) sort = parsed;
    else {
      errors.push({
        path: 'sort',
        message: `sort must be one of ${definition.sortFields.join(', ')}, with - first for descending`,
      });
    }
  }

  let search: string | null = null;
  const searchText = definition.searchable ? single('search') : undefined;
  if (given(searchText)) {
    const trimmed = listText(searchText);
    if (trimmed === null) {
      errors.push({
        path: 'search',
        message: `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters of text`,
      });
    } else if (trimmed !== '') search = trimmed;
  }

  let locale: Locale = 'en';
  const localeText = single('locale');
  if (given(localeText)) {
    const known = supportedLocales.find((each) => each === localeText);
    if (known) locale = known;
    else
      errors.push({
        path: 'locale',
        message: `locale must be one of ${supportedLocales.join(', ')}`,
      });
  }

  const filters: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(definition.filters)) {
    const value = rule.repeated ? read(name) : single(name);
    if (value === undefined) continue;
    const texts = (typeof value === 'string' ? [value] : value).filter(given);
    if (texts.length === 0) continue;
    const values: unknown[] = [];
    let refused = false;
    for (const each of texts) {
      const accepted = rule.read(each);
      if (accepted === null) {
        errors.push({ path: name, message: `${name} ${rule.expected}` });
        refused = true;
        break;
      }
      // A rule that answers '' read blank text (a search-like filter): as if not given.
      if (accepted !== '' && !values.includes(accepted)) values.push(accepted);
    }
    if (!refused && values.length > 0) filters[name] = rule.repeated ? values : values[0];
  }
  for (const error of definition.check?.(filters as never) ?? []) {
    errors.push(error);
    delete filters[error.path];
  }

  return {
    query: {
      page,
      pageSize,
      sort,
      search,
      locale,
      filters: filters as Partial<FiltersOf<Definition>>,
    } as ListQueryOf<Definition>,
    errors,
  };
}
