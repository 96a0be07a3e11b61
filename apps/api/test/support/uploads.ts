import type { TestApi } from '../testApi';

/** The byte order mark the api's CSV files start with (so Excel reads UTF-8 right). */
export const BOM = '\ufeff';

/** CSV text from lines, each ended by CRLF as spreadsheets save them. */
export const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** A CSV answer's lines, without the BOM and the last line end. */
export const csvLines = (text: string) => text.replace(BOM, '').trim().split('\r\n');

/** A multipart body with one file under `field`, as a browser's FormData sends it. */
export const multipart = (
  bytes: Buffer,
  { field = 'file', fileName = 'upload.csv', type = 'text/csv' } = {},
) => {
  const boundary = `----test-upload-${Math.random().toString(16).slice(2)}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/** POSTs a CSV file to an import route (`?dryRun=` when given) as `token` (none: signed out). */
export const uploadCsv = (
  api: TestApi,
  url: string,
  file: string | Buffer,
  options: { token?: string; dryRun?: boolean | string; field?: string },
) => {
  const { contentType, body } = multipart(
    typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
    { field: options.field },
  );
  const query = options.dryRun === undefined ? '' : `?dryRun=${String(options.dryRun)}`;
  return api.request('POST', `${url}${query}`, {
    token: options.token,
    rawBody: body,
    headers: { 'content-type': contentType },
  });
};
