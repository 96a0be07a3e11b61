import {
  DEFAULT_ATTEMPT_LIMIT,
  auditActions,
  clinicTypes,
  difficultyLevels,
  duplicatePairStatuses,
  duplicateScanStatuses,
  enrolmentStatuses,
  knowledgeStatuses,
  mohDocumentStatuses,
  notificationKinds,
  patientHistoryKinds,
  recordStatuses,
  roles,
  type KnowledgeCheckAttemptAnswer,
  type NotificationParams,
} from '@org/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { nameOrder } from './sortKeys';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** docs/product.md §3.4 Staff user: deactivated, never deleted. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Trimmed and lower-cased by the schemas, so the unique constraint ignores case. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: roles }).notNull(),
    avatar: text('avatar'),
    status: text('status', { enum: recordStatuses }).notNull().default('ACTIVE'),
    /** The phone number's calling code (digits) and local number: both or neither, as for clinics. */
    callingCode: text('calling_code'),
    localPhoneNumber: text('local_phone_number'),
    /** Required by the staff form; '' only for users that predate it (migration 0005). */
    address: text('address').notNull().default(''),
    /** The last sign-in with a one-time code; null until the first. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the staff list's search looks in: the full name and the e-mail, lower-cased, joined by
     * SEARCH_SEPARATOR (db/search.ts). Kept by the database, never written.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${users.fullName}) || E'\\x1f' || lower(${users.email})`,
    ),
  },
  (table) => [
    // The search: a substring of search_text, found through trigrams (as for clinics).
    index('users_search_text_trgm_idx').using('gin', table.searchText.op('public.gin_trgm_ops')),
    // The staff list's sorts, each then the id (docs/decisions.md "Sort indexes end with the id");
    // the e-mail sort reads users_email_unique (e-mails are unique, so its ties are none). Names
    // sort as db/sortKeys.ts nameOrder says (docs/decisions.md "Names sort in the Unicode root
    // order").
    index('users_full_name_id_idx').on(nameOrder(table.fullName), table.id),
    index('users_role_id_idx').on(table.role, table.id),
    index('users_status_id_idx').on(table.status, table.id),
    index('users_created_at_id_idx').on(table.createdAt, table.id),
    // Never signed in sorts as the earliest sign-in (services/staffUserService.ts).
    index('users_last_sign_in_id_idx').on(
      sql`coalesce(${table.lastSignInAt}, '-infinity'::timestamptz)`,
      table.id,
    ),
    check(
      'users_phone_both_or_neither',
      sql`(${table.callingCode} is null) = (${table.localPhoneNumber} is null)`,
    ),
  ],
);

/** The user a row belongs to; the row goes when the user does. */
const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userSettings = pgTable(
  'user_settings',
  {
    userId: ownedByUser(),
    settingKey: text('setting_key').notNull(),
    settingValue: text('setting_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.settingKey] })],
);

/**
 * The columns a person chose for a file's headings in an import (`kind`: the import's url), kept
 * for the next file with the same header (`headerKey`: its headings read as the import reads them).
 */
export const importColumnChoices = pgTable(
  'import_column_choices',
  {
    userId: ownedByUser(),
    kind: text('kind').notNull(),
    headerKey: text('header_key').notNull(),
    choices: jsonb('choices').$type<{ column: string; field: string | null }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.headerKey] })],
);

