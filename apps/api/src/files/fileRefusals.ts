import { errorCodes, imageDimensionsTooLargeMessage, type ErrorCode } from '@org/contracts';
import { HttpError } from '../http/HttpError';
import { FileRefused } from './fileStore';

/**
 * A `put` that the store refused, in the words of the route that asked: 413 FILE_TOO_LARGE for a
 * file over its limit (avatars and documents alike), 400 IMAGE_DIMENSIONS_TOO_LARGE for an image
 * wider or taller than IMAGE_MAX_SIDE_PIXELS, 400 with the route's code otherwise. Errors name
 * the form's field.
 */
export const refusalToHttp =
  (words: { field: string; notAccepted: string; notAcceptedCode: ErrorCode; tooLarge: string }) =>
  (error: unknown): never => {
    if (!(error instanceof FileRefused)) throw error;
    const [status, message, code] =
      error.reason === 'too-large'
        ? ([413, words.tooLarge, errorCodes.fileTooLarge] as const)
        : error.reason === 'too-many-pixels'
          ? ([400, imageDimensionsTooLargeMessage, errorCodes.imageDimensionsTooLarge] as const)
          : ([400, words.notAccepted, words.notAcceptedCode] as const);
    throw new HttpError(status, message, code, [{ path: words.field, message }]);
  };
