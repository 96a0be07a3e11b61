import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  errorCodes,
  IMPORT_CHANGES_SHOWN,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportColumnMapping,
  type ImportResult,
  type ImportRowError,
  type ImportValueChange,
  type ImportWorkbookSheets,
} from '@org/contracts';
import { matchImportField, readingKey, validateWith } from '@org/forms';
import { HttpError } from '../http/HttpError';
import {
  decodeCsv,
  fileKind,
  readCsv,
  restoreCell,
  UnreadableCsv,
  type CsvReading,
  type CsvRecord,
} from './csv';
import { readWorkbook, SheetNotFound, UnreadableWorkbook } from './workbook';

/**
 * The CSV import pipeline (docs/product.md §13.2), the same for every kind of record: decode,
 * parse, match the header, turn each row into the schema's input, validate it with the form's
 * schema, check uniqueness within the file and against the database, then — unless it is a dry
 * run — write every row through the definition's writer, which does so in one transaction.
 * Any error anywhere: `422 IMPORT_INVALID` listing every problem, and nothing is written.
 * The same check written out as a CSV, every problem beside its row's cells, is the error report
 * (`importErrorReport`, `errorReportRows`).
 */

type Schema = Parameters<typeof validateWith>[0];

export interface ImportColumn {
  /**
   * The header as the template writes it; a heading is matched to it in any order, ignoring
   * case, spaces, punctuation and accents, by this name or its synonyms (`importColumnNames`).
   */
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
  /** The values written differently from the file (a local phone made international, a role label made its code). */
  changes?: Omit<ImportValueChange, 'line'>[];
}

export interface ImportDefinition<Values, Context = undefined> {
  columns: readonly ImportColumn[];
  /** The form's schema: every row is validated with it. */
  schema: Schema;
  /**
   * Reads, once per file and before any row is converted, what converting the rows needs from
   * the database (e.g. the clinics the staff rows name): one query instead of one per row. It
   * gets every storable row's cells, trimmed as `toInput` gets them.
   */
  prepare?(rows: readonly ImportCells[]): Promise<Context>;
  /** A row's cells as the schema's input (e.g. a phone number split into its parts). */
  toInput(cells: ImportCells, line: number, context: Context): RowInput;
  /** A value that must be unique, within the file and against what is stored. */
  unique?: {
    column: string;
    key(values: Values): string;
    /** Said on each later row with the same key; `{{line}}` is the first row's line. */
    repeatedMessage: string;
    takenMessage: string;
    /** Of these keys, those already stored. */
    taken(keys: readonly string[]): Promise<Set<string>>;
  };
  /** Writes every row, all or none (one transaction); answers how many were written. */
  write(rows: readonly Values[]): Promise<number>;
}

/** Rows validated between two turns of the event loop. */
const VALIDATION_TURN_ROWS = 200;

/**
 * A 422 that says how the file was read, as far as it could be: which field each heading fills
 * (so the person can choose another for a heading the import did not recognise) and, for a
 * workbook, its tabs and the one read (so the person can pick another).
 */
export class ImportInvalidAsRead extends HttpError {
  constructor(
    errors: ImportRowError[],
    message: string,
    readonly columns: ImportColumnMapping[],
    readonly workbook: ImportWorkbookSheets | undefined,
    /** Why the reader could not read the file, if that is the problem (logged, never answered). */
    readonly unreadable?: unknown,
  ) {
    super(422, message, errorCodes.importInvalid, errors);
  }

  override toBody() {
    return {
      ...super.toBody(),
      ...(this.columns.length > 0 ? { columns: this.columns } : {}),
      ...(this.workbook ? { workbook: this.workbook } : {}),
    };
  }
}

/**
 * How the file is to be read: its headings by the person's own choices, or ones they made before;
 * a workbook's `sheet` by name (else its first tab).
 */
export interface ReadingChoices {
  /** A workbook's tab, by name. */
  sheet?: string;
  /** Chosen with this file (the dry run's `columns`, changed). */
  chosen?: readonly ImportColumnMapping[];
  /** The choices the person made before for a header read as `headerKey`, if any. */
  remembered?: (headerKey: string) => Promise<readonly ImportColumnMapping[] | undefined>;
}