/** One-time codes, stored only as a keyed hash. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_user_idx').on(table.userId)],
);

/** A sign-in: the ID token carries its id (claim `sid`), every request checks it is still open. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: ownedByUser(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** The dev outbox: mail kept for people and tests when no SMTP server is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters live in the database so that every api instance sees the same counts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Who did what, when and from where: append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the log outlives whatever it mentions.
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    /** What the person did, e.g. `auth.signedIn` (security/auditActions.ts; @org/contracts). */
    actionCode: text('action_code', { enum: auditActions }).notNull(),
    /** The request: method and route pattern, e.g. `PUT /api/v1/maintenance`. */
    action: text('action').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    /** The record the request was about, when the route named one (e.g. `clinic`). */
    entityType: text('entity_type'),
    entityId: uuid('entity_id'),
    /** A short name of the record for people, e.g. the clinic's name. */
    summary: text('summary'),
    /** docs/product.md §12.3: the patients whose data the request read or wrote. */
    patientIds: uuid('patient_ids').array(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    // The action filter, newest first (docs/product.md §12.3).
    index('audit_log_action_code_at_idx').on(table.actionCode, table.at),
  ],
);

/** docs/product.md §12.2: one maintenance message for the whole platform, or none. */
export const maintenanceMessage = pgTable('maintenance_message', {
  id: integer('id').primaryKey().default(1),
  message: text('message'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sibling apps that may use the console for single sign-on. */
export const ssoApps = pgTable('sso_apps', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  appName: text('app_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull(),
  /** SHA-256 of the app secret (the secret itself is never stored). */
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
});

/** Single-use codes handed to a sibling app, stored as hashes. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    codeHash: text('code_hash').notNull().unique(),
    appId: uuid('app_id')
      .notNull()
      .references(() => ssoApps.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sso_codes_app_idx').on(table.appId)],
);

/** The api's name key, or the lower-case name of a row written without one. */
const nameKeyOrLowerName = (nameKey: AnyColumn, name: AnyColumn): SQL<string> =>
  sql<string>`coalesce(${nameKey}, lower(${name}))`;

/** docs/product.md §3.4 Clinic: deactivated, never deleted. */
export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /**
     * What the name is unique by within its country: `nameKey` of @org/forms (case, white space,
     * invisible characters and look-alike letters folded), written with the name by the api. A
     * row written without one (before migration 0013, or by SQL) goes by its lower-case name:
     * see `storedClinicNameKey`.
     */
    nameKey: text('name_key'),
    type: text('type', { enum: clinicTypes }).notNull(),
    address: text('address').notNull(),
    /** The phone number's calling code (digits) and local number: both or neither. */
    callingCode: text('calling_code'),
    localPhoneNumber: text('local_phone_number'),
    email: text('email').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    status: text('status', { enum: recordStatuses }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search looks in: name, e-mail and address, each in lower case, joined by
     * SEARCH_SEPARATOR (db/search.ts). Kept by the database, never written.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${clinics.name}) || E'\\x1f' || lower(${clinics.email}) || E'\\x1f' || lower(${clinics.address})`,
    ),
  },
  (table) => [
    // The search (a substring of search_text): trigrams find the rows for three characters or more.
    // pg_trgm lives in the public schema whatever schema the tables are in (migration 0004).
    index('clinics_search_text_trgm_idx').using('gin', table.searchText.op('public.gin_trgm_ops')),
    // A name is taken once per country, by its name key (409 CLINIC_EXISTS, databaseConflicts.ts).
    uniqueIndex('clinics_name_country_unique').on(
      nameKeyOrLowerName(table.nameKey, table.name),
      table.countryCode,
    ),
    // The country filter, and the smallest index (its repeated keys are deduplicated): an
    // unfiltered count reads it.
    index('clinics_country_idx').on(table.countryCode),
    // The list's sorts (docs/product.md §13.1): each column then the id, as the list orders them,
    // so a page is read in index order (backwards when descending) instead of sorting every row.
    index('clinics_name_id_idx').on(nameOrder(table.name), table.id),
    index('clinics_type_id_idx').on(table.type, table.id),
    index('clinics_status_id_idx').on(table.status, table.id),
    index('clinics_country_id_idx').on(table.countryCode, table.id),
    index('clinics_created_at_id_idx').on(table.createdAt, table.id),
    index('clinics_updated_at_id_idx').on(table.updatedAt, table.id),
    check(
      'clinics_phone_both_or_neither',
      sql`(${table.callingCode} is null) = (${table.localPhoneNumber} is null)`,
    ),
  ],
);

/**
 * The name key a clinic is unique by, as clinics_name_country_unique holds it. Lookups by name
 * use this expression, so they read that index.
 */
export const storedClinicNameKey = nameKeyOrLowerName(clinics.nameKey, clinics.name);

/** Which clinics a staff member belongs to: managers, doctors and nurses see only these. */
export const userClinics = pgTable(
  'user_clinics',
  {
    userId: ownedByUser(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clinicId] }),
    index('user_clinics_clinic_idx').on(table.clinicId),
  ],
);

/**
 * Mail waiting to be sent (invitations): written in the transaction that decides to send it, sent
 * by the mail worker (mail/mailQueue.ts), which claims due rows so that no two api instances send
 * one, and retries a failed send later (with backoff) until it goes. Sent rows stay as a record.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Sends tried so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the mail may next be claimed: now for new mail, later after a failure or a claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  // The worker's claim: the due mail not sent yet, soonest first.
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** docs/product.md §3 Program: deactivated, never deleted. */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: recordStatuses }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the programs list's search looks in: name and description (db/search.ts). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${programs.name}) || E'\\x1f' || lower(${programs.description})`,
    ),
  },
  (table) => [
    // A name is taken once, whatever its case (409 PROGRAM_EXISTS, databaseConflicts.ts). A
    // network has few programs: the name sort sorts them.
    uniqueIndex('programs_name_unique').on(sql`lower(${table.name})`),
    index('programs_search_text_trgm_idx').using('gin', table.searchText.op('public.gin_trgm_ops')),
  ],
);

