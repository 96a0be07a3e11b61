import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorCodes,
  IMPORT_MAX_BYTES,
  importMessages,
  type ImportResult,
  type Permission,
} from '@org/contracts';
import { HttpError } from '../http/HttpError';
import { readUploadedBytes } from '../uploads/streamUpload';
import { writeCsv } from './csv';
import { importErrorReport, runImport, type ImportDefinition } from './csvImport';

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

/** The uploaded CSV (multipart field `file`, at most IMPORT_MAX_BYTES), in the import's errors. */
export async function readImportFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAFile();
  const bytes = await readUploadedBytes(request, {
    fileField: 'file',
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: fileTooLarge,
  });
  if (!bytes) throw notAFile();
  return bytes;
}

export interface ImportRoutesOptions<Values, Context> {
  /** `/api/v1/<records>/import`; the error report is `<url>/error-report`. */
  url: string;
  access: Permission;
  definition: ImportDefinition<Values, Context>;
  /** The audit entry's entity type (e.g. `clinic-import`) and what a count is of (`clinics`). */
  audit: { type: string; noun: string };
  /** The error report's template columns (in template order) and file name. */
  report: { columns: readonly string[]; fileName: string };
}

/**
 * `POST <url>` (multipart field `file`; `?dryRun=true` validates without writing) and
 * `POST <url>/error-report` (every row with problems as a CSV; nothing written), audited as
 * `audit.type` with the summary 'dry run', 'N <noun>' or 'error report'.
 */
export function registerImportRoutes<Values, Context>(
  app: FastifyInstance,
  options: ImportRoutesOptions<Values, Context>,
): void {
  const { definition, audit } = options;
  const config = { config: { access: options.access } };

  app.post<{ Querystring: { dryRun?: unknown } }>(
    options.url,
    config,
    async (request): Promise<ImportResult> => {
      const dryRun = dryRunOf(request.query.dryRun);
      const bytes = await readImportFile(request);
      request.auditEntity = { type: audit.type, id: null, summary: dryRun ? 'dry run' : null };
      const result = await runImport(definition, bytes, { dryRun });
      if ('created' in result) request.auditEntity.summary = `${result.created} ${audit.noun}`;
      return result;
    },
  );

  app.post(`${options.url}/error-report`, config, async (request, reply) => {
    const bytes = await readImportFile(request);
    request.auditEntity = { type: audit.type, id: null, summary: 'error report' };
    const rows = await importErrorReport(definition, bytes, options.report.columns);
    return csvAttachment(reply, options.report.fileName).send(writeCsv(rows));
  });
}
