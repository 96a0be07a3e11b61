import { pipeline, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type Info } from 'csv-parse';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

/**
 * Reading and writing CSV (docs/product.md §13.2): csv-parse and csv-stringify do the CSV,
 * this module the rest — the encoding, the delimiter, and formula cells.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Excel's "Unicode text" saves UTF-16 with a byte order mark. */
const UTF16_LE_BOM = [0xff, 0xfe];
const UTF16_BE_BOM = [0xfe, 0xff];

/**
 * The file's text: UTF-16 with its byte order mark, UTF-8 (with or without one), else
 * Windows-1252, which is what Excel on Windows saves. Bytes that are not valid UTF-8 cannot be UTF-8, so the fallback is safe.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (startsWith(bytes, UTF16_LE_BOM)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, UTF16_BE_BOM)) return new TextDecoder('utf-16be').decode(bytes);
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

/**
 * Windows-1252's own characters at 0x80–0x9F (€, ’, “, –, …), where Latin-1 has control codes.
 * Node 20's TextDecoder('windows-1252') decodes these bytes as Latin-1 (a known Node bug), so
 * they are mapped here; the five bytes Windows-1252 leaves undefined stay as they are.
 */
const WINDOWS_1252_HIGH: Record<string, string> = Object.fromEntries(
  [
    [0x80, 0x20ac],
    [0x82, 0x201a],
    [0x83, 0x0192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x02c6],
    [0x89, 0x2030],
    [0x8a, 0x0160],
    [0x8b, 0x2039],
    [0x8c, 0x0152],
    [0x8e, 0x017d],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x02dc],
    [0x99, 0x2122],
    [0x9a, 0x0161],
    [0x9b, 0x203a],
    [0x9c, 0x0153],
    [0x9e, 0x017e],
    [0x9f, 0x0178],
  ].map(([byte, codePoint]) => [String.fromCharCode(byte!), String.fromCharCode(codePoint!)]),
);

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char] ?? char);
}

/** The first bytes of workbooks: Office Open XML (a zip archive, .xlsx) and the older .xls. */
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];
/** The first bytes of other files people mistake for lists: PNG, JPEG, GIF, PDF, gzip, 7-Zip, RIFF (WebP). */
const BINARY_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x49, 0x46, 0x46],
];
/** The bytes looked at to tell text from anything else. */
const SNIFFED_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * What kind of file the bytes are, before reading them as CSV: empty (nothing but spaces), a
 * workbook, some other binary file (a known signature, or more than 1 in 100 of its first bytes
 * NULs and other control bytes text never holds), or text.
 */
export function fileKind(bytes: Uint8Array): 'empty' | 'workbook' | 'binary' | 'text' {
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'workbook';
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'binary';
  if (startsWith(bytes, UTF16_LE_BOM) || startsWith(bytes, UTF16_BE_BOM)) return 'text';
  const head = bytes.subarray(0, SNIFFED_BYTES);
  // Tab, line feed, carriage return and form feed are text; other C0 control bytes (NUL above
  // all) are not. One stray NUL in a cell is that cell's problem; many make the file binary.
  const controls = head.filter((byte) => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte));
  if (controls.length > Math.max(2, head.length / 100)) return 'binary';
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  return body.every((byte) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)) ? 'empty' : 'text';
}

export const csvDelimiters = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/**
 * The delimiter of a file, read from its first non-blank line (the header, which holds only
 * column names): the candidate that occurs most often outside quotes; a comma when none does.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  // Found by a scan rather than a regular expression, which backtracks quadratically on a long
  // line of spaces.
  const firstFilled = text.search(/[^\s]/);
  let firstLine = '';
  if (firstFilled >= 0) {
    const lineEnd = /[\r\n]/g;
    lineEnd.lastIndex = firstFilled;
    const end = lineEnd.exec(text)?.index ?? text.length;
    const start = Math.max(
      text.lastIndexOf('\n', firstFilled),
      text.lastIndexOf('\r', firstFilled),
    );
    firstLine = text.slice(start + 1, end);
  }
  const counts = new Map<CsvDelimiter, number>(csvDelimiters.map((each) => [each, 0]));
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as CsvDelimiter)) {
      counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const [delimiter, found] of counts) if (found > counts.get(best)!) best = delimiter;
  return best;
}

/** One record of a file with its line as a spreadsheet shows it (the first record is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file the CSV parser could not read, with the spreadsheet line where it stopped. */
export class UnreadableCsv extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'unclosed-quote' | 'malformed',
  ) {
    super(`unreadable CSV at line ${line}: ${reason}`);
  }
}

