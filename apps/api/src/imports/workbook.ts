import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { isBlankRecord, type CsvReading, type CsvRecord } from './csv';

/**
 * Reading the first sheet of an Excel workbook (.xlsx) into the same records a CSV file gives
 * (docs/decisions.md "Imports read .xlsx workbooks"): exceljs's streaming reader, after yauzl has
 * checked what the archive would unpack to, so that a small file cannot unpack to gigabytes.
 */

/** What a workbook of IMPORT_MAX_ROWS wide rows unpacks to, with room to spare. */
const MAX_UNPACKED_BYTES = 250_000_000;
/** Rows read between turns of the event loop, so other requests keep being answered. */
const ROWS_PER_TURN = 500;

/** A workbook that cannot be read, and why, for the file-level message. */
export class UnreadableWorkbook extends Error {
  constructor(readonly reason: 'protected' | 'old-format' | 'malformed' | 'too-large') {
    super(`unreadable workbook: ${reason}`);
  }
}

/** The first bytes of an OLE compound file: an old .xls, or a password-protected .xlsx. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream a password-protected Office Open XML file keeps its encrypted workbook in. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Whether the bytes are a workbook this module reads (a zip archive), as opposed to a compound file. */
export const isCompoundFile = (bytes: Uint8Array) =>
  COMPOUND_FILE.every((byte, index) => bytes[index] === byte);

/**
 * Unpacks every entry of the archive once, counting and dropping the bytes, and refuses it past
 * `maxBytes`. The sizes an archive declares can lie; yauzl checks each entry's unpacked bytes
 * against its declared size, and the count here does not rely on them.
 */
function checkUnpackedSize(bytes: Uint8Array, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(new UnreadableWorkbook('malformed'));
      let total = 0;
      const fail = (reason: UnreadableWorkbook['reason']) => {
        zip.close();
        reject(new UnreadableWorkbook(reason));
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (total + entry.uncompressedSize > maxBytes) return fail('too-large');
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail('malformed');
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > maxBytes) {
              stream.destroy();
              fail('too-large');
            }
          });
          stream.on('error', () => fail('malformed'));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', () => fail('malformed'));
      zip.readEntry();
    });
  });
}

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
 * The first sheet's filled rows, numbered by the spreadsheet's own row numbers, as `readCsv`
 * returns a CSV file's: reading stops past `maxRecords` filled rows.
 */
export async function readWorkbook(
  bytes: Uint8Array,
  limits: { maxRecords: number; maxUnpackedBytes?: number },
): Promise<CsvReading> {
  if (isCompoundFile(bytes)) {
    throw new UnreadableWorkbook(
      Buffer.from(bytes).includes(ENCRYPTED_PACKAGE) ? 'protected' : 'old-format',
    );
  }
  await checkUnpackedSize(bytes, limits.maxUnpackedBytes ?? MAX_UNPACKED_BYTES);

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const records: CsvRecord[] = [];
  try {
    for await (const sheet of reader) {
      let rowsRead = 0;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell);
        });
        const filled = Array.from(cells, (cell) => cell ?? '');
        if (!isBlankRecord(filled)) records.push({ line: row.number, cells: filled });
        if (records.length > limits.maxRecords) {
          return { records: records.slice(0, limits.maxRecords), overLimit: true };
        }
        rowsRead += 1;
        if (rowsRead % ROWS_PER_TURN === 0) await nextTurn();
      }
      // The first sheet only.
      break;
    }
  } catch (error) {
    if (error instanceof UnreadableWorkbook) throw error;
    throw new UnreadableWorkbook('malformed');
  }
  return { records, overLimit: false };
}
