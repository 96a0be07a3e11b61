import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorCodes,
  IMPORT_MAX_BYTES,
  importMessages,
  type ImportColumnMapping,
  type ImportResult,
  type Permission,
} from '@org/contracts';
import { importColumnChoicesSchema, validateWith, validationMessages } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { HttpError } from '../http/HttpError';
import type { ImportNotice } from '../services/notificationService';
import { readUploadedBytes } from '../uploads/streamUpload';
import type { ColumnChoiceStore } from './columnChoices';
import { writeCsv } from './csv';
import {
  importErrorReport,
  ImportInvalidAsRead,
  runImport,
  type ReadingChoices,
  type ImportDefinition,
} from './csvImport';

/**
 * What every CSV route shares (docs/product.md §13.2): the attachment headers, the upload and
 * `dryRun` rules, and the import with its error report, registered once per kind of record
 * (clinics, staff).
 */

/** A CSV download: an attachment with its file name, never cached. */
export const csvAttachment = (reply: FastifyReply, fileName: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');

const notAFile = () =>
  new HttpError(400, importMessages.notAFile, errorCodes.importInvalid, [
    { line: 1, column: null, message: importMessages.notAFile },
  ]);
const fileTooLarge = () =>
  new HttpError(413, importMessages.fileTooLarge, errorCodes.importInvalid, [
    { line: 1, column: null, message: importMessages.fileTooLarge },
  ]);

/** `?dryRun=true` or `false` (or absent); anything else is refused rather than guessed. */
export const dryRunOf = (value: unknown): boolean => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new HttpError(400, 'dryRun must be true or false', errorCodes.validationFailed, [
    { path: 'dryRun', message: 'dryRun must be true or false' },
  ]);
};

/** A form field other than the file (`columns`, `sheet`) that no console would send. */
const fieldInvalid = (path: 'columns' | 'sheet') =>
  new HttpError(400, validationMessages.valueInvalid, errorCodes.validationFailed, [
    { path, message: validationMessages.valueInvalid },
  ]);

/** Excel's own limit on a sheet's name. */
const SHEET_NAME_MAX = 31;

/**
 * The uploaded file (multipart field `file`, at most IMPORT_MAX_BYTES), in the import's errors;
 * the columns the person chose for its headings (field `columns`: the dry run's `columns` as
 * JSON, changed), if any; and a workbook's tab to read (field `sheet`, a name of the dry run's
 * `workbook.sheets`), if any.
 */
export async function readImportFile(
  request: FastifyRequest,
  fields: readonly string[],
): Promise<{ bytes: Buffer; chosen?: ImportColumnMapping[]; sheet?: string }> {
  if (!request.isMultipart()) throw notAFile();
  const upload = await readUploadedBytes(request, {
    fileField: 'file',
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: fileTooLarge,
  });
  if (!upload.file) throw notAFile();
  const { sheet } = upload.fields;
  if (sheet !== undefined && (sheet.length === 0 || sheet.length > SHEET_NAME_MAX)) {
    throw fieldInvalid('sheet');
  }
  const chosenText = upload.fields.columns;
  if (chosenText === undefined) return { bytes: upload.file, sheet };
  let chosen: unknown;
  try {
    chosen = JSON.parse(chosenText);
  } catch {
    throw fieldInvalid('columns');
  }
  const checked = await validateWith(importColumnChoicesSchema(fields), { columns: chosen });
  if (!checked.ok) throw fieldInvalid('columns');
  return { bytes: upload.file, chosen: checked.value.columns, sheet };
}

/** A notification about an import that could not be written does not change the import's answer. */
const tellQuietly = async (request: FastifyRequest, tell: () => Promise<void> | undefined) => {
  try {
    await tell();
  } catch (error) {
    request.log.warn({ err: error }, 'notifying the end of an import failed');
  }
};

export interface ImportRoutesOptions<Values, Context> {
  /** `/api/v1/<records>/import`; the error report is `<url>/error-report`. */
  url: string;
  access: Permission;
  definition: ImportDefinition<Values, Context>;
  /** The audit entry's entity type (e.g. `clinic-import`) and what a count is of (`clinics`). */
  audit: { type: string; noun: string };
  /** The error report's template columns (in template order) and file name. */
  report: { columns: readonly string[]; fileName: string };
  /** Tells the person who started a (real) import that it finished or failed. */
  notice?: ImportNotice;
  /** Where each person's column choices are kept for their next file with the same header. */
  columnChoices?: ColumnChoiceStore;
}

/**
 * `POST <url>` (multipart field `file`, and `columns` for the person's own column choices;
 * `?dryRun=true` validates without writing) and `POST <url>/error-report` (every row with problems
 * as a CSV; nothing written), audited as `audit.type` with the summary 'dry run', 'N <noun>' or
 * 'error report'. Columns chosen for an import that was written are remembered for the person's
 * next file with the same header.
 */
export function registerImportRoutes<Values, Context>(
  app: FastifyInstance,
  options: ImportRoutesOptions<Values, Context>,
): void {
  const { definition, audit, columnChoices: store } = options;
  const config = { config: { access: options.access } };
  const fields = definition.columns.map((column) => column.name);
  const choicesFor = (
    userId: string,
    { chosen, sheet }: { chosen?: ImportColumnMapping[]; sheet?: string },
  ): ReadingChoices => ({
    sheet,
    chosen,
    remembered: store ? (headerKey) => store.recall(userId, options.url, headerKey) : undefined,
  });

  app.post<{ Querystring: { dryRun?: unknown } }>(
    options.url,
    config,
    async (request): Promise<ImportResult> => {
      const dryRun = dryRunOf(request.query.dryRun);
      const { bytes, ...reading } = await readImportFile(request, fields);
      const { chosen } = reading;
      request.auditEntity = { type: audit.type, id: null, summary: dryRun ? 'dry run' : null };
      const starter = requireAuth(request).user.id;
      let result: ImportResult & { headerKey: string };
      try {
        result = await runImport(definition, bytes, {
          dryRun,
          choices: choicesFor(starter, reading),
        });
      } catch (error) {
        if (error instanceof ImportInvalidAsRead && error.unreadable) {
          request.log.warn({ err: error.unreadable }, 'an uploaded workbook could not be read');
        }
        if (!dryRun) await tellQuietly(request, () => options.notice?.failed(starter));
        throw error;
      }
      const { headerKey, ...answer } = result;
      if ('created' in answer) {
        request.auditEntity.summary = `${answer.created} ${audit.noun}`;
        const { created } = answer;
        if (chosen && store) await store.remember(starter, options.url, headerKey, chosen);
        await tellQuietly(request, () => options.notice?.finished(starter, created));
      }
      return answer;
    },
  );

  app.post(`${options.url}/error-report`, config, async (request, reply) => {
    const { bytes, ...reading } = await readImportFile(request, fields);
    request.auditEntity = { type: audit.type, id: null, summary: 'error report' };
    const starter = requireAuth(request).user.id;
    const rows = await importErrorReport(
      definition,
      bytes,
      options.report.columns,
      choicesFor(starter, reading),
    );
    return csvAttachment(reply, options.report.fileName).send(writeCsv(rows));
  });
}
