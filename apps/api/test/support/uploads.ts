import type { TestApi } from '../testApi';
import { multipartForm } from './forms';

/** The byte order mark the api's CSV files start with (so Excel reads UTF-8 right). */
export const BOM = '\ufeff';

/** CSV text from lines, each ended by CRLF as spreadsheets save them. */
export const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** A CSV answer's lines, without the BOM and the last line end. */
export const csvLines = (text: string) => text.replace(BOM, '').trim().split('\r\n');

/** A 1×1 PNG. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A CSV file as a browser's FormData sends it, under `field` (`file`), after the text `fields`. */
export const csvForm = (
  bytes: Buffer,
  {
    field = 'file',
    fileName = 'upload.csv',
    fields = {},
  }: { field?: string; fileName?: string; fields?: Record<string, string> } = {},
) => multipartForm(fields, { field, bytes, fileName, type: 'text/csv' });

/** POSTs a CSV file to an import route (`?dryRun=` when given) as `token` (none: signed out). */
export const uploadCsv = (
  api: TestApi,
  url: string,
  file: string | Buffer,
  options: {
    token?: string;
    dryRun?: boolean | string;
    field?: string;
    /** The person's column choices (the `columns` form field), as the console sends them. */
    columns?: { column: string; field: string | null }[] | string;
    /** A workbook's tab (the `sheet` form field). */
    sheet?: string;
  },
) => {
  const query = options.dryRun === undefined ? '' : `?dryRun=${String(options.dryRun)}`;
  return api.request('POST', `${url}${query}`, {
    token: options.token,
    ...csvForm(typeof file === 'string' ? Buffer.from(file, 'utf8') : file, {
      field: options.field,
      fields: {
        ...(options.columns === undefined
          ? {}
          : {
              columns:
                typeof options.columns === 'string'
                  ? options.columns
                  : JSON.stringify(options.columns),
            }),
        ...(options.sheet === undefined ? {} : { sheet: options.sheet }),
      },
    }),
  });
};
