/** One file of a multipart form: under `field` (`file`), a PDF unless said otherwise. */
export interface FormFile {
  field?: string;
  bytes: Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart form as a browser's FormData sends it: text fields, then (optionally) files. */
export const multipartForm = (
  fields: Record<string, string>,
  file?: FormFile | FormFile[],
  { fileFirst = false } = {},
) => {
  const boundary = `----test-form-${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const fileParts = [file ?? []]
    .flat()
    .flatMap((each) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${each.field ?? 'file'}"; filename="${each.fileName ?? 'document.pdf'}"\r\nContent-Type: ${each.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      each.bytes,
      Buffer.from('\r\n'),
    ]);
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    rawBody: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A 400's field errors as `{ path: message }`. */
export const fieldErrors = (response: { body: Record<string, unknown> | null }) =>
  Object.fromEntries(
    ((response.body?.errors ?? []) as { path: string; message: string }[]).map((error) => [
      error.path,
      error.message,
    ]),
  );
