import { sql, type SQL } from 'drizzle-orm';
import { errorCodes } from '@org/contracts';
import { HttpError } from '../http/HttpError';
import { isUuid } from '../http/routeParams';

/**
 * FHIR search parameters (docs/fhir.md "Search"): each resource names the parameters it supports
 * and what each means in SQL; this file reads their values as the FHIR search syntax writes them
 * (comma: any of the values; a repeated parameter: all of them; `[system]|code` tokens,
 * `Type/id` references, `ge2026-01-01` dates) and refuses a malformed value with a 400.
 */

/** How a supported parameter reads its value, and the condition it becomes. */
export type SearchParameter =
  /** `_id`, `identifier`: our record ids (an identifier of another system matches nothing). */
  | {
      kind: 'id';
      identifierSystem?: string;
      /** Which values are ids of ours (uuids unless said); others match nothing. */
      accepts?: (id: string) => boolean;
      where(ids: string[]): SQL;
    }
  /** `organization`: a reference to a clinic. */
  | { kind: 'reference'; target: string; where(ids: string[]): SQL }
  /** `name`: starts a word of the name by default; `:contains` and `:exact` as FHIR says. */
  | { kind: 'string'; where(text: string, match: StringMatch): SQL }
  /** `active`. */
  | { kind: 'boolean'; where(value: boolean): SQL }
  /** `status`: one of a closed list of codes. */
  | { kind: 'code'; codes: readonly string[]; where(codes: string[]): SQL }
  /** `_lastUpdated`: the instant a record last changed. */
  | { kind: 'date'; column: SQL };

export type StringMatch = 'starts' | 'contains' | 'exact';

/** Parameters every search reads besides its resource's own. */
const RESULT_PARAMETERS = ['_count', '_cursor', '_format', '_pretty'] as const;

export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 100;

export interface ParsedSearch {
  conditions: SQL[];
  count: number;
  /** The `_cursor` of a next page: the last id of the page before. */
  cursor: string | null;
  /** Parameters the resource does not support (ignored unless the client asked to be strict). */
  unknown: string[];
}

/** 400 with an OperationOutcome `invalid` issue (fhirRoutes.ts writes every HttpError so). */
export const invalidSearch = (message: string) =>
  new HttpError(400, message, errorCodes.validationFailed);

/** 400 for what the client asked for and we do not do (`not-supported`). */
export class NotSupported extends HttpError {
  constructor(message: string) {
    super(400, message, errorCodes.validationFailed);
  }
}

const valuesOf = (raw: string | string[] | undefined): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];

/** The comma-separated alternatives of one value (`\,` is a comma inside a value). */
const alternatives = (value: string): string[] =>
  value
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ','))
    .filter((part) => part !== '');

/** A condition that matches no row (an id we never hand out, say). */
const NOTHING = sql`false`;

const anyOf = (conditions: SQL[]): SQL =>
  conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;

const idsCondition = (
  ids: string[],
  where: (ids: string[]) => SQL,
  accepts: (id: string) => boolean = isUuid,
): SQL => {
  const valid = ids.map((id) => id.toLowerCase()).filter(accepts);
  return valid.length > 0 ? where(valid) : NOTHING;
};

const dateTimePattern =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** The range of instants a FHIR date or dateTime of its precision stands for: [start, end). */
export function dateRange(text: string): { start: Date; end: Date } | null {
  const match = dateTimePattern.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (hour !== undefined && zone === undefined) return null;
  const offset = zone && zone !== 'Z' ? zone : 'Z';
  const startText = `${year}-${month ?? '01'}-${day ?? '01'}T${hour ?? '00'}:${minute ?? '00'}:${second ?? '00'}${fraction ?? ''}${hour === undefined ? 'Z' : offset}`;
  const start = new Date(startText);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start);
  if (month === undefined) end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (day === undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else if (hour === undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (second === undefined) end.setUTCMinutes(end.getUTCMinutes() + 1);
  else if (fraction === undefined) end.setUTCSeconds(end.getUTCSeconds() + 1);
  else end.setUTCMilliseconds(end.getUTCMilliseconds() + 1);
  return { start, end };
}

const DATE_PREFIXES = ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'sa', 'eb'] as const;

