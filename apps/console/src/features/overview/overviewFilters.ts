import { overviewIntervals, type OverviewInterval, type OverviewParams } from '@org/contracts';
import { overviewQuerySchema } from '@org/forms';
import { ValidationError } from 'yup';

/** `YYYY-MM-DD` of a day in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Without a range in the address: the last twelve months, this month included (from the first
 * day of the month eleven months ago to today), by month.
 */
export function defaultOverviewRange(today: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: utcDay(from), to: utcDay(today) };
}

export const DEFAULT_INTERVAL: OverviewInterval = 'month';

export interface OverviewFilterState {
  params: OverviewParams & { interval: OverviewInterval };
  /** The schema's message per field the address got wrong in a way the reader should fix. */
  errors: Partial<Record<'from' | 'to', string>>;
}

type OverviewField = 'from' | 'to' | 'interval' | 'clinicId' | 'programId';

/**
 * The filters in the address, read with the api's own schema: a date the schema refuses is
 * shown with its message (and nothing is asked), an interval or a record id it refuses is left
 * out, as a list leaves out what its definition refuses.
 */
export function readOverviewFilters(search: URLSearchParams, today: Date): OverviewFilterState {
  const defaults = defaultOverviewRange(today);
  const values: Record<string, string | undefined> = {
    from: search.get('from') ?? defaults.from,
    to: search.get('to') ?? defaults.to,
    interval: search.get('interval') ?? DEFAULT_INTERVAL,
    clinicId: search.get('clinicId') ?? undefined,
    programId: search.get('programId') ?? undefined,
  };
  const errors: OverviewFilterState['errors'] = {};
  try {
    overviewQuerySchema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const path = item.path as OverviewField | undefined;
      if (path === 'from' || path === 'to') errors[path] ??= item.errors[0] ?? item.message;
      else if (path === 'interval') values.interval = DEFAULT_INTERVAL;
      else if (path) values[path] = undefined;
    }
  }
  const interval = overviewIntervals.find((value) => value === values.interval) ?? DEFAULT_INTERVAL;
  return {
    params: {
      from: values.from!,
      to: values.to!,
      interval,
      ...(values.clinicId ? { clinicId: values.clinicId } : {}),
      ...(values.programId ? { programId: values.programId } : {}),
    },
    errors,
  };
}

/** The address after one filter changed: a value equal to its default is left out. */
export function withOverviewFilter(
  search: URLSearchParams,
  key: OverviewField,
  value: string | undefined,
  today: Date,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const defaults = { ...defaultOverviewRange(today), interval: DEFAULT_INTERVAL } as Record<
    string,
    string
  >;
  if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
  else next.set(key, value);
  return next;
}
