import { format, isValid, parse } from 'date-fns';
import { DATE_FORMAT } from './datePickerOptions';

/** A day as docs/product.md §9 writes dates, yyyy-MM-dd, in the reader's own calendar. */
export const dayText = (day: Date): string => format(day, DATE_FORMAT);

/** The first instant of a yyyy-MM-dd day in the reader's time zone; null when it is no such day. */
export function dayOfText(text: string): Date | null {
  const day = parse(text, DATE_FORMAT, new Date(0));
  // Written exactly so: "2024-2-3" and "2023-02-29" are not days.
  return isValid(day) && dayText(day) === text ? day : null;
}