const dateCondition = (column: SQL, value: string): SQL => {
  const prefix = DATE_PREFIXES.find((each) => value.startsWith(each)) ?? 'eq';
  const range = dateRange(value.startsWith(prefix) ? value.slice(2) : value);
  if (!range) throw invalidSearch(`_lastUpdated: "${value}" is not a FHIR date.`);
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  switch (prefix) {
    case 'eq':
      return sql`(${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz)`;
    case 'ne':
      return sql`(${column} < ${start}::timestamptz or ${column} >= ${end}::timestamptz)`;
    case 'gt':
    case 'sa':
      return sql`${column} >= ${end}::timestamptz`;
    case 'ge':
      return sql`${column} >= ${start}::timestamptz`;
    case 'lt':
    case 'eb':
      return sql`${column} < ${start}::timestamptz`;
    case 'le':
      return sql`${column} < ${end}::timestamptz`;
  }
};

/** The id a reference names: `Organization/<id>`, an absolute address ending so, or `<id>`. */
const referencedId = (target: string, value: string): string | null => {
  const parts = value.split('/');
  const id = parts.at(-1) ?? '';
  if (parts.length === 1) return id;
  return parts.at(-2) === target ? id : null;
};

/** The condition of one value (its comma-separated alternatives) of a parameter. */
function conditionOf(
  name: string,
  parameter: SearchParameter,
  modifier: string | null,
  value: string,
): SQL {
  const refuseModifier = () =>
    new NotSupported(`The modifier :${modifier} of ${name} is not supported.`);
  if (parameter.kind === 'string') {
    if (modifier !== null && modifier !== 'contains' && modifier !== 'exact') {
      throw refuseModifier();
    }
    const match: StringMatch = modifier ?? 'starts';
    return anyOf(alternatives(value).map((text) => parameter.where(text, match)));
  }
  if (modifier !== null) throw refuseModifier();
  const values = alternatives(value);
  if (values.length === 0) throw invalidSearch(`${name} needs a value.`);
  switch (parameter.kind) {
    case 'id': {
      const ids = values.flatMap((each) => {
        if (!each.includes('|')) return [each];
        const [system, code] = each.split('|', 2) as [string, string];
        return system === '' || system === parameter.identifierSystem ? [code] : [];
      });
      return idsCondition(ids, parameter.where, parameter.accepts);
    }
    case 'reference': {
      const ids = values.flatMap((each) => referencedId(parameter.target, each) ?? []);
      return idsCondition(ids, parameter.where);
    }
    case 'boolean': {
      const parsed = values.map((each) => {
        if (each !== 'true' && each !== 'false') {
          throw invalidSearch(`${name} is true or false (got "${each}").`);
        }
        return each === 'true';
      });
      return anyOf(parsed.map((each) => parameter.where(each)));
    }
    case 'code': {
      const codes = values.map((each) => each.split('|').at(-1) ?? each);
      const unknown = codes.filter((code) => !parameter.codes.includes(code));
      if (unknown.length > 0) {
        throw invalidSearch(
          `${name} is one of ${parameter.codes.join(', ')} (got "${unknown[0]}").`,
        );
      }
      return parameter.where(codes);
    }
    case 'date':
      return anyOf(values.map((each) => dateCondition(parameter.column, each)));
  }
}

const countOf = (raw: string[]): number => {
  const last = raw.at(-1);
  if (last === undefined) return DEFAULT_COUNT;
  if (!/^\d{1,9}$/.test(last) || Number(last) < 1) {
    throw invalidSearch(`_count is a whole number from 1 (got "${last}").`);
  }
  // A server may answer fewer than asked for (FHIR search §3.1.1.6): at most a page of 100.
  return Math.min(Number(last), MAX_COUNT);
};

const FORMATS = ['json', 'application/json', 'application/fhir+json'];

/**
 * The search a query string asks for, as `parameters` define it. Unknown parameters are listed
 * (the route ignores them with a warning, or refuses them under `Prefer: handling=strict`).
 */
export function parseSearch(
  query: Record<string, string | string[] | undefined>,
  parameters: Record<string, SearchParameter>,
): ParsedSearch {
  const conditions: SQL[] = [];
  const unknown: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const [name, modifier = null] = key.split(':', 2) as [string, string?];
    if ((RESULT_PARAMETERS as readonly string[]).includes(name)) continue;
    const parameter = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (!parameter) {
      unknown.push(key);
      continue;
    }
    for (const value of valuesOf(raw)) {
      if (value === '') continue;
      conditions.push(conditionOf(name, parameter, modifier, value));
    }
  }
  const format = valuesOf(query._format).at(-1);
  if (format !== undefined && !FORMATS.includes(format.split(';')[0]!.trim())) {
    throw new HttpError(406, `Only JSON is supported (_format=${format}).`);
  }
  const cursor = valuesOf(query._cursor).at(-1) ?? null;
  return { conditions, count: countOf(valuesOf(query._count)), cursor, unknown };
}
