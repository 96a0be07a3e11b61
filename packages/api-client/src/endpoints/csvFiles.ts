import type { AxiosInstance, AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import type { ImportColumnMapping, ImportResult } from '@org/contracts';

/** A CSV the api writes (a template, an export, an error report), with the name it suggests. */
export interface CsvDownload {
  blob: Blob;
  fileName: string;
}

/** `attachment; filename="clinics.csv"` → `clinics.csv`; the fallback when the header says nothing. */
export function attachmentFileName(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1]?.trim() || fallback;
}

/**
 * A request whose answer is a CSV attachment, as a Blob and the name it suggests. The interceptor
 * answers the body only, so the name is read from the headers on the way.
 */
async function requestCsv(
  client: AxiosInstance,
  config: AxiosRequestConfig,
  fallbackName: string,
): Promise<CsvDownload> {
  let fileName = fallbackName;
  const blob = await client.request<Blob, Blob>({
    ...config,
    responseType: 'blob',
    transformResponse: [
      (data: Blob, headers) => {
        fileName = attachmentFileName(headers.get?.('content-disposition'), fallbackName);
        return data;
      },
    ],
  });
  return { blob, fileName };
}

/** GET a CSV attachment (template or export), with the list's filters as its query string. */
export const downloadCsv = (
  client: AxiosInstance,
  url: string,
  fallbackName: string,
  params?: object,
): Promise<CsvDownload> => requestCsv(client, { method: 'get', url, params }, fallbackName);

/** GET a list's export: every row its search, filters and sort select, so its paging is left out. */
export const exportCsv = (
  client: AxiosInstance,
  url: string,
  fallbackName: string,
  { page: _page, pageSize: _pageSize, ...filters }: { page?: number; pageSize?: number } = {},
): Promise<CsvDownload> => downloadCsv(client, url, fallbackName, filters);

/**
 * Uploads get longer than the 10-second limit of other calls (docs/product.md §9): 5 MB on a slow
 * link, then up to 10,000 rows checked and written, must not end in "No response".
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface CsvUploadOptions {
  /** Validate every row without writing any (docs/product.md §13.2). */
  dryRun?: boolean;
  /** Share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  /** The field the person chose for each heading of the file (null: ignored). */
  columns?: readonly ImportColumnMapping[];
  /** A workbook's tab to read, by name (else its first). */
  sheet?: string;
}

/** How the person chose the file to be read: its headings' fields, a workbook's tab. */
type FileReading = Pick<CsvUploadOptions, 'columns' | 'sheet'>;

const formWithFile = (file: Blob, { columns, sheet }: FileReading) => {
  const form = new FormData();
  if (columns) form.append('columns', JSON.stringify(columns));
  if (sheet !== undefined) form.append('sheet', sheet);
  form.append('file', file, file instanceof File ? file.name : 'import.csv');
  return form;
};

const progressOf =
  (onProgress: CsvUploadOptions['onProgress']) =>
  (event: AxiosProgressEvent): void => {
    if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
  };

/** POST a CSV to an import endpoint (multipart field `file`); a 422 rejects with `rowErrors`. */
export const uploadCsv = (
  client: AxiosInstance,
  url: string,
  file: Blob,
  options: CsvUploadOptions = {},
) =>
  client.post<ImportResult, ImportResult>(url, formWithFile(file, options), {
    params: options.dryRun ? { dryRun: true } : undefined,
    onUploadProgress: progressOf(options.onProgress),
    signal: options.signal,
    timeout: UPLOAD_TIMEOUT_MS,
  });

export interface ErrorReportOptions {
  /** The file name when the answer names none. */
  fallbackName?: string;
  signal?: AbortSignal;
  /** The field the person chose for each heading of the file, as for the import. */
  columns?: readonly ImportColumnMapping[];
  /** The workbook's tab, as for the import. */
  sheet?: string;
}

/**
 * POST a CSV to an import's error-report endpoint (multipart field `file`) and get the report back:
 * every row with problems, its cells and its errors (docs/product.md §13.2).
 */
export function downloadImportErrorReport(
  client: AxiosInstance,
  url: string,
  file: Blob,
  options: ErrorReportOptions = {},
): Promise<CsvDownload> {
  return requestCsv(
    client,
    {
      method: 'post',
      url,
      data: formWithFile(file, options),
      signal: options.signal,
      timeout: UPLOAD_TIMEOUT_MS,
    },
    options.fallbackName ?? 'error-report.csv',
  );
}
