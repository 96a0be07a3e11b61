/** A day in the reader's time zone as a filter keeps it: `YYYY-MM-DD`. */
export const readerDayText = (day: Date): string =>
  [
    String(day.getFullYear()).padStart(4, '0'),
    String(day.getMonth() + 1).padStart(2, '0'),
    String(day.getDate()).padStart(2, '0'),
  ].join('-');

/** The first instant of a `YYYY-MM-DD` day in the reader's time zone. */
export const readerDay = (text: string): Date => {
  const [year = 0, month = 1, day = 1] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
};
