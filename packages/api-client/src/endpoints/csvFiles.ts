import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { ImportResult } from '@org/contracts';

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

/** GET a CSV attachment (template or export), with the list's filters as its query string. */
export async function downloadCsv(
  client: AxiosInstance,
  url: string,
  fallbackName: string,
  params?: object,
): Promise<CsvDownload> {
  // The interceptor answers the body only; the file name is read from the raw response.
  let fileName = fallbackName;
  const blob = await client.get<Blob, Blob>(url, {
    params,
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

export interface CsvUploadOptions {
  /** Validate every row without writing any (docs/product.md §13.2). */
  dryRun?: boolean;
  /** Share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

const formWithFile = (file: Blob, fileName?: string) => {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'import.csv'));
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
  client.post<ImportResult, ImportResult>(url, formWithFile(file), {
    params: options.dryRun ? { dryRun: true } : undefined,
    onUploadProgress: progressOf(options.onProgress),
    signal: options.signal,
  });
