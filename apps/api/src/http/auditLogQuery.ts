import {
  AUDIT_DEFAULT_SORT,
  auditSortFields,
  errorCodes,
  isAuditAction,
  type AuditAction,
  type AuditSortField,
  type ListQuery,
} from '@org/contracts';
import { HttpError } from './HttpError';
import { listSpec, listText, parseListQuery } from './listQuery';

/** What the audit log is narrowed to (docs/product.md §12.3). */
export interface AuditLogFilters {
  /** A part of the person's e-mail or full name, any case; null for everyone. */
  actor: string | null;
  /** These actions only; empty for every action. */
  actions: AuditAction[];
  /** Inclusive bounds; null when open. */
  from: Date | null;
  to: Date | null;
  /** Preference toggles show only when asked for (or named in `actions`). */
  includePreferences: boolean;
}

export type AuditLogQuery = Omit<ListQuery<AuditSortField, never>, 'filters' | 'search'> & {
  filters: AuditLogFilters;
};

/** GET /api/v1/audit-log and its export: the list contract with the log's own filters. */
const auditLogList = listSpec({
  sortFields: auditSortFields,
  defaultSort: AUDIT_DEFAULT_SORT,
  // `actor`, a part of a person's e-mail or name, is text like a list search.
  filters: { actor: listText, includePreferences: ['true', 'false'] },
});

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
 * An ISO 8601 bound: a bare date is a whole UTC day (its first instant for `from`, its last for
 * `to`), a date and time must say its offset (`Z` or `+02:00`). Null when it is neither.
 */
export function parseInstant(text: string, edge: 'start' | 'end'): Date | null {
  const date = DATE.exec(text);
  if (date) {
    const [year, month, day] = date.slice(1, 4).map(Number) as [number, number, number];
    if (!isCalendarDay(year, month, day)) return null;
    const start = Date.UTC(year, month - 1, day);
    return new Date(edge === 'start' ? start : start + DAY_MS - 1);
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  const [year, month, day, hour, minute, second = 0, offsetHour = 0, offsetMinute = 0] = dateTime
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (!isCalendarDay(year!, month!, day!)) return null;
  if (hour! > 23 || minute! > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) {
    return null;
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

type ParameterError = { path: string; message: string };

/** `action`, given once or repeated; each must be one of the audit actions. */
function readActions(value: unknown, errors: ParameterError[]): AuditAction[] {
  if (value === undefined) return [];
  const values = (Array.isArray(value) ? value : [value]).filter((each) => each !== '');
  const actions = new Set<AuditAction>();
  for (const each of values) {
    if (isAuditAction(each)) actions.add(each);
    else {
      errors.push({
        path: 'action',
        message: `action ${typeof each === 'string' ? `"${each.slice(0, 40)}" ` : ''}is not an audit action`,
      });
      break;
    }
  }
  return [...actions];
}

function readBound(
  raw: Record<string, unknown>,
  name: 'from' | 'to',
  errors: ParameterError[],
): Date | null {
  const value = raw[name];
  if (value === undefined || value === '') return null;
  const instant =
    typeof value === 'string' ? parseInstant(value, name === 'from' ? 'start' : 'end') : null;
  if (!instant) {
    errors.push({
      path: name,
      message: `${name} must be an ISO 8601 date (2026-01-31) or date and time (2026-01-31T08:00:00Z)`,
    });
  }
  return instant;
}

/**
 * The audit log's query string: `page`, `pageSize`, `sort` as every list (http/listQuery.ts), and
 * `actor`, `action` (repeatable), `from`, `to`, `includePreferences`. Anything refused is one
 * `400 VALIDATION_FAILED` naming every bad parameter.
 */
export function parseAuditLogQuery(query: unknown): AuditLogQuery {
  const raw = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const errors: ParameterError[] = [];
  const actions = readActions(raw.action, errors);
  const from = readBound(raw, 'from', errors);
  const to = readBound(raw, 'to', errors);
  if (from && to && to < from) errors.push({ path: 'to', message: 'to must not be before from' });

  let list: ReturnType<typeof parseListQuery<AuditSortField, typeof auditLogList.filters>> | null =
    null;
  try {
    list = parseListQuery(auditLogList, raw);
  } catch (error) {
    if (!(error instanceof HttpError) || !Array.isArray(error.errors)) throw error;
    errors.push(...(error.errors as ParameterError[]));
  }
  if (errors.length > 0 || !list) {
    throw new HttpError(400, errors[0]!.message, errorCodes.validationFailed, errors);
  }
  return {
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    filters: {
      actor: list.filters.actor || null,
      actions,
      from,
      to,
      includePreferences: list.filters.includePreferences === 'true',
    },
  };
}
