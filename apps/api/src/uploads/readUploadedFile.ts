import { errorCodes } from '@org/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/HttpError';

/**
 * How long the body may take to reach the start of its file. A client needs a moment; the parser
 * never answers at all for some malformed bodies (a part header with a bare line break in a
 * quoted name, and over 16 KB of body: busboy skips the part and then stalls), and a request must
 * not hang on that.
 */
export const FILE_START_DEADLINE_MS = 5_000;

/** 400 UPLOAD_MALFORMED: the body is broken or stalled. */
export const malformed = () =>
  new HttpError(400, 'The upload is incomplete or malformed.', errorCodes.uploadMalformed);

/** `work`, or "malformed" if it has not settled within `ms`. */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(malformed()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The bytes of the one file in a multipart body, sent under `field`. No file, another field, or
 * a broken body: 400 with `notTheFile()` or "malformed"; larger than `maxBytes`: 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { field, maxBytes, notTheFile }: { field: string; maxBytes: number; notTheFile: () => HttpError },
): Promise<Buffer> {
  try {
    const file = await withinDeadline(
      request.file({ limits: { fileSize: maxBytes, files: 1 } }),
      FILE_START_DEADLINE_MS,
    );
    if (!file || file.fieldname !== field) throw notTheFile();
    return await file.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
    throw malformed();
  }
}
