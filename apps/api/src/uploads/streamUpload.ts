import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@org/contracts';
import { HttpError } from '../http/HttpError';

/**
 * How long the body may take to reach its next part. A client needs a moment; the parser never
 * answers at all for some malformed bodies (a part header with a bare line break in a quoted
 * name, and over 16 KB of body: busboy skips the part and then stalls), and a request must not
 * hang on that.
 */
const PART_DEADLINE_MS = 5_000;

/** 400 UPLOAD_MALFORMED: the body is broken or stalled. */
const malformed = () =>
  new HttpError(400, 'The upload is incomplete or malformed.', errorCodes.uploadMalformed);

/** `work`, or "malformed" if it has not settled within `ms`. */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(malformed()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A form's text fields are short (a title, a description): 64 KiB each is plenty. */
const FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 20;

/** What a multipart form carried: its text fields (the first value of each) and the file's result. */
export interface StreamedUpload<T> {
  fields: Record<string, string>;
  file: T | null;
}

/**
 * Reads a multipart form whose file (under `fileField`, at most one) is streamed to `onFile` as
 * it arrives, never buffered whole; text fields may come before or after it. The file stream
 * ends after `maxBytes + 1` bytes (busboy's limit), so `onFile` sees an oversize file as one byte
 * too many and refuses it. A broken body, a part that does not arrive within 5 seconds, a second
 * file or too many fields: 400 UPLOAD_MALFORMED. A file under another field name is read and
 * ignored (the route then finds no file). Errors `onFile` throws pass through as they are; the
 * caller undoes what `onFile` kept if it fails later.
 */
export async function streamUpload<T>(
  request: FastifyRequest,
  options: {
    fileField: string;
    maxBytes: number;
    onFile: (stream: AsyncIterable<Buffer>, info: { fileName: string }) => Promise<T>;
    /** Undoes a file `onFile` kept when the rest of the body turns out broken. */
    undo?: (result: T) => Promise<void>;
  },
): Promise<StreamedUpload<T>> {
  const fields = Object.create(null) as Record<string, string>;
  let file: T | null = null;
  let fileSeen = false;
  try {
    const form = request.parts({
      limits: {
        fileSize: options.maxBytes + 1,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: FIELD_MAX_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    const parts = form[Symbol.asyncIterator]();
    for (;;) {
      const next = await withinDeadline(parts.next(), PART_DEADLINE_MS);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField || fileSeen) {
          for await (const _ of part.file) {
            // read and dropped
          }
          continue;
        }
        fileSeen = true;
        file = await options.onFile(part.file, { fileName: part.filename ?? '' });
      } else if (!Object.hasOwn(fields, part.fieldname)) {
        if (part.valueTruncated) throw malformed();
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    return { fields, file };
  } catch (error) {
    if (file !== null && options.undo) await options.undo(file).catch(() => {});
    if (error instanceof HttpError) throw error;
    throw malformed();
  }
}

/**
 * The bytes of a form's file under `fileField`, read whole (a CSV is parsed in one piece), or null
 * when the form has none, with the form's text fields. Larger than `maxBytes`: `tooLarge()`, as soon as the byte too many
 * arrives. Otherwise as `streamUpload`.
 */
export async function readUploadedBytes(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; tooLarge: () => HttpError },
): Promise<StreamedUpload<Buffer>> {
  const upload = await streamUpload(request, {
    fileField: options.fileField,
    maxBytes: options.maxBytes,
    onFile: async (stream) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream) {
        size += chunk.length;
        if (size > options.maxBytes) throw options.tooLarge();
        chunks.push(chunk);
      }
      return Buffer.concat(chunks, size);
    },
  });
  return upload;
}