/** A header as its headings read (case, spaces, punctuation and accents aside), for remembering. */
export const headerKeyOf = (header: CsvRecord): string =>
  header.cells
    .map((cell) => readingKey(cell))
    .filter((key) => key !== '')
    .join('|');

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000/;

const byLineThenColumn = (columns: readonly ImportColumn[]) => {
  const order = new Map(columns.map((column, index) => [column.name, index]));
  return (a: ImportRowError, b: ImportRowError) =>
    a.line - b.line ||
    (order.get(a.column ?? '') ?? columns.length) - (order.get(b.column ?? '') ?? columns.length);
};

/**
 * The header's columns: where each expected column is and which field each heading fills (a
 * heading no field goes by is ignored), or the header's errors.
 */
function matchHeader(
  header: CsvRecord,
  columns: readonly ImportColumn[],
  choices: readonly ImportColumnMapping[] = [],
):
  | { positions: Map<string, number>; mapping: ImportColumnMapping[] }
  | { errors: ImportRowError[]; mapping: ImportColumnMapping[] } {
  const errors: ImportRowError[] = [];
  const positions = new Map<string, number>();
  const mapping: ImportColumnMapping[] = [];
  const names = columns.map((column) => column.name);
  header.cells.forEach((cell, index) => {
    const heading = cell.trim();
    if (heading === '') return; // spreadsheets leave trailing empty header cells
    // Matched as headers are remembered: "Unidade" chosen once stands for " unidade " later.
    const chosen = choices.find((choice) => readingKey(choice.column) === readingKey(heading));
    const field = chosen ? chosen.field : matchImportField(heading, names);
    if (field !== null && positions.has(field)) {
      errors.push({ line: header.line, column: heading, message: importMessages.columnRepeated });
      return;
    }
    if (field !== null) positions.set(field, index);
    mapping.push({ column: heading, field });
  });
  for (const column of columns) {
    if (column.required && !positions.has(column.name)) {
      errors.push({
        line: header.line,
        column: column.name,
        message: importMessages.columnMissingNamed,
        values: { column: column.name },
      });
    }
  }
  return errors.length > 0 ? { errors, mapping } : { positions, mapping };
}

/** A data row of the file: its spreadsheet line and its cells by column name, as the file has them. */
export interface ImportRow {
  line: number;
  cells: ImportCells;
}

/** What checking a file found; nothing is written yet. */
interface CheckedFile<Values> {
  /** The file's data rows, untouched (none when the file could not be read that far). */
  rows: ImportRow[];
  /** Every problem, ordered by line and then by template column; none when the file is good. */
  errors: ImportRowError[];
  /** The 422's message: the file-level problem's own, or the general one. */
  message: string;
  /** The rows as the schema made them, when there are no errors. */
  valid: Values[];
  /** Which field each heading of the file fills (empty when the header could not be read). */
  columns: ImportColumnMapping[];
  /** The values written differently from the file, in line order. */
  changes: ImportValueChange[];
  /** The header's headings as read (empty when the header could not be read). */
  headerKey: string;
  /** A workbook's tabs and the one read, once the workbook could be opened. */
  workbook?: ImportWorkbookSheets;
  /** Why the reader could not read the file (for the log: the person is told in plain words). */
  unreadable?: unknown;
}

/** Why a workbook could not be read, as the person is told. */
const workbookProblems: Record<UnreadableWorkbook['reason'], string> = {
  protected: importMessages.workbookProtected,
  'old-format': importMessages.workbookOldFormat,
  malformed: importMessages.workbookUnreadable,
  'too-large': importMessages.workbookTooLarge,
};

/** A file-level problem: one error, on the header line unless another is named. */
const fileProblem = (
  message: string,
  line = 1,
  more: Pick<CheckedFile<never>, 'workbook' | 'unreadable'> & Pick<ImportRowError, 'values'> = {},
): CheckedFile<never> => ({
  rows: [],
  errors: [{ line, column: null, message, ...(more.values ? { values: more.values } : {}) }],
  workbook: more.workbook,
  unreadable: more.unreadable,
  message,
  valid: [],
  columns: [],
  changes: [],
  headerKey: '',
});

