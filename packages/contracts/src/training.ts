/**
 * Training modules and knowledge checks (docs/product.md §3.4 Knowledge center): the
 * closed lists, the limits both sides share and the api's own messages. Each English message is
 * its own translation key, like the schema messages, so the console translates what the api
 * answers.
 */

/** A training module or a knowledge check is a draft (system admins only) or published (all staff). */
export const knowledgeStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type KnowledgeStatus = (typeof knowledgeStatuses)[number];

/** The multipart field a module's feature image travels in (PUT …/training-modules/:id/feature-image). */
export const FEATURE_IMAGE_FIELD = 'featureImage';

/** A knowledge check's limits (the form and the api read the same numbers). */
export const KNOWLEDGE_CHECK_TITLE_MAX_LENGTH = 200;
export const KNOWLEDGE_CHECK_MAX_QUESTIONS = 50;
export const QUESTION_MIN_OPTIONS = 2;
export const QUESTION_MAX_OPTIONS = 8;
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const OPTION_TEXT_MAX_LENGTH = 200;
export const PASS_MARK_MIN = 1;
export const PASS_MARK_MAX = 100;
/**
 * How many attempts a person may make at a check within any 24 hours (a rolling window): the
 * check's own number, 3 unless its system admin says otherwise, from 1 to 20.
 */
export const DEFAULT_ATTEMPT_LIMIT = 3;
export const ATTEMPT_LIMIT_MIN = 1;
export const ATTEMPT_LIMIT_MAX = 20;
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A question's optional explanation, shown with the right answers. */
export const QUESTION_EXPLANATION_MAX_LENGTH = 1000;

/**
 * The score of an attempt in whole percent, rounded down, and whether it passes. Rounding down
 * keeps `score >= passMark` exactly `correct / questions >= passMark / 100` (the pass mark is a
 * whole number), so exactly the pass mark passes and nothing below it does.
 */
export const attemptScore = (correct: number, questions: number): number =>
  questions === 0 ? 0 : Math.floor((correct * 100) / questions);

export const trainingMessages = {
  /** 404: no such module, or a draft for someone who may not see drafts. */
  moduleNotFound: 'No such training module.',
  /** 404: no such check, or a draft (or a check of a draft module) for staff. */
  checkNotFound: 'No such knowledge check.',
  /** 400 on `moduleId`: the check must belong to an existing training module. */
  moduleRequired: 'Choose a training module.',
  /** 400 FEATURE_IMAGE_INVALID on `featureImage`: the bytes are not a PNG, JPEG or WebP image. */
  featureImageInvalid: 'The feature image must be a PNG, JPEG or WebP image.',
  /** 413 FILE_TOO_LARGE on `featureImage`. */
  featureImageTooLarge: 'The feature image must be at most 5 MB.',
  /** 400 on `answers[i].questionId`: the same question answered twice. */
  questionAnsweredTwice: 'Answer each question once.',
  /** 400 on `answers[i].optionId`: an option that is not one of the question's. */
  optionNotOfQuestion: "Choose one of the question's options.",
  /** 409 KNOWLEDGE_CHECK_CHANGED: the answers name questions the check no longer has. */
  checkChanged: 'This knowledge check has changed since it was opened. Open it again.',
  /** 409 ATTEMPT_CONFLICT: two attempts of one person at one check submitted at once. */
  attemptConflict: 'Another attempt at this knowledge check was submitted at the same time.',
  /** 429 ATTEMPT_LIMIT_REACHED: every attempt of the last 24 hours is used (`nextAttemptAt` says when). */
  attemptLimitReached:
    'You have used every attempt at this knowledge check for now. Try again once the next attempt is possible.',
} as const;

/**
 * A feature image's limit: 5 MB (decimal, like the avatar's), enforced by the api while it reads
 * the upload and checked first by the console. PNG, JPEG or WebP, recognised by the bytes.
 */
export const FEATURE_IMAGE_MAX_BYTES = 5_000_000;
export const featureImageMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