/**
 * docs/product.md §3 Patient: one row per enrolment, a person in one program at one clinic,
 * optionally with a doctor and a nurse of that clinic. The same person (e-mail) may be enrolled
 * in several programs, each its own record. Never deleted.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fullName: text('full_name').notNull(),
    /** Trimmed and lower-cased by the schema. */
    email: text('email').notNull(),
    /** The phone number's calling code (digits) and local number: both or neither. */
    callingCode: text('calling_code'),
    localPhoneNumber: text('local_phone_number'),
    address: text('address'),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    nurseId: uuid('nurse_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: enrolmentStatuses }).notNull().default('ENROLLED'),
    /** The reason given with the last status change (required to withdraw). */
    statusReason: text('status_reason'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the patients list's search looks in: the full name, the e-mail and the phone's digits
     * (calling code then local number), lower-cased, joined by SEARCH_SEPARATOR (db/search.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${patients.fullName}) || E'\\x1f' || lower(${patients.email}) || E'\\x1f' || coalesce(${patients.callingCode} || ${patients.localPhoneNumber}, '')`,
    ),
    /**
     * The name as possible duplicates compare it: accents folded and lower-cased by the
     * database's `patient_match_name` (migration 0016_patient_duplicates).
     */
    matchName: text('match_name').generatedAlwaysAs(
      (): SQL => sql`patient_match_name(${patients.fullName})`,
    ),
    /** Set while this record is merged into another (hidden everywhere, kept for an unmerge). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => patients.id),
  },
  (table) => [
    index('patients_search_text_trgm_idx').using('gin', table.searchText.op('public.gin_trgm_ops')),
    // The scope (a person's clinics) and the filters.
    index('patients_clinic_idx').on(table.clinicId),
    index('patients_program_idx').on(table.programId),
    index('patients_doctor_idx').on(table.doctorId),
    index('patients_nurse_idx').on(table.nurseId),
    // The list's sorts, each then the id (docs/decisions.md "Sort indexes end with the id"); the
    // name one also finds a possible duplicate (same name at a clinic).
    index('patients_full_name_id_idx').on(nameOrder(table.fullName), table.id),
    index('patients_status_id_idx').on(table.status, table.id),
    index('patients_enrolled_at_id_idx').on(table.enrolledAt, table.id),
    index('patients_status_changed_at_id_idx').on(table.statusChangedAt, table.id),
    // One active enrolment per person and program (409 ALREADY_ENROLLED, databaseConflicts.ts),
    // also when two enrolments race.
    uniqueIndex('patients_enrolled_email_program_unique')
      .on(table.programId, table.email)
      .where(sql`${table.status} = 'ENROLLED' and ${table.mergedIntoId} is null`),
    // The records a merge kept, for their `replaces` links (FHIR): merged-away rows only.
    index('patients_merged_into_idx')
      .on(table.mergedIntoId)
      .where(sql`${table.mergedIntoId} is not null`),
    // Possible duplicates share an e-mail or a phone (services/duplicateMatching.ts).
    index('patients_email_idx').on(table.email),
    index('patients_phone_idx')
      .on(table.callingCode, table.localPhoneNumber)
      .where(sql`${table.callingCode} is not null`),
    check(
      'patients_phone_both_or_neither',
      sql`(${table.callingCode} is null) = (${table.localPhoneNumber} is null)`,
    ),
  ],
);

/** Who changed what of a patient's record, and when: one row per write, in its transaction. */
export const patientHistory = pgTable(
  'patient_history',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change; null once that user is gone. */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: patientHistoryKinds }).notNull(),
    /** For STATUS_CHANGED: the new status and the reason given. */
    status: text('status', { enum: enrolmentStatuses }),
    reason: text('reason'),
  },
  (table) => [index('patient_history_patient_at_idx').on(table.patientId, table.at)],
);

/**
 * Two records that may be one person (services/duplicateMatching.ts), `first_id` < `second_id`:
 * OPEN, NOT_DUPLICATE (never suggested again) or MERGED.
 */
export const patientDuplicates = pgTable(
  'patient_duplicates',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstId: uuid('first_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    /** How alike the two match names are, in percent (pg_trgm's similarity). */
    nameSimilarity: integer('name_similarity').notNull(),
    samePhone: boolean('same_phone').notNull(),
    sameEmail: boolean('same_email').notNull(),
    status: text('status', { enum: duplicatePairStatuses }).notNull().default('OPEN'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('patient_duplicates_pair_unique').on(table.firstId, table.secondId),
    index('patient_duplicates_second_idx').on(table.secondId),
    index('patient_duplicates_status_score_id_idx').on(table.status, table.score, table.id),
    check('patient_duplicates_ordered', sql`${table.firstId} < ${table.secondId}`),
  ],
);

/**
 * A merge of a pair: what the survivor was before and became, and the history rows moved to it,
 * so that an unmerge within 30 days puts both back exactly.
 */
export const patientMerges = pgTable(
  'patient_merges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => patientDuplicates.id, { onDelete: 'cascade' }),
    survivorId: uuid('survivor_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    mergedId: uuid('merged_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
    survivorBefore: jsonb('survivor_before').$type<Record<string, unknown>>().notNull(),
    survivorAfter: jsonb('survivor_after').$type<Record<string, unknown>>().notNull(),
    movedHistoryIds: uuid('moved_history_ids').array().notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    mergedByUserId: uuid('merged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    unmergedAt: timestamp('unmerged_at', { withTimezone: true }),
    unmergedByUserId: uuid('unmerged_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('patient_merges_pair_idx').on(table.pairId)],
);

/**
 * The background scan for possible duplicates: one RUNNING at a time, a batch of patients per
 * transaction after `after_patient_id`, so that it goes on where it stopped after a restart.
 */
export const patientDuplicateScans = pgTable(
  'patient_duplicate_scans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    status: text('status', { enum: duplicateScanStatuses }).notNull().default('RUNNING'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    afterPatientId: uuid('after_patient_id'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    found: integer('found').notNull().default(0),
  },
  (table) => [
    uniqueIndex('patient_duplicate_scans_one_running')
      .on(table.status)
      .where(sql`${table.status} = 'RUNNING'`),
  ],
);

/** Bytes as PostgreSQL's bytea, read and written as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What a stored file is for: the public avatar route serves only avatars. */
export const filePurposes = ['avatar', 'moh-document', 'feature-image', 'lesson-image'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/** Where a file's bytes are: `file_chunks` (every instance sees them) or the upload folder. */
export const fileStorages = ['database', 'folder'] as const;
export type FileStorage = (typeof fileStorages)[number];

/**
 * docs/product.md §13.4: every stored file (apps/api/src/files/fileStore.ts), whichever driver
 * holds its bytes. A file is written unattached; the record that uses it attaches it in its own
 * transaction, and deletes this row in the transaction that drops or replaces it. Unattached
 * rows older than an hour are swept (a request that died between the upload and its record).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: filePurposes }).notNull(),
    storage: text('storage', { enum: fileStorages }).notNull(),
    /** Recognised from the bytes, never from the name or the declared type. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull().default(0),
    attached: boolean('attached').notNull().default(false),
    /** Until the file is attached, renewed while its upload streams: its last sign of life. */
    createdAt: createdAt(),
  },
  (table) => [
    index('files_unattached_idx')
      .on(table.createdAt)
      .where(sql`not ${table.attached}`),
  ],
);

/** The bytes of a file stored by the database driver, in chunks of 256 KiB. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

/** docs/product.md §13.7: a ministry-of-health document, published or withdrawn; never deleted. */
export const mohDocuments = pgTable(
  'moh_documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    status: text('status', { enum: mohDocumentStatuses }).notNull().default('PUBLISHED'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search looks in: title and description (db/search.ts). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${mohDocuments.title}) || E'\\x1f' || lower(${mohDocuments.description})`,
    ),
  },
  (table) => [
    index('moh_documents_status_published_idx').on(table.status, table.publishedAt, table.id),
    index('moh_documents_search_text_trgm_idx').using(
      'gin',
      table.searchText.op('public.gin_trgm_ops'),
    ),
  ],
);

