/** Why a file was not added. */
export type FileRejectionReason = 'tooLarge' | 'type' | 'onlyOne';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/**
 * Whether a file matches an `accept` list as `<input type="file">` reads it: extensions
 * (".pdf"), exact MIME types ("application/pdf") and wildcards ("image/*"), comma-separated.
 * The picker already filters by it; dropped files are not filtered, so they are checked here.
 */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Splits files into those to add and those to refuse, with the first reason that applies. */
export function sortFiles(
  files: readonly File[],
  { accept, maxSizeBytes, multiple }: { accept?: string; maxSizeBytes?: number; multiple: boolean },
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, accept)) rejected.push({ file, reason: 'type' });
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes)
      rejected.push({ file, reason: 'tooLarge' });
    else if (!multiple && accepted.length === 1) rejected.push({ file, reason: 'onlyOne' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * "2 MB", "500 kB", "280 bytes", in the locale's words and digits (decimal units, as file managers
 * show). Bytes are written out: the short form of Intl's byte is "byte" whatever the number.
 */
export function formatFileSize(bytes: number, locale: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < sizeUnits.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: sizeUnits[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(size);
}
