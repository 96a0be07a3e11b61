import { LIST_SEARCH_MAX_LENGTH } from './lists';

/** What a filter is, which tells the console which control shows it. */
export type FilterKind =
  'oneOf' | 'recordId' | 'recordIds' | 'countryCode' | 'text' | 'flag' | 'instant';

/**
 * How one list filter's value is read, on both sides of the wire: the api refuses a value its
 * rule does not read (`400 VALIDATION_FAILED` naming the parameter), the console drops it from
 * the address. `kind` tells the console which control shows the filter.
 */
export interface FilterRule<Value = string, Kind extends FilterKind = FilterKind> {
  kind: Kind;
  /** `oneOf` and `flag`: the allowed values, in the order a control offers them. */
  readonly values?: readonly string[];
  /** May be given more than once (`?action=a&action=b`): the value is then every one read. */
  repeated?: boolean;
  /** The value as the list uses it, or null when it is not allowed. */
  read(text: string): Value | null;
  /** What the api's refusal says is allowed, after the parameter's name. */
  expected: string;
}

/** The value a rule reads: every value read, for a rule that may be repeated. */
export type FilterValueOf<Rule> =
  Rule extends FilterRule<infer Value>
    ? Rule extends { repeated: true }
      ? Value[]
      : Value
    : never;

/** One of a closed list of values, e.g. a status. */
export const oneOf = <const Value extends string>(
  values: readonly Value[],
): FilterRule<Value, 'oneOf'> & { readonly values: readonly Value[] } => ({
  kind: 'oneOf',
  values,
  read: (text) => values.find((value) => value === text) ?? null,
  expected: `must be one of ${values.join(', ')}`,
});

/** Every value of a closed list given, each once, e.g. the audit log's actions. */
export const someOf = <const Value extends string>(
  values: readonly Value[],
): FilterRule<Value, 'oneOf'> & { readonly values: readonly Value[]; repeated: true } => ({
  ...oneOf(values),
  repeated: true,
});

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` is a record's id: a UUID in its canonical form, either case. */
export const isRecordId = (text: string): boolean => RECORD_ID.test(text);

/** A record's id (e.g. `clinicId`), answered in lower case. */
export const recordId: FilterRule<string, 'recordId'> = {
  kind: 'recordId',
  read: (text) => (isRecordId(text) ? text.toLowerCase() : null),
  expected: 'must be a record id',
};

/** Most ids a `recordIds` filter takes: a picker names at most a page of chosen records. */
export const MAX_RECORD_IDS = 100;

/**
 * Several records' ids, comma-separated (`?id=a,b`): a picker asks this way for the names of the
 * values it shows. Answered in lower case, each once.
 */
export const recordIds: FilterRule<string[], 'recordIds'> = {
  kind: 'recordIds',
  read: (text) => {
    const ids = text.split(',');
    if (ids.length > MAX_RECORD_IDS || !ids.every(isRecordId)) return null;
    return [...new Set(ids.map((id) => id.toLowerCase()))];
  },
  expected: `must be up to ${MAX_RECORD_IDS} record ids, comma-separated`,
};

/** An ISO 3166-1 alpha-2 code, in either case; answered in upper case. */
export const countryCode: FilterRule<string, 'countryCode'> = {
  kind: 'countryCode',
  read: (text) => (/^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null),
  expected: 'must be a country code of two letters',
};

/**
 * Text as a list reads it (the search, a text filter): trimmed, at most LIST_SEARCH_MAX_LENGTH
 * characters and storable (no NUL, no lone surrogate), else null. Blank text comes back as ''.
 */
export const listText = (text: string): string | null => {
  const trimmed = text.trim();
  // eslint-disable-next-line no-control-regex -- NUL cannot be stored or matched
  return trimmed.length > LIST_SEARCH_MAX_LENGTH || /[\u0000\p{Surrogate}]/u.test(trimmed)
    ? null
    : trimmed;
};

/** A text filter matched whole (e.g. a category); blank counts as not given. */
export const text: FilterRule<string, 'text'> = {
  kind: 'text',
  read: (value) => listText(value) || null,
  expected: `must be at most ${LIST_SEARCH_MAX_LENGTH} characters of text`,
};

/**
 * A part of a text to look for (the audit log's `actor`), read as the search is: blank text is
 * answered '' and counts as not given.
 */
export const textPart: FilterRule<string, 'text'> = {
  kind: 'text',
  read: listText,
  expected: `must be at most ${LIST_SEARCH_MAX_LENGTH} characters of text`,
};

/** A switch: `true` or `false` (off is usually the parameter left out). */
export const flag: FilterRule<'true' | 'false', 'flag'> & {
  readonly values: readonly ('true' | 'false')[];
} = {
  kind: 'flag',
  values: ['true', 'false'],
  read: (value) => (value === 'true' || value === 'false' ? value : null),
  expected: 'must be true or false',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;
const DAY_MS = 86_400_000;

/** Whether year, month and day name a real calendar day (2026-02-30 does not). */
const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * An ISO 8601 bound: a bare date is a whole UTC day (its first instant for `start`, its last for
 * `end`), a date and time must say its offset (`Z` or `+02:00`). Null when it is neither.
 */
export function parseInstant(value: string, edge: 'start' | 'end'): Date | null {
  const date = DATE.exec(value);
  if (date) {
    const [year, month, day] = date.slice(1, 4).map(Number) as [number, number, number];
    if (!isCalendarDay(year, month, day)) return null;
    const start = Date.UTC(year, month - 1, day);
    return new Date(edge === 'start' ? start : start + DAY_MS - 1);
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [year, month, day, hour, minute, second = 0, offsetHour = 0, offsetMinute = 0] = dateTime
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (!isCalendarDay(year!, month!, day!)) return null;
  if (hour! > 23 || minute! > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) {
    return null;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A bound of a time range (the audit log's `from` and `to`). */
export const instant = (edge: 'start' | 'end'): FilterRule<Date, 'instant'> => ({
  kind: 'instant',
  read: (value) => parseInstant(value, edge),
  expected: 'must be an ISO 8601 date (2026-01-31) or date and time (2026-01-31T08:00:00Z)',
});
