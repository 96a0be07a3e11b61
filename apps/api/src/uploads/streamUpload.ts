import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';
import {
  FILE_START_DEADLINE_MS as PART_DEADLINE_MS,
  malformed,
  withinDeadline,
} from './readUploadedFile';

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
