/**
 * A figure's table as a CSV file, written in the browser from the very rows the table shows, by
 * the rules of the api's exports (apps/api/src/imports/csv.ts): UTF-8 with a BOM so spreadsheets
 * read the accents right, Windows line ends, and a formula-like text cell (OWASP CSV injection)
 * behind an apostrophe. Numbers are written plainly, never grouped, so spreadsheets read them.
 */

/** These first characters make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number;

const cell = (value: CsvValue): string => {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The CSV document of a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The document as a file to hand to `saveDownload`. */
export const csvFile = (
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
) => ({
  fileName,
  blob: new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }),
});
