/** docs/product.md §9: the business limits the schemas enforce. */
export const PASSWORD_MIN_LENGTH = 6;
/** RFC 5321: the longest path a mail server takes, so the longest usable address. */
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CLINIC_NAME_MAX_LENGTH = 100;
export const MODULE_TITLE_MAX_LENGTH = 200;
/** A training module's author and category: a name or a few words. */
export const AUTHOR_MAX_LENGTH = 120;
export const CATEGORY_MAX_LENGTH = 120;
/** A training module's skills: a short list of short phrases. */
export const SKILLS_MAX_COUNT = 30;
export const SKILL_MAX_LENGTH = 60;
export const DURATION_MAX_LENGTH = 50;
export const EFFORT_MAX_LENGTH = 100;
export const LONG_TEXT_MAX_LENGTH = 600;
export const PROGRAM_NAME_MAX_LENGTH = 100;
/** A ministry-of-health document's title. */
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
/** Why a patient withdrew: a sentence or two. */
export const REASON_MAX_LENGTH = 500;
/** A banner every signed-in page shows: a few lines on a phone, not a screenful. */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;
/** Feedback to support: a few paragraphs. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** The page feedback was sent from: a console path with its list filters in the query. */
export const FEEDBACK_PAGE_MAX_LENGTH = 2000;

export {
  clinicTypes,
  DEFAULT_LOCALE,
  difficultyLevels,
  feedbackCategories,
  patientStaffRoles,
  recordStatuses,
  roles,
  supportedLocales,
  type ClinicType,
  type DifficultyLevel,
  type FeedbackCategory,
  type Locale,
  type PatientStaffRole,
  type RecordStatus,
  type Role,
} from '@org/contracts';
