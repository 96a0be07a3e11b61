/** Request and response shapes of the api, written once for both sides. */

import type { AuditAction } from './auditActions';
import type {
  ClinicType,
  DifficultyLevel,
  FeedbackCategory,
  Locale,
  RecordStatus,
  Role,
} from './domain';
import type { MohDocumentStatus } from './knowledge';
import type { ListParamsOf } from './defineList';
import type {
  auditLogList,
  clinicList,
  duplicatePairList,
  knowledgeCheckAttemptList,
  knowledgeCheckList,
  mohDocumentList,
  patientList,
  programList,
  staffUserList,
  trainingModuleList,
} from './listDefinitions';
import type { DuplicatePairStatus, DuplicateScanStatus, MergeField } from './duplicates';
import type { EnrolmentStatus, PatientHistoryKind } from './patients';
import type { Permission } from './permissions';
import type { ModuleProgress } from './lessons';
import type { KnowledgeStatus } from './training';

export interface UserSetting {
  settingKey: string;
  settingValue: string;
}

export interface CurrentUser {
  id: string;
  fullName: string;
  /** The name the console greets the user with: the first word of the full name. */
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  userSettings: UserSetting[];
}

export interface SendOtpRequest {
  email: string;
}

export interface SendOtpResponse {
  message: string;
}

export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

export interface VerifyOtpResponse {
  customToken: string;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
  /** A body, query parameter or taken value's fields, or an import's lines (docs/product.md §8.2). */
  errors?: { path: string; message: string }[] | ImportRowError[];
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The settings a user can save (docs/product.md §3 userSettings; docs/product.md §12.1). */
export interface SaveUserSettingsRequest {
  language?: string;
  darkMode?: boolean;
}

export interface UpdateProfileRequest {
  fullName: string;
}

/**
 * GET /api/v1/users/me/profile: the signed-in person's own details as their record holds them (the
 * Profile page; only the full name and the avatar are changed, in Settings).
 */
export interface OwnProfile {
  fullName: string;
  email: string;
  role: Role;
  avatar: string | null;
  phoneNumber: PhoneNumberParts | null;
  address: string;
  /** The clinics the person belongs to, by name (a system admin may have none). */
  clinics: { id: string; name: string; countryCode: string; status: RecordStatus }[];
}

/** GET /api/v1/support: where staff ask for help; null when the api has no address configured. */
export interface SupportContact {
  email: string | null;
}

/** POST /api/v1/support/feedback (validated with `feedbackSchema`): mailed to the support address. */
export interface FeedbackRequest {
  message: string;
  /** One of `feedbackCategories`, or '' for none. */
  category: FeedbackCategory | '';
  /** The console page it was sent from: its path, query and hash. */
  page: string;
}

/** The signed-in session as the server sees it; the console warns before `idleExpiresAt`. */
export interface SessionInfo {
  idleTimeoutMs: number;
  /** When the session ends if no request arrives before. */
  idleExpiresAt: string;
  /** When the session ends in any case (12 hours after sign-in). */
  expiresAt: string;
}

export interface CsrfTokenResponse {
  token: string;
}

/** docs/product.md §12.2: `message` is null while none is set. */
export interface MaintenanceState {
  message: string | null;
  updatedAt: string | null;
}

export interface SetMaintenanceRequest {
  maintenanceMessage: string;
}

/** A registered sibling app that may use the console for single sign-on. */
export interface SsoApp {
  appName: string;
  displayName: string;
}

export interface SsoTargetRequest {
  appName: string;
  redirect: string;
}

export interface SsoCodeResponse {
  code: string;
  /** The redirect address with `code` added to its query. */
  redirectUrl: string;
  expiresAt: string;
}

export interface SsoExchangeRequest {
  appName: string;
  appSecret: string;
  code: string;
}

/** What a sibling app's server learns about the user. */
export interface SsoUser {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  avatar: string | null;
}

export interface SsoExchangeResponse {
  user: SsoUser;
}

/** The Roles tab: which role may do what, from the server's one permission table. */
export interface RolePermissions {
  roles: Role[];
  permissions: { permission: Permission; roles: Role[] }[];
}

export interface AuditEntry {
  id: string;
  at: string;
  userId: string | null;
  /** The e-mail at the time; set on every entry that names a user. */
  userEmail: string | null;
  /** The user's full name now, when the user still exists. */
  userFullName: string | null;
  /** What the person did (docs/product.md §12.3), derived from the route and method. */
  actionCode: AuditAction;
  /** The request: method and route pattern, e.g. `PUT /api/v1/maintenance`. */
  action: string;
  status: number;
  ip: string | null;
  /** The request's id, as the api's own log names it. */
  requestId: string | null;
  /** The record the entry is about, when the route named one (e.g. `clinic`). */
  entityType: string | null;
  entityId: string | null;
  /** A short name of the record for people, e.g. the clinic's name. */
  summary: string | null;
  /** The patients whose data the request read or wrote (docs/product.md §12.3); null for others. */
  patientIds?: string[] | null;
}

/**
 * GET /api/v1/audit-log (and its export): the list contract plus who (`actor`: a part of the
 * e-mail or full name), which actions (repeatable), a date range (ISO 8601: a bare date is that
 * whole UTC day; inclusive), and whether preference toggles show (listDefinitions.ts).
 */
export type AuditLogParams = ListParamsOf<typeof auditLogList>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Set when `total` is an estimate: a broad search over a large table is not counted row by row
   * (docs/decisions.md "A broad search's total is an estimate"); the console says "about".
   */
  totalIsEstimate?: true;
}

