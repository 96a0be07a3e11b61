import {
  errorCodes,
  LIST_DEFAULT_PAGE_SIZE,
  LIST_MAX_PAGE,
  LIST_MAX_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  type ListQuery,
  type SortParam,
} from '@org/contracts';
import { HttpError } from './HttpError';
import { isUuid } from './routeParams';

/**
 * A filter's allowed values: a closed list, or a function that normalises a value and answers
 * null when it is not allowed (e.g. a country code of two letters).
 */
export type FilterRule = readonly string[] | ((value: string) => string | null);

/** What one list endpoint accepts (docs/product.md §13.1). */
export interface ListSpec<Field extends string, Filters extends Record<string, FilterRule>> {
  sortFields: readonly Field[];
  defaultSort: SortParam<Field>;
  filters: Filters;
}

/** The value type a filter rule lets through. */
type FilterValue<Rule> = Rule extends readonly (infer Value extends string)[] ? Value : string;
export type FilterValues<Filters extends Record<string, FilterRule>> = {
  [Key in keyof Filters]: FilterValue<Filters[Key]>;
};

export type ParsedList<
  Field extends string,
  Filters extends Record<string, FilterRule>,
> = ListQuery<Field, FilterValues<Filters>>;

/**
 * A text parameter (the search, a text filter): trimmed, at most LIST_SEARCH_MAX_LENGTH characters
 * and storable (no NUL, no lone surrogate), else null. Blank text comes back as ''.
 */
export const listText = (value: string): string | null => {
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex -- NUL cannot be stored or matched
  return trimmed.length > LIST_SEARCH_MAX_LENGTH || /[\u0000\p{Surrogate}]/u.test(trimmed)
    ? null
    : trimmed;
};

/** Declares a list endpoint's spec with its types kept exact. */
export const listSpec = <
  const Field extends string,
  const Filters extends Record<string, FilterRule>,
>(
  spec: ListSpec<Field, Filters>,
) => spec;

/** `?x=` (blank) counts as not given: a console URL may carry empty parameters. */
const given = (value: string | undefined): value is string => value !== undefined && value !== '';

const parseSort = <Field extends string>(
  text: string,
  fields: readonly Field[],
): { field: Field; descending: boolean } | null => {
  const descending = text.startsWith('-');
  const name = descending ? text.slice(1) : text;
  const field = fields.find((candidate) => candidate === name);
  return field ? { field, descending } : null;
};

const WHOLE_NUMBER = /^\d{1,10}$/;

/**
 * The one parser of list query strings: `page` (≥ 1), `pageSize` (1–100, default 25), `sort`
 * (a field of the endpoint's allow-list, `-` for descending), `search` and the endpoint's filters.
 * Anything invalid is `400 VALIDATION_FAILED` whose `errors` name each bad parameter; parameters
 * the endpoint does not know are ignored.
 */
export function parseListQuery<Field extends string, Filters extends Record<string, FilterRule>>(
  spec: ListSpec<Field, Filters>,
  query: unknown,
): ParsedList<Field, Filters> {
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const errors: { path: string; message: string }[] = [];
  /** The parameter as one string; a repeated one (`?page=1&page=2`) is an error. */
  const text = (name: string): string | undefined => {
    if (!Object.hasOwn(raw, name)) return undefined;
    const value = raw[name];
    if (typeof value === 'string') return value;
    errors.push({ path: name, message: `${name} must be given once` });
    return undefined;
  };
  const wholeNumber = (name: string, fallback: number, max: number): number => {
    const value = text(name);
    if (!given(value)) return fallback;
    const number = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
    if (number >= 1 && number <= max) return number;
    errors.push({ path: name, message: `${name} must be a whole number from 1 to ${max}` });
    return fallback;
  };

  const page = wholeNumber('page', 1, LIST_MAX_PAGE);
  const pageSize = wholeNumber('pageSize', LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE);

  const defaultSort = parseSort(spec.defaultSort, spec.sortFields);
  if (!defaultSort) throw new Error(`default sort "${spec.defaultSort}" is not sortable`);
  let sort = defaultSort;
  const sortText = text('sort');
  if (given(sortText)) {
    const parsed = parseSort(sortText, spec.sortFields);
    if (parsed) sort = parsed;
    else {
      errors.push({
        path: 'sort',
        message: `sort must be one of ${spec.sortFields.join(', ')}, with - first for descending`,
      });
    }
  }

  let search: string | null = null;
  const searchText = text('search');
  if (given(searchText)) {
    const trimmed = listText(searchText);
    if (trimmed === null) {
      errors.push({
        path: 'search',
        message: `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters of text`,
      });
    } else if (trimmed !== '') search = trimmed;
  }

  const filters: Partial<Record<string, string>> = {};
  for (const [name, rule] of Object.entries(spec.filters)) {
    const value = text(name);
    if (!given(value)) continue;
    const accepted = typeof rule === 'function' ? rule(value) : rule.includes(value) ? value : null;
    if (accepted === null) {
      errors.push({
        path: name,
        message:
          typeof rule === 'function'
            ? `${name} is not a valid value`
            : `${name} must be one of ${rule.join(', ')}`,
      });
    } else filters[name] = accepted;
  }

  if (errors.length > 0) {
    throw new HttpError(400, errors[0]!.message, errorCodes.validationFailed, errors);
  }
  return {
    page,
    pageSize,
    sort,
    search,
    filters: filters as Partial<FilterValues<Filters>>,
  };
}

/** A filter rule for ISO 3166-1 alpha-2 codes, in either case; answers upper case. */
export const countryCodeFilter = (value: string): string | null =>
  /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

/** A filter rule for a record's id (e.g. `clinicId`): a canonical UUID, answered in lower case. */
export const uuidFilter = (value: string): string | null =>
  isUuid(value) ? value.toLowerCase() : null;
