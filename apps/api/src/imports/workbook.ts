import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { ImportWorkbookSheets } from '@org/contracts';
import { isBlankRecord, type CsvReading, type CsvRecord } from './csv';

/**
 * Reading a sheet of an Excel workbook (.xlsx; the first tab unless another is named) into the
 * same records a CSV file gives (docs/decisions.md "Imports read .xlsx workbooks"): yauzl checks
 * what the archive would unpack to, so that a small file cannot unpack to gigabytes, and unpacks
 * the parts exceljs's streaming reader then reads.
 */

/** What a workbook of IMPORT_MAX_ROWS wide rows unpacks to, with room to spare. */
const MAX_UNPACKED_BYTES = 250_000_000;
/** Rows read between turns of the event loop, so other requests keep being answered. */
const ROWS_PER_TURN = 500;

/** A workbook that cannot be read, and why, for the file-level message. */
export class UnreadableWorkbook extends Error {
  constructor(
    readonly reason: 'protected' | 'old-format' | 'malformed' | 'too-large',
    cause?: unknown,
  ) {
    super(`unreadable workbook: ${reason}`, { cause });
  }
}

/** The first bytes of an OLE compound file: an old .xls, or a password-protected .xlsx. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream a password-protected Office Open XML file keeps its encrypted workbook in. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Whether the bytes are a workbook this module reads (a zip archive), as opposed to a compound file. */
export const isCompoundFile = (bytes: Uint8Array) =>
  COMPOUND_FILE.every((byte, index) => bytes[index] === byte);

/** An archive read through its central directory: any entry unpacked by name, in any order. */
interface Archive {
  open(name: string): Promise<Readable | undefined>;
  close(): void;
}

/**
 * Opens the archive through its central directory and unpacks every entry once, counting and
 * dropping the bytes, and refuses it past `maxBytes`. The sizes an archive declares can lie; yauzl
 * checks each entry's unpacked bytes against its declared size, and the count here does not rely
 * on them. The archive stays open for the entries to be unpacked again, in the order needed.
 */
function openArchive(bytes: Uint8Array, maxBytes: number): Promise<Archive> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) return reject(new UnreadableWorkbook('malformed', error));
      const entries = new Map<string, yauzl.Entry>();
      let total = 0;
      const fail = (reason: UnreadableWorkbook['reason'], cause?: unknown) => {
        zip.close();
        reject(new UnreadableWorkbook(reason, cause));
      };
      const unpack = (entry: yauzl.Entry) =>
        new Promise<Readable>((opened, refused) => {
          zip.openReadStream(entry, (streamError, stream) =>
            streamError || !stream ? refused(streamError) : opened(stream),
          );
        });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (total + entry.uncompressedSize > maxBytes) return fail('too-large');
        entries.set(entry.fileName, entry);
        unpack(entry).then(
          (stream) => {
            stream.on('data', (chunk: Buffer) => {
              total += chunk.length;
              if (total > maxBytes) {
                stream.destroy();
                fail('too-large');
              }
            });
            stream.on('error', (streamError) => fail('malformed', streamError));
            stream.on('end', () => zip.readEntry());
          },
          (streamError: unknown) => fail('malformed', streamError),
        );
      });
      zip.on('end', () =>
        resolve({
          open: async (name) => {
            const entry = entries.get(name);
            return entry ? unpack(entry) : undefined;
          },
          close: () => zip.close(),
        }),
      );
      zip.on('error', (zipError) => fail('malformed', zipError));
      zip.readEntry();
    });
  });
}

/**
 * The steps of exceljs's streaming WorkbookReader that each read one part of the package. Its own
 * one-pass `parse()` loses the parts at the end of the archive whenever unzipper runs ahead of it
 * (unzipper ends its entry stream while entries are still queued), so the parts are unpacked
 * here, through the central directory, in the order the sheet needs them.
 * Not in exceljs's types; docs/decisions.md "Imports read .xlsx workbooks".
 */
