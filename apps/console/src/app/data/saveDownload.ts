import type { CsvDownload } from '@org/api-client';

/**
 * Hands a file the api wrote (template, export, error report) to the browser as a download under
 * the name the api suggested. The object URL is released once the click has been handled.
 */
export function saveDownload({ blob, fileName }: CsvDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