/**
 * docs/product.md §3.4 Training module: the training-module form's fields, draft or
 * published; never deleted. The feature image is a file of the store (purpose `feature-image`),
 * required to publish.
 */
export const trainingModules = pgTable(
  'training_modules',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    moduleTitle: text('module_title').notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    language: text('language').notNull(),
    difficultyLevel: text('difficulty_level', { enum: difficultyLevels }).notNull(),
    duration: text('duration').notNull(),
    effort: text('effort').notNull(),
    skills: text('skills').array().notNull(),
    prerequisites: text('prerequisites').notNull(),
    whatYoullLearn: text('what_youll_learn').notNull(),
    description: text('description').notNull(),
    featureImageFileId: uuid('feature_image_file_id').references(() => files.id),
    status: text('status', { enum: knowledgeStatuses }).notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search looks in: title, author and description (db/search.ts). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${trainingModules.moduleTitle}) || E'\\x1f' || lower(${trainingModules.author}) || E'\\x1f' || lower(${trainingModules.description})`,
    ),
  },
  (table) => [
    index('training_modules_search_text_trgm_idx').using(
      'gin',
      table.searchText.op('public.gin_trgm_ops'),
    ),
    // The default sort (the title is at most 200 characters, so it can be indexed; category,
    // language and author have no limit and are matched without an index).
    index('training_modules_title_id_idx').on(nameOrder(table.moduleTitle), table.id),
    index('training_modules_updated_at_id_idx').on(table.updatedAt, table.id),
  ],
);

/** A question of a knowledge check as stored: its options, exactly one of them correct. */
export interface StoredQuestion {
  id: string;
  text: string;
  options: { id: string; text: string; correct: boolean }[];
  /** Shown with the right answers only; absent when the admin wrote none. */
  explanation?: string;
}

/**
 * docs/product.md §3.4 Knowledge check: a quiz tied to a training module, draft or published;
 * never deleted. The questions are one JSON value, written whole by every save (which gives them
 * new ids), so a check is never half-edited.
 */
export const knowledgeChecks = pgTable(
  'knowledge_checks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id),
    title: text('title').notNull(),
    passMark: integer('pass_mark').notNull(),
    /** Attempts a person may make within any 24 hours (1 to 20). */
    attemptLimit: integer('attempt_limit').notNull().default(DEFAULT_ATTEMPT_LIMIT),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    status: text('status', { enum: knowledgeStatuses }).notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search looks in: the title (db/search.ts). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${knowledgeChecks.title})`,
    ),
  },
  (table) => [
    index('knowledge_checks_module_idx').on(table.moduleId),
    index('knowledge_checks_title_id_idx').on(nameOrder(table.title), table.id),
    check('knowledge_checks_pass_mark_range', sql`${table.passMark} between 1 and 100`),
    check('knowledge_checks_attempt_limit_range', sql`${table.attemptLimit} between 1 and 20`),
  ],
);

