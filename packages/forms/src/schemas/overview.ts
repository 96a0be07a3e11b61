import { object, string, type InferType } from 'yup';
import { OVERVIEW_MAX_RANGE_DAYS, overviewIntervals } from '@org/contracts';
import { trimmedString } from '../fields';
import { validationMessages as m } from '../messages';
import { isCalendarDate } from './knowledge';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const day = (required: string) =>
  trimmedString()
    .required(required)
    .test('calendar-date', m.publishedAtInvalid, (value) => !value || isCalendarDate(value));

/** A record's id, or nothing (the filter is off). */
const optionalId = (invalid: string) =>
  trimmedString()
    .optional()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .test('uuid', invalid, (value) => value === undefined || UUID.test(value));

/** The number of days from `from` to `to`, both included (both real days). */
export const overviewRangeDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The Overview's filters, in the address and in `GET /api/v1/overview`'s query: a date range (days
 * in UTC, both included, at most OVERVIEW_MAX_RANGE_DAYS), week or month, and optionally one
 * clinic and one program.
 */
export const overviewQuerySchema = object({
  from: day(m.overviewFromRequired),
  to: day(m.overviewToRequired)
    .test('after-from', m.overviewRangeOrder, function afterFrom(to) {
      const from = this.parent.from as unknown;
      if (typeof from !== 'string' || !isCalendarDate(from) || !isCalendarDate(to)) return true;
      return to >= from;
    })
    .test('range-max', m.overviewRangeMax, function withinMax(to) {
      const from = this.parent.from as unknown;
      if (typeof from !== 'string' || !isCalendarDate(from) || !isCalendarDate(to)) return true;
      return overviewRangeDays(from, to) <= OVERVIEW_MAX_RANGE_DAYS;
    }),
  interval: string()
    .oneOf(overviewIntervals, m.overviewIntervalInvalid)
    .default('month')
    .transform((value: unknown) => (value === '' ? undefined : value)),
  clinicId: optionalId(m.overviewClinicInvalid),
  programId: optionalId(m.overviewProgramInvalid),
});
export type OverviewQueryValues = InferType<typeof overviewQuerySchema>;
