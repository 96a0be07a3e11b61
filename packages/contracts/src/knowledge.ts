/**
 * The knowledge center's closed lists and the api's own messages (docs/product.md §13.7). Each
 * English message is its own translation key, like the schema messages, so the console translates
 * what the api answers.
 */

/** A ministry-of-health document is published (staff read it) or withdrawn (system admins only). */
export const mohDocumentStatuses = ['PUBLISHED', 'WITHDRAWN'] as const;
export type MohDocumentStatus = (typeof mohDocumentStatuses)[number];

/** The multipart field a document's PDF travels in (POST and PUT /api/v1/moh-documents). */
export const MOH_DOCUMENT_FILE_FIELD = 'file';

export const mohDocumentMessages = {
  /** 400 DOCUMENT_NOT_A_PDF on `file`: the bytes are not a PDF, whatever the name or type says. */
  notAPdf: 'The document must be a PDF file.',
  /** 400 VALIDATION_FAILED on `file`: a new document without its PDF. */
  fileRequired: 'Choose a PDF file to upload.',
  /** 413 FILE_TOO_LARGE on `file`: over MOH_DOCUMENT_MAX_BYTES. */
  tooLarge: 'The document must be at most 20 MB.',
  /** 404: no such document, or one the reader may not see (withdrawn, for staff). */
  notFound: 'No such document.',
} as const;

/** The messages of the file store's own refusals (avatars, documents, and later feature images). */
export const fileMessages = {
  /** 404 FILE_ADDRESS_INVALID: a signed address that expired, was altered or names another file. */
  addressInvalid: 'This link has expired or is not valid. Open the file again from the console.',
  /** 404: a signed address for a file that is no longer stored (replaced or removed). */
  notFound: 'No such file.',
} as const;
