import { dayOfText, dayText } from '@org/ui';

/** A day in the reader's time zone as a filter keeps it: `YYYY-MM-DD`. */
export const readerDayText = (day: Date): string => dayText(day);

/** The first instant of a `YYYY-MM-DD` day in the reader's time zone (Invalid Date for no day). */
export const readerDay = (text: string): Date => dayOfText(text) ?? new Date(Number.NaN);