/** A record with nothing in it: only spaces or delimiters (as spreadsheets save empty rows). */
export const isBlankRecord = (cells: readonly string[]) =>
  cells.every((cell) => cell.trim() === '');

/** What `readCsv` read: the filled records in order, and whether it stopped at the limit. */
export interface CsvReading {
  records: CsvRecord[];
  /** More than `maxRecords` filled records (or as many blank ones): reading stopped there. */
  overLimit: boolean;
}

/**
 * The text is handed to the parser in pieces of this many characters, with a turn of the event
 * loop between them, so a file of any shape holds other requests up for one piece at most.
 */
const PIECE_CHARS = 4096;

/**
 * The filled records of the text, numbered as a spreadsheet numbers its rows: a quoted value with
 * line breaks stays one row, and blank lines are not returned but still counted. csv-parse reads
 * the text as a stream, piece by piece, yielding to the event loop in between, and skips empty
 * lines without making records of them (a record shorter than the header costs it an error object,
 * which made a file of blank lines take the main thread for most of a minute). Reading stops as
 * soon as there are more than `maxRecords` filled records, or as many records of only spaces and
 * delimiters, which are skipped but cost as much to read.
 */
export async function readCsv(text: string, limits: { maxRecords: number }): Promise<CsvReading> {
  const parser = parse({
    delimiter: detectDelimiter(text),
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
  });
  const records: CsvRecord[] = [];
  let blankRecords = 0;
  let overLimit = false;
  parser.on('data', ({ record, info }: { record: string[]; info: Info }) => {
    if (overLimit) return;
    if (isBlankRecord(record)) blankRecords += 1;
    else records.push({ line: info.records + info.empty_lines, cells: record });
    overLimit = records.length > limits.maxRecords || blankRecords > limits.maxRecords;
  });
  const done = finished(parser);
  done.catch(() => {});
  try {
    for (let offset = 0; offset < text.length && !overLimit; offset += PIECE_CHARS) {
      if (parser.destroyed) break;
      parser.write(text.slice(offset, offset + PIECE_CHARS));
      await nextTurn();
    }
    if (overLimit) {
      parser.destroy();
      return { records: records.slice(0, limits.maxRecords), overLimit };
    }
    parser.end();
    await done;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const info = error as CsvError & Partial<Info>;
    throw new UnreadableCsv(
      (info.records ?? 0) + (info.empty_lines ?? 0) + 1,
      error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'unclosed-quote' : 'malformed',
    );
  }
  return { records, overLimit };
}

/** OWASP CSV injection: these first characters make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as it is safe to write: a formula-like value gets a leading apostrophe. */
export const neutraliseCell = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/**
 * A cell as it was before `neutraliseCell`, so that a file we wrote imports back unchanged:
 * an apostrophe in front of a formula-like value is dropped.
 */
export const restoreCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const writeOptions = {
  bom: true,
  // Every string we write, headers included, goes through the neutraliser.
  cast: { string: neutraliseCell },
  eof: true,
  record_delimiter: 'windows',
} as const;

/** A whole CSV document (UTF-8 with BOM, so Excel reads the accents right). */
export const writeCsv = (rows: readonly (readonly string[])[]): string =>
  stringify(rows as string[][], writeOptions);

/** A CSV document streamed from batches of rows, for files of any length. */
export function streamCsv(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): Readable {
  async function* rows() {
    yield [...header];
    for await (const batch of batches) for (const row of batch) yield [...row];
  }
  const csv = stringifyStream(writeOptions);
  // A failure while reading ends the answer (the client sees a cut file), never the process.
  pipeline(Readable.from(rows()), csv, () => {});
  return csv;
}