interface WorkbookParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  /** Emits the sheet's row reader (once the parts above are read). */
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
  model?: { sheets?: { name: string; rId: string; state?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
}

/** Where a package relationship's target is inside the archive (relative to xl/, or absolute). */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/** A date cell as ISO text: the day alone at midnight, else the day and the time. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/**
 * A cell as the person typed it: text as text (so "0912 345 678" keeps its zero), a number in
 * full rather than in exponent form, a formula as its result, a date as ISO text.
 */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number') {
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  }
  return cell.text ?? '';
}

/**
 * A sheet's filled rows, numbered by the spreadsheet's own row numbers, as `readCsv` returns a CSV
 * file's: reading stops past `maxRecords` filled rows.
 */
async function filledRows(
  rows: AsyncIterable<ExcelJS.Row> | undefined,
  maxRecords: number,
): Promise<CsvReading> {
  const records: CsvRecord[] = [];
  let rowsRead = 0;
  for await (const row of rows ?? []) {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (!isBlankRecord(filled)) records.push({ line: row.number, cells: filled });
    if (records.length > maxRecords)
      return { records: records.slice(0, maxRecords), overLimit: true };
    rowsRead += 1;
    if (rowsRead % ROWS_PER_TURN === 0) await nextTurn();
  }
  return { records, overLimit: false };
}

/** The tab asked for is not among the workbook's (visible) tabs. */
export class SheetNotFound extends Error {
  constructor(
    readonly sheet: string,
    readonly sheets: string[],
  ) {
    super(`no sheet named ${sheet}`);
  }
}

/**
 * The filled rows of the sheet named `sheet` (by default the first tab), as `filledRows` reads
 * them, with the tabs a person sees (hidden ones left out), in order, and the one read.
 */
export async function readWorkbook(
  bytes: Uint8Array,
  limits: { maxRecords: number; maxUnpackedBytes?: number; sheet?: string },
): Promise<CsvReading & { workbook: ImportWorkbookSheets }> {
  if (isCompoundFile(bytes)) {
    throw new UnreadableWorkbook(
      Buffer.from(bytes).includes(ENCRYPTED_PACKAGE) ? 'protected' : 'old-format',
    );
  }
  const archive = await openArchive(bytes, limits.maxUnpackedBytes ?? MAX_UNPACKED_BYTES);
  const options = {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  } as const;
  let sheetPart: Readable | undefined;
  try {
    const parts = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from([]),
      options,
    ) as unknown as WorkbookParts;
    const required = async (name: string) => {
      const stream = await archive.open(name);
      if (!stream)
        throw new UnreadableWorkbook('malformed', new Error(`no ${name} in the archive`));
      return stream;
    };
    await parts._parseRels(await required('xl/_rels/workbook.xml.rels'));
    await parts._parseWorkbook(await required('xl/workbook.xml'));
    const sharedStrings = await archive.open('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _cached of parts._parseSharedStrings(sharedStrings));
    const styles = await archive.open('xl/styles.xml');
    if (styles) await parts._parseStyles(styles);
    const tabs = (parts.model?.sheets ?? []).filter(
      (tab) => tab.state !== 'hidden' && tab.state !== 'veryHidden',
    );
    const sheets = tabs.map((tab) => tab.name);
    // The first tab by default, whatever its part is called.
    const tab =
      limits.sheet === undefined ? tabs[0] : tabs.find((each) => each.name === limits.sheet);
    if (limits.sheet !== undefined && !tab) throw new SheetNotFound(limits.sheet, sheets);
    const workbook = { sheets, sheet: tab?.name ?? '' };
    const target = parts.workbookRels?.find((rel) => rel.Id === tab?.rId)?.Target;
    if (target) sheetPart = await required(partName(target));
    const [emitted] = sheetPart ? parts._parseWorksheet(sheetPart, '1') : [];
    return { ...(await filledRows(emitted?.value, limits.maxRecords)), workbook };
  } catch (error) {
    if (error instanceof UnreadableWorkbook || error instanceof SheetNotFound) throw error;
    throw new UnreadableWorkbook('malformed', error);
  } finally {
    sheetPart?.destroy();
    archive.close();
  }
}
