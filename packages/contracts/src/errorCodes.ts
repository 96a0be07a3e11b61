/**
 * The `code` of every error body the api sends, so both sides name the same failure the same way.
 * '403' is the spec's own code for an account that may no longer use the console (docs/product.md §8).
 */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  invalidBody: 'INVALID_BODY',
  validationFailed: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  accountDisabled: '403',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  emailTaken: 'EMAIL_TAKEN',
  clinicExists: 'CLINIC_EXISTS',
  /** Nobody deactivates or demotes themselves (docs/product.md §6). */
  selfAccessChange: 'SELF_ACCESS_CHANGE',
  /** The last active system admin stays one. */
  lastAdmin: 'LAST_ADMIN',
  /** The same person already has an active enrolment in the program. */
  alreadyEnrolled: 'ALREADY_ENROLLED',
  /** Same name and phone at the clinic: the body's `existing` is that record (confirm to go on). */
  possibleDuplicate: 'POSSIBLE_DUPLICATE',
  /** An enrolment changes only from ENROLLED to COMPLETED or WITHDRAWN. */
  enrolmentTransition: 'ENROLMENT_TRANSITION',
  programExists: 'PROGRAM_EXISTS',
  /** 410: the patient was merged into the record the body's `mergedInto` names. */
  patientMerged: 'PATIENT_MERGED',
  /** A possible-duplicate pair that is no longer open, or a merge of records changed meanwhile. */
  mergeRefused: 'MERGE_REFUSED',
  /** An unmerge after 30 days, or after either record changed since the merge. */
  unmergeRefused: 'UNMERGE_REFUSED',
  /** A knowledge check's answers name questions it no longer has (it was edited): open it again. */
  knowledgeCheckChanged: 'KNOWLEDGE_CHECK_CHANGED',
  /** Two attempts of one person at one knowledge check submitted at once: one is kept. */
  attemptConflict: 'ATTEMPT_CONFLICT',
  /** Every attempt a knowledge check allows within 24 hours is used: 429 with `nextAttemptAt`. */
  attemptLimitReached: 'ATTEMPT_LIMIT_REACHED',
  /** A feature image whose bytes are not a PNG, JPEG or WebP image. */
  featureImageInvalid: 'FEATURE_IMAGE_INVALID',
  importInvalid: 'IMPORT_INVALID',
  rateLimited: 'RATE_LIMITED',
  csrfInvalid: 'CSRF_INVALID',
  otpInvalid: 'OTP_INVALID',
  avatarNotAnImage: 'AVATAR_NOT_AN_IMAGE',
  uploadMalformed: 'UPLOAD_MALFORMED',
  /** A file over its kind's limit (avatars, documents): 413. */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** An image wider or taller than IMAGE_MAX_SIDE_PIXELS (avatars, feature images): 400. */
  imageDimensionsTooLarge: 'IMAGE_DIMENSIONS_TOO_LARGE',
  /** A document whose bytes are not a PDF. */
  documentNotAPdf: 'DOCUMENT_NOT_A_PDF',
  /** A signed file address that expired, was altered, or names another file: 404. */
  fileAddressInvalid: 'FILE_ADDRESS_INVALID',
  ssoAppUnknown: 'SSO_APP_UNKNOWN',
  ssoRedirectNotAllowed: 'SSO_REDIRECT_NOT_ALLOWED',
  ssoAppSecretInvalid: 'SSO_APP_SECRET_INVALID',
  ssoCodeInvalid: 'SSO_CODE_INVALID',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
