import type { CsvDownload } from '@org/api-client';

/**
 * Follows `href` as a plain link, hidden: the browser saves what it points at itself, under
 * `fileName` when given (else the name the answer suggests), so nothing is held in memory here.
 */
export function openLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  if (fileName !== undefined) link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Hands a file the api wrote (template, export, error report) to the browser as a download under
 * the name the api suggested. The object URL is released once the click has been handled.
 */
export function saveDownload({ blob, fileName }: CsvDownload): void {
  const url = URL.createObjectURL(blob);
  openLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