/** docs/product.md §3: a phone number as its calling code (digits) and the local number. */
export interface PhoneNumberParts {
  callingCode: string;
  localPhoneNumber: string;
}

/** The body of POST /api/v1/clinics and PUT /api/v1/clinics/:id (validated with clinicSchema). */
export interface ClinicRequest {
  name: string;
  type: ClinicType;
  address: string;
  phoneNumber: PhoneNumberParts | null;
  email: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
}

/** docs/product.md §3.4 Clinic: what was asked for, plus what the server keeps. */
export interface Clinic extends ClinicRequest {
  id: string;
  status: RecordStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ClinicStatusRequest {
  status: RecordStatus;
}

/** What deactivating a clinic would do (the confirm dialog says it before anything changes). */
export interface ClinicDeactivationImpact {
  /** Active staff members for whom this is their only active clinic. */
  onlyClinicStaff: number;
}

/**
 * One of GET /api/v1/clinics/:id/staff's answer: an active staff member of the clinic with the
 * role asked for, whom a patient of the clinic can be assigned (the assignment form's pickers).
 */
export interface ClinicStaffMember {
  id: string;
  fullName: string;
}

/** GET /api/v1/clinics (and /clinics/export): filters type, status, countryCode and id. */
export type ClinicListParams = ListParamsOf<typeof clinicList>;

/** One row's problem in an uploaded file: the line as a spreadsheet shows it (header = 1). */
export interface ImportRowError {
  line: number;
  /** The column's header name; null when the problem is the whole row or the file. */
  column: string | null;
  message: string;
  /** The message's values (e.g. `{ line: 4 }` for 'Same e-mail as line {{line}}.'). */
  values?: Record<string, string | number>;
}

/** A column of the file and the template field it fills (null: ignored). */
export interface ImportColumnMapping {
  /** The heading as the file writes it. */
  column: string;
  field: string | null;
}

/** A value the import writes differently from the file (e.g. a local phone made international). */
export interface ImportValueChange {
  line: number;
  /** The template field. */
  field: string;
  from: string;
  to: string;
}

/** A workbook's tabs a person sees (hidden ones left out), in order, and the one read. */
export interface ImportWorkbookSheets {
  sheets: string[];
  /** Empty when the tab asked for is not in the workbook. */
  sheet: string;
}

/** What a dry run found beyond the count: how the file was read. */
export interface ImportPreview {
  columns: ImportColumnMapping[];
  /** For a workbook: its tabs and the one read. */
  workbook?: ImportWorkbookSheets;
  /** The first IMPORT_CHANGES_SHOWN changes, in line order. */
  changes: ImportValueChange[];
  /** Every change, of which `changes` shows the first. */
  changeCount: number;
}

/** `422` (or `413` for a file too large): nothing was written. */
export interface ImportInvalidBody {
  message: string;
  code: 'IMPORT_INVALID';
  errors: ImportRowError[];
  /** Which field each heading of the file fills, when its header could be read. */
  columns?: ImportColumnMapping[];
  /** For a workbook that could be opened: its tabs and the one read. */
  workbook?: ImportWorkbookSheets;
}

/** `200` of an import: `created` rows written, or for a dry run `valid` rows that would be. */
export type ImportResult = { created: number } | ({ valid: number } & Partial<ImportPreview>);

/** The body of POST /api/v1/users and PUT /api/v1/users/:id (validated with staffUserSchema). */
export interface StaffUserRequest {
  fullName: string;
  email: string;
  phoneNumber: PhoneNumberParts | null;
  role: Role;
  address: string;
  /** Ids of active clinics; at least one. */
  clinics: string[];
}

/** docs/product.md §3 Staff user: what was asked for, plus what the server keeps. */
export interface StaffUser extends Omit<StaffUserRequest, 'clinics'> {
  id: string;
  clinics: { id: string; name: string }[];
  status: RecordStatus;
  createdAt: string;
  /** The last successful sign-in; null until the first. */
  lastSignInAt: string | null;
}

/** PATCH /api/v1/users/:id/status: deactivating ends every session of the person at once. */
export interface StaffUserStatusRequest {
  status: RecordStatus;
}

/** GET /api/v1/users (and /users/export): filters role, status, clinicId (members) and id. */
export type StaffUserListParams = ListParamsOf<typeof staffUserList>;

/** The body of POST /api/v1/programs and PUT /api/v1/programs/:id (validated with programSchema). */
export interface ProgramRequest {
  name: string;
  description: string;
}

/** docs/product.md §3 Program. Programs are deactivated, never deleted. */
export interface Program extends ProgramRequest {
  id: string;
  status: RecordStatus;
  /**
   * Enrolments of any status that the reader may see: in every clinic for a system admin, in
   * their own clinics for everyone else (no figure counts a patient outside one's scope).
   */
  enrolments: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProgramStatusRequest {
  status: RecordStatus;
}

/** GET /api/v1/programs: filters status and id (only system admins see inactive programs). */
export type ProgramListParams = ListParamsOf<typeof programList>;

/** A record named in another: its id and what the console shows. */
export interface NamedRef {
  id: string;
  name: string;
}

/**
 * The body of POST /api/v1/patients: the patient form (patientSchema; `programSelection` is the
 * program's id) and the clinic it is enrolled at. `confirmDuplicate` enrols even though a patient
 * with the same name and phone is at that clinic (the answer to 409 POSSIBLE_DUPLICATE).
 */
export interface PatientRequest {
  fullName: string;
  email: string;
  phoneNumber: PhoneNumberParts;
  address: string | null;
  programSelection: string;
  clinicId: string;
  confirmDuplicate?: boolean;
}

/** docs/product.md §3 Patient: the person and their one enrolment (a program at a clinic). */
export interface PatientEnrolment {
  id: string;
  fullName: string;
  email: string;
  /** Required to enrol; the short contact form may clear it later. */
  phoneNumber: PhoneNumberParts | null;
  address: string | null;
  program: NamedRef;
  clinic: NamedRef;
  doctor: NamedRef | null;
  nurse: NamedRef | null;
  status: EnrolmentStatus;
  /** The reason given with the end of the enrolment (required to withdraw); null otherwise. */
  statusReason: string | null;
  enrolledAt: string;
  statusChangedAt: string;
}

/** One change of a patient's record: who made it and when (`by` is null once that user is gone). */
export interface PatientHistoryEntry {
  at: string;
  by: NamedRef | null;
  kind: PatientHistoryKind;
  /** For STATUS_CHANGED: the new status and the reason given. */
  status: EnrolmentStatus | null;
  reason: string | null;
}

/** GET /api/v1/patients/:id: the enrolment and its history, newest first. */
export interface PatientRecord extends PatientEnrolment {
  history: PatientHistoryEntry[];
}

/** 409 POSSIBLE_DUPLICATE: the record already at the clinic, to open instead. */
export interface PossibleDuplicateBody {
  message: string;
  code: 'POSSIBLE_DUPLICATE';
  existing: PatientEnrolment;
}

/** PUT /api/v1/patients/:id/assignment (clinicAssignmentSchema). */
export interface PatientAssignmentRequest {
  clinicId: string;
  doctorId: string | null;
  nurseId: string | null;
}

/** PATCH /api/v1/patients/:id/contact (shortContactSchema). */
export interface PatientContactRequest {
  fullName: string;
  phoneNumber: PhoneNumberParts | null;
}

/** PATCH /api/v1/patients/:id/enrolment (enrolmentStatusSchema): a reason is required to withdraw. */
export interface EnrolmentStatusRequest {
  status: Exclude<EnrolmentStatus, 'ENROLLED'>;
  reason: string | null;
}

/**
 * GET /api/v1/patients (and /patients/export): filters programId, clinicId, status and
 * assignedToMe (doctors and nurses: only the patients assigned to them).
 */
export type PatientListParams = ListParamsOf<typeof patientList>;

/** GET /api/v1/patient-duplicates: filter status. */
export type DuplicatePairListParams = ListParamsOf<typeof duplicatePairList>;

/** A merge of a pair, while it may be seen (unmerged ones too). */
export interface DuplicateMerge {
  id: string;
  survivorId: string;
  mergedId: string;
  mergedAt: string;
  /** The end of the 30 days an unmerge is possible in. */
  unmergeUntil: string;
}

/** GET /api/v1/patient-duplicates: one pair, with both records and why they look alike. */
export interface DuplicatePair {
  id: string;
  score: number;
  /** 0–100: how alike the names are once accents and case are folded. */
  nameSimilarity: number;
  samePhone: boolean;
  sameEmail: boolean;
  status: DuplicatePairStatus;
  foundAt: string;
  first: PatientEnrolment;
  second: PatientEnrolment;
  /** The merge in force (MERGED pairs only). */
  merge: DuplicateMerge | null;
}

/** GET /api/v1/patient-duplicates/:id: the pair and each record's version, sent back to merge. */
export interface DuplicatePairDetail extends DuplicatePair {
  firstVersion: string;
  secondVersion: string;
}

/** POST /api/v1/patient-duplicates/:id/merge (patientMergeSchema). */
export interface MergeRequest {
  survivorId: string;
  /** For each field, the id of the record whose value is kept. */
  fields: Record<MergeField, string>;
  firstVersion: string;
  secondVersion: string;
}

/** GET/POST /api/v1/patient-duplicates/scans: the latest scan and how far it got. */
export interface DuplicateScan {
  id: string;
  status: DuplicateScanStatus;
  startedAt: string;
  finishedAt: string | null;
  processed: number;
  total: number;
  found: number;
}

/** 410 PATIENT_MERGED: the record was merged into `mergedInto`. */
export interface PatientMergedBody {
  message: string;
  code: 'PATIENT_MERGED';
  mergedInto: string;
}

/**
 * docs/product.md §13.7: a ministry-of-health document's metadata. POST and PUT send it as
 * multipart form fields, the PDF after them in the field `file` (optional on PUT); PUT also takes
 * it as JSON when the file stays.
 */
export interface MohDocumentRequest {
  title: string;
  description: string;
  language: Locale;
  /** The day the ministry published it, `YYYY-MM-DD`. */
  publishedAt: string;
}

export interface MohDocument extends MohDocumentRequest {
  id: string;
  status: MohDocumentStatus;
  /** The PDF as uploaded: its name (for the download), size in bytes. */
  fileName: string;
  fileSize: number;
  createdAt: string;
  updatedAt: string;
}

export interface MohDocumentStatusRequest {
  status: MohDocumentStatus;
}

/** GET /api/v1/moh-documents: filters language and status (withdrawn: system admins only). */
export type MohDocumentListParams = ListParamsOf<typeof mohDocumentList>;

/**
 * A short-lived signed address of a stored file (docs/product.md §13.4): an `<a href>` or an
 * `<img>` can use it without a bearer token until `expiresAt`.
 */
export interface SignedFileAddress {
  url: string;
  expiresAt: string;
}

/**
 * The body of POST /api/v1/training-modules and PUT …/:id: the training-module form
 * (trainingModuleSchema) without its feature image, which is uploaded on its own
 * (PUT …/:id/feature-image, multipart field `featureImage`).
 */
export interface TrainingModuleRequest {
  moduleTitle: string;
  author: string;
  category: string;
  /** Free text like the form's; the console offers the interface languages' codes (`pt`). */
  language: string;
  difficultyLevel: DifficultyLevel;
  duration: string;
  effort: string;
  skills: string[];
  prerequisites: string;
  whatYoullLearn: string;
  description: string;
}

/** docs/product.md §3.4 Training module. Drafts are seen by system admins only. */
export interface TrainingModule extends TrainingModuleRequest {
  id: string;
  status: KnowledgeStatus;
  /**
   * A short-lived signed address of the feature image (what the form's `featureImage` holds for
   * a stored image), or null while the module has none; a module is published only with one.
   */
  featureImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** The reader's own progress in the module (lists and the module's page). */
  mine?: ModuleProgress;
}

/**
 * GET /api/v1/training-modules/categories: the categories of the modules the reader may see, for
 * the catalogue's filter. Categories are free text matched whatever their case, so each appears
 * once, in alphabetical order whatever the case.
 */
export interface TrainingModuleCategories {
  categories: string[];
}

export interface KnowledgeStatusRequest {
  status: KnowledgeStatus;
}

/**
 * GET /api/v1/training-modules: filters category and language (matched whole, any case),
 * difficultyLevel, status (drafts: system admins only) and id.
 */
export type TrainingModuleListParams = ListParamsOf<typeof trainingModuleList>;

/** One option of a question as a system admin writes it: exactly one per question is correct. */
export interface KnowledgeCheckOptionRequest {
  text: string;
  correct: boolean;
}

export interface KnowledgeCheckQuestionRequest {
  text: string;
  options: KnowledgeCheckOptionRequest[];
  /** Why the right answer is right: shown with the right answers only. Optional. */
  explanation?: string;
}

/**
 * The body of POST /api/v1/knowledge-checks and PUT …/:id (knowledgeCheckSchema). Every save
 * gives the questions and options new ids.
 */
export interface KnowledgeCheckRequest {
  moduleId: string;
  title: string;
  /** Percent, 1–100: an attempt passes with a score of at least this. */
  passMark: number;
  /** Attempts a person may make within any 24 hours, 1–20; 3 when left out. */
  attemptLimit?: number;
  questions: KnowledgeCheckQuestionRequest[];
}

/**
 * An option as the api sends it. `correct` is there for system admins only: staff taking a check
 * never receive which option is correct.
 */
export interface KnowledgeCheckOption {
  id: string;
  text: string;
  correct?: boolean;
}

export interface KnowledgeCheckQuestion {
  id: string;
  text: string;
  options: KnowledgeCheckOption[];
  /** For system admins only, like `correct`: staff see it with the right answers of a result. */
  explanation?: string;
}

/** The reader's own attempts at a check: how many, the best score, whether one passed. */
export interface MyKnowledgeCheckAttempts {
  attempts: number;
  bestScore: number | null;
  passed: boolean;
}

/** A knowledge check in a list: no questions. */
export interface KnowledgeCheckSummary {
  id: string;
  moduleId: string;
  moduleTitle: string;
  title: string;
  passMark: number;
  /** Attempts a person may make within any 24 hours (a rolling window). */
  attemptLimit: number;
  questionCount: number;
  status: KnowledgeStatus;
  mine: MyKnowledgeCheckAttempts;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/knowledge-checks/:id: the check with its questions (the answer key for admins only). */
export interface KnowledgeCheck extends KnowledgeCheckSummary {
  questions: KnowledgeCheckQuestion[];
  /** What the reader may attempt now. */
  allowance: KnowledgeCheckAllowance;
}

/** The reader's attempts within the last 24 hours, against the check's `attemptLimit`. */
export interface KnowledgeCheckAllowance {
  /** Attempts the reader may make now: 0 once every attempt of the window is used. */
  attemptsLeft: number;
  /** With no attempt left: when the next one is possible (ISO date-time); null otherwise. */
  nextAttemptAt: string | null;
}

/** 429 ATTEMPT_LIMIT_REACHED (with `Retry-After` in seconds): when the next attempt is possible. */
export interface AttemptLimitReachedBody {
  message: string;
  code: 'ATTEMPT_LIMIT_REACHED';
  nextAttemptAt: string;
}

/** GET /api/v1/knowledge-checks: filters moduleId and status (drafts: system admins only). */
export type KnowledgeCheckListParams = ListParamsOf<typeof knowledgeCheckList>;

/** POST /api/v1/knowledge-checks/:id/attempts: one option for every question, each once. */
export interface KnowledgeCheckAttemptRequest {
  answers: { questionId: string; optionId: string }[];
}

/**
 * One answer of a result: the person's option and whether it was right. `correctOptionId` (and
 * the question's `explanation`, when it has one) only when the result shows the answer key.
 */
export interface KnowledgeCheckAttemptAnswer {
  questionId: string;
  optionId: string;
  correct: boolean;
  correctOptionId?: string;
  explanation?: string;
}

/**
 * The result of a submitted attempt. It says which of the person's answers were right; which
 * option was right only once the person has passed the check or used every attempt of the last
 * 24 hours (`answerKeyShown`), so the key cannot be found by trying.
 */
export interface KnowledgeCheckAttemptResult {
  id: string;
  checkId: string;
  /** 1 for a person's first attempt at the check, then 2, 3… */
  number: number;
  /** Whole percent, rounded down. */
  score: number;
  passMark: number;
  passed: boolean;
  correctCount: number;
  questionCount: number;
  answers: KnowledgeCheckAttemptAnswer[];
  /** True when every answer carries `correctOptionId`. */
  answerKeyShown: boolean;
  /** What the person may attempt after this one. */
  allowance: KnowledgeCheckAllowance;
  submittedAt: string;
}

/** One row of GET /api/v1/knowledge-checks/:id/attempts (system admins): who attempted, who passed. */
export interface KnowledgeCheckAttempt {
  id: string;
  user: { id: string; fullName: string; email: string; role: Role };
  number: number;
  score: number;
  passMark: number;
  passed: boolean;
  submittedAt: string;
}

/** GET /api/v1/knowledge-checks/:id/attempts (and its export): filter passed. */
export type KnowledgeCheckAttemptListParams = ListParamsOf<typeof knowledgeCheckAttemptList>;
