import {
  errorCodes,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportResult,
  type ImportRowError,
} from '@org/contracts';
import { validateWith } from '@org/forms';
import { HttpError } from '../http/HttpError';
import {
  decodeCsv,
  isBlankRecord,
  parseCsv,
  restoreCell,
  UnreadableCsv,
  type CsvRecord,
} from './csv';

/**
 * The CSV import pipeline (docs/product.md §13.2), the same for every kind of record: decode,
 * parse, match the header, turn each row into the schema's input, validate it with the form's
 * schema, check uniqueness within the file and against the database, then — unless it is a dry
 * run — write every row through the definition's writer, which does so in one transaction.
 * Any error anywhere: `422 IMPORT_INVALID` listing every problem, and nothing is written.
 */

type Schema = Parameters<typeof validateWith>[0];

export interface ImportColumn {
  /** The header as the template writes it; matched case-insensitively, in any order. */
  name: string;
  /** A required column must be in the header (its cells may still be empty where allowed). */
  required: boolean;
}

/** One row's cells, by column name; a column missing from the file reads as ''. */
export type ImportCells = Record<string, string>;

/**
 * A row turned into the schema's input, with the errors found on the way (e.g. a phone number
 * that cannot be read); the schema then reports on the other columns.
 */
export interface RowInput {
  input: Record<string, unknown>;
  errors?: ImportRowError[];
}

export interface ImportDefinition<Values> {
  columns: readonly ImportColumn[];
  /** The form's schema: every row is validated with it. */
  schema: Schema;
  /** A row's cells as the schema's input (e.g. a phone number split into its parts). */
  toInput(cells: ImportCells, line: number): RowInput;
  /** A value that must be unique, within the file and against what is stored. */
  unique?: {
    column: string;
    key(values: Values): string;
    repeatedMessage: string;
    takenMessage: string;
    /** Of these keys, those already stored. */
    taken(keys: readonly string[]): Promise<Set<string>>;
  };
  /** Writes every row, all or none (one transaction); answers how many were written. */
  write(rows: readonly Values[]): Promise<number>;
}

export const importInvalid = (errors: ImportRowError[], message: string = importMessages.invalid) =>
  new HttpError(422, message, errorCodes.importInvalid, errors);

/** A file-level problem: one error, on the header line unless another is named. */
const fileError = (message: string, line = 1, column: string | null = null) =>
  importInvalid([{ line, column, message }], message);

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000/;

const byLineThenColumn = (columns: readonly ImportColumn[]) => {
  const order = new Map(columns.map((column, index) => [column.name, index]));
  return (a: ImportRowError, b: ImportRowError) =>
    a.line - b.line ||
    (order.get(a.column ?? '') ?? columns.length) - (order.get(b.column ?? '') ?? columns.length);
};

/** The header's columns: where each expected column is, or the header's errors. */
function matchHeader(
  header: CsvRecord,
  columns: readonly ImportColumn[],
): { positions: Map<string, number> } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const positions = new Map<string, number>();
  header.cells.forEach((cell, index) => {
    const name = cell.trim();
    if (name === '') return; // spreadsheets leave trailing empty header cells
    const column = columns.find((each) => each.name.toLowerCase() === name.toLowerCase());
    if (!column) {
      errors.push({ line: header.line, column: name, message: importMessages.columnUnknown });
    } else if (positions.has(column.name)) {
      errors.push({
        line: header.line,
        column: column.name,
        message: importMessages.columnRepeated,
      });
    } else positions.set(column.name, index);
  });
  for (const column of columns) {
    if (column.required && !positions.has(column.name)) {
      errors.push({
        line: header.line,
        column: column.name,
        message: importMessages.columnMissing,
      });
    }
  }
  return errors.length > 0 ? { errors } : { positions };
}

export async function runImport<Values>(
  definition: ImportDefinition<Values>,
  bytes: Uint8Array,
  options: { dryRun: boolean },
): Promise<ImportResult> {
  let records: CsvRecord[];
  try {
    records = parseCsv(decodeCsv(bytes));
  } catch (error) {
    if (!(error instanceof UnreadableCsv)) throw error;
    throw fileError(
      error.reason === 'unclosed-quote' ? importMessages.quoteNotClosed : importMessages.unreadable,
      error.line,
    );
  }
  const filled = records.filter((record) => !isBlankRecord(record.cells));
  const [header, ...rows] = filled;
  if (!header) throw fileError(importMessages.noRows);
  const matched = matchHeader(header, definition.columns);
  const inOrder = byLineThenColumn(definition.columns);
  if ('errors' in matched) throw importInvalid(matched.errors.sort(inOrder));
  if (rows.length === 0) throw fileError(importMessages.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw fileError(importMessages.tooManyRows);

  const errors: ImportRowError[] = [];
  const valid: { line: number; values: Values }[] = [];
  for (const row of rows) {
    const cells: ImportCells = {};
    let unstorable = false;
    for (const column of definition.columns) {
      const index = matched.positions.get(column.name);
      const cell = index === undefined ? '' : restoreCell((row.cells[index] ?? '').trim());
      if (UNSTORABLE.test(cell)) {
        errors.push({ line: row.line, column: column.name, message: importMessages.textInvalid });
        unstorable = true;
      }
      cells[column.name] = cell;
    }
    if (unstorable) continue;
    const converted = definition.toInput(cells, row.line);
    const rowErrors = [...(converted.errors ?? [])];
    const result = await validateWith(definition.schema, converted.input);
    if (!result.ok) {
      for (const error of result.errors) {
        const column = error.path.split('.')[0] || null;
        // One message per column: the conversion's own error says it already.
        if (!rowErrors.some((each) => each.column === column)) {
          rowErrors.push({ line: row.line, column, message: error.message });
        }
      }
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (result.ok) valid.push({ line: row.line, values: result.value as Values });
  }

  const { unique } = definition;
  if (unique) {
    const firstLine = new Map<string, number>();
    for (const { line, values } of valid) {
      const key = unique.key(values);
      if (firstLine.has(key)) {
        errors.push({ line, column: unique.column, message: unique.repeatedMessage });
      } else firstLine.set(key, line);
    }
    const taken = await unique.taken([...firstLine.keys()]);
    for (const [key, line] of firstLine) {
      if (taken.has(key))
        errors.push({ line, column: unique.column, message: unique.takenMessage });
    }
  }

  if (errors.length > 0) throw importInvalid(errors.sort(inOrder));
  if (options.dryRun) return { valid: valid.length };
  return { created: await definition.write(valid.map((row) => row.values)) };
}