/** One answer of a submitted attempt, and whether it was right. */
export type StoredAnswer = Pick<KnowledgeCheckAttemptAnswer, 'questionId' | 'optionId' | 'correct'>;

/**
 * A submitted attempt at a knowledge check: kept for good. An attempt is submitted whole, so none
 * is ever open; `number` counts a person's attempts at a check, and its unique index lets only one
 * of two attempts submitted at once through (409 ATTEMPT_CONFLICT, databaseConflicts.ts).
 */
export const knowledgeCheckAttempts = pgTable(
  'knowledge_check_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    checkId: uuid('check_id')
      .notNull()
      .references(() => knowledgeChecks.id),
    userId: ownedByUser(),
    number: integer('number').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    correctCount: integer('correct_count').notNull(),
    /** Whole percent, rounded down (attemptScore in @org/contracts). */
    score: integer('score').notNull(),
    /** The check's pass mark when the attempt was made. */
    passMark: integer('pass_mark').notNull(),
    passed: boolean('passed').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('knowledge_check_attempts_number_unique').on(
      table.checkId,
      table.userId,
      table.number,
    ),
    index('knowledge_check_attempts_check_submitted_idx').on(
      table.checkId,
      table.submittedAt,
      table.id,
    ),
  ],
);

/**
 * A lesson of a training module, in reading order (`position` 1, 2, 3…). Its content is HTML the
 * api has sanitised (services/lessonHtml.ts); images are referenced by file id (purpose
 * `lesson-image`) and signed when the lesson is read.
 */
export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_lessons_module_position_idx').on(table.moduleId, table.position)],
);

/** Which lessons a person has opened, and when first. */
export const trainingLessonViews = pgTable(
  'training_lesson_views',
  {
    userId: ownedByUser(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => trainingLessons.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('training_lesson_views_user_module_idx').on(table.userId, table.moduleId),
  ],
);

/**
 * A person's progress in a module: the lesson to resume at and, once every lesson has been opened
 * and every published check of the module passed, when the module was completed (kept for good).
 */
export const trainingProgress = pgTable(
  'training_progress',
  {
    userId: ownedByUser(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id),
    lastLessonId: uuid('last_lesson_id').references(() => trainingLessons.id, {
      onDelete: 'set null',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.moduleId] }),
    index('training_progress_module_idx').on(table.moduleId),
  ],
);

/**
 * Notifications (packages/contracts/src/notifications.ts): one row per person and event, kept 90
 * days. Triggers of migration 0014 report inserts and reads on the change feed's channel.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: ownedByUser(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    /** The patient a notification is about: its link is shown only while the reader may open it. */
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_created_idx').on(table.createdAt),
    index('notifications_patient_idx').on(table.patientId),
  ],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedKinds: text('muted_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
});