/** Reads and validates the whole file (no write): the import and its error report share it. */
async function checkFile<Values, Context>(
  definition: ImportDefinition<Values, Context>,
  bytes: Uint8Array,
  choices: ReadingChoices = {},
): Promise<CheckedFile<Values>> {
  const kind = fileKind(bytes);
  if (kind === 'empty') return fileProblem(importMessages.empty);
  if (kind === 'binary') return fileProblem(importMessages.notText);
  let reading: CsvReading & { workbook?: ImportWorkbookSheets };
  // The header and IMPORT_MAX_ROWS rows; one more ends the reading.
  const limits = { maxRecords: IMPORT_MAX_ROWS + 1 };
  try {
    reading =
      kind === 'workbook'
        ? await readWorkbook(bytes, { ...limits, sheet: choices.sheet })
        : await readCsv(decodeCsv(bytes), limits);
  } catch (error) {
    if (error instanceof UnreadableWorkbook) {
      return fileProblem(workbookProblems[error.reason], 1, { unreadable: error.cause });
    }
    if (error instanceof SheetNotFound) {
      return fileProblem(importMessages.sheetMissing, 1, {
        values: { sheet: error.sheet },
        workbook: { sheets: error.sheets, sheet: '' },
      });
    }
    if (!(error instanceof UnreadableCsv)) throw error;
    return fileProblem(
      error.reason === 'unclosed-quote' ? importMessages.quoteNotClosed : importMessages.unreadable,
      error.line,
    );
  }
  const { workbook } = reading;
  const [header, ...dataRecords] = reading.records;
  if (!header) return fileProblem(importMessages.empty, 1, { workbook });
  const headerKey = headerKeyOf(header);
  const columnChoices = choices.chosen ?? (await choices.remembered?.(headerKey)) ?? [];
  const matched = matchHeader(header, definition.columns, columnChoices);
  const inOrder = byLineThenColumn(definition.columns);
  if ('errors' in matched) {
    return {
      rows: [],
      errors: matched.errors.sort(inOrder),
      message: importMessages.invalid,
      valid: [],
      columns: matched.mapping,
      changes: [],
      headerKey,
      workbook,
    };
  }
  if (reading.overLimit) return fileProblem(importMessages.tooManyRows, 1, { workbook });
  if (dataRecords.length === 0) return fileProblem(importMessages.headerOnly, 1, { workbook });

  const rows: ImportRow[] = dataRecords.map((record) => ({
    line: record.line,
    cells: Object.fromEntries(
      definition.columns.map((column) => {
        const index = matched.positions.get(column.name);
        return [column.name, index === undefined ? '' : (record.cells[index] ?? '')];
      }),
    ),
  }));

  const errors: ImportRowError[] = [];
  const storable: ImportRow[] = [];
  for (const row of rows) {
    const cells: ImportCells = {};
    let unstorable = false;
    for (const column of definition.columns) {
      const cell = restoreCell(row.cells[column.name]!.trim());
      if (UNSTORABLE.test(cell)) {
        errors.push({ line: row.line, column: column.name, message: importMessages.textInvalid });
        unstorable = true;
      }
      cells[column.name] = cell;
    }
    if (!unstorable) storable.push({ line: row.line, cells });
  }

  const context = (
    definition.prepare ? await definition.prepare(storable.map((row) => row.cells)) : undefined
  ) as Context;
  const valid: { line: number; values: Values }[] = [];
  const changes: ImportValueChange[] = [];
  for (const [index, { line, cells }] of storable.entries()) {
    // The schema validates in microtasks, which hold the event loop: other requests get a turn.
    if (index % VALIDATION_TURN_ROWS === VALIDATION_TURN_ROWS - 1) await nextTurn();
    const converted = definition.toInput(cells, line, context);
    const rowErrors = [...(converted.errors ?? [])];
    for (const change of converted.changes ?? []) changes.push({ line, ...change });
    const result = await validateWith(definition.schema, converted.input);
    if (!result.ok) {
      for (const error of result.errors) {
        const column = error.path.split('.')[0] || null;
        // One message per column: the conversion's own error says it already.
        if (!rowErrors.some((each) => each.column === column)) {
          rowErrors.push({ line, column, message: error.message });
        }
      }
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (result.ok) valid.push({ line, values: result.value as Values });
  }

  const { unique } = definition;
  if (unique) {
    const firstLine = new Map<string, number>();
    for (const { line, values } of valid) {
      const key = unique.key(values);
      const earlier = firstLine.get(key);
      if (earlier !== undefined) {
        errors.push({
          line,
          column: unique.column,
          message: unique.repeatedMessage,
          values: { line: earlier },
        });
      } else firstLine.set(key, line);
    }
    const taken = await unique.taken([...firstLine.keys()]);
    for (const [key, line] of firstLine) {
      if (taken.has(key))
        errors.push({ line, column: unique.column, message: unique.takenMessage });
    }
  }

  return {
    rows,
    errors: errors.sort(inOrder),
    message: importMessages.invalid,
    valid: valid.map((row) => row.values),
    columns: matched.mapping,
    changes,
    headerKey,
    workbook,
  };
}

/**
 * Checks the file and, unless `dryRun`, writes it (all rows or none). With the answer comes the
 * header as read (`headerKey`), for remembering the columns chosen for it.
 */
export async function runImport<Values, Context>(
  definition: ImportDefinition<Values, Context>,
  bytes: Uint8Array,
  options: { dryRun: boolean; choices?: ReadingChoices },
): Promise<ImportResult & { headerKey: string }> {
  const checked = await checkFile(definition, bytes, options.choices);
  if (checked.errors.length > 0) {
    throw new ImportInvalidAsRead(
      checked.errors,
      checked.message,
      checked.columns,
      checked.workbook,
      checked.unreadable,
    );
  }
  const { headerKey } = checked;
  if (options.dryRun) {
    return {
      valid: checked.valid.length,
      columns: checked.columns,
      changes: checked.changes.slice(0, IMPORT_CHANGES_SHOWN),
      changeCount: checked.changes.length,
      ...(checked.workbook ? { workbook: checked.workbook } : {}),
      headerKey,
    };
  }
  return { created: await definition.write(checked.valid), headerKey };
}

/** The error report's own columns, around the file's: the line first, the problems last. */
export const ERROR_REPORT_LINE = 'line';
export const ERROR_REPORT_ERROR = 'error';

// eslint-disable-next-line no-control-regex -- NUL is exactly what is replaced
const NUL = /\u0000/g;

/** A message with its values in place of their `{{name}}`s. */
export const withValues = (message: string, values: ImportRowError['values'] = {}) =>
  message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

/** One problem as the report words it: the column it is about, then the message. */
const describeProblem = ({ column, message, values }: ImportRowError) =>
  column === null ? withValues(message, values) : `${column}: ${withValues(message, values)}`;

/**
 * The error report's rows (docs/product.md §13.2), for any import: a header of `line`, `columns`
 * and `error`; then, in line order, one row per line with problems: a data row with its cells as
 * the file has them and its problems joined with "; ", or a file-level problem (a header line, a
 * line that could not be read) with only its line and problems. No problems: the header alone.
 * The cells are written as they are; `writeCsv` neutralises formula-like ones.
 */
export function errorReportRows(
  columns: readonly string[],
  rows: readonly ImportRow[],
  errors: readonly ImportRowError[],
): string[][] {
  const rowAt = new Map(rows.map((row) => [row.line, row]));
  const problemsAt = new Map<number, string[]>();
  for (const error of errors) {
    const problems = problemsAt.get(error.line) ?? [];
    problems.push(describeProblem(error));
    problemsAt.set(error.line, problems);
  }
  const report = [[ERROR_REPORT_LINE, ...columns, ERROR_REPORT_ERROR]];
  for (const line of [...problemsAt.keys()].sort((a, b) => a - b)) {
    const row = rowAt.get(line);
    // A NUL (a problem of its own) cannot be shown by a spreadsheet: the replacement character.
    const cells = columns.map((column) => (row?.cells[column] ?? '').replace(NUL, '\ufffd'));
    report.push([String(line), ...cells, problemsAt.get(line)!.join('; ')]);
  }
  return report;
}

/**
 * The error report of a file: what `runImport` would refuse it for, as the rows of a CSV with
 * `columns` (the template's) between the line and the problems. Nothing is written.
 */
export async function importErrorReport<Values, Context>(
  definition: ImportDefinition<Values, Context>,
  bytes: Uint8Array,
  columns: readonly string[] = definition.columns.map((column) => column.name),
  choices: ReadingChoices = {},
): Promise<string[][]> {
  const checked = await checkFile(definition, bytes, choices);
  return errorReportRows(columns, checked.rows, checked.errors);
}
