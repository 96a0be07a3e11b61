import type { Locale } from './domain';

/**
 * The one list contract (docs/product.md §13.1): every list endpoint takes `page`, `pageSize`,
 * `sort` (a field of its allow-list, `-` first for descending), `search` and its own filters, and
 * answers `Page<T>`. Each list is declared in listDefinitions.ts and read by `readListQuery`
 * (defineList.ts), in the api and the console alike.
 */
export const LIST_DEFAULT_PAGE_SIZE = 25;
export const LIST_MAX_PAGE_SIZE = 100;
/** Pages past this are refused: nobody pages that far, and offsets stay small. */
export const LIST_MAX_PAGE = 1_000_000;
/** Longer search text is refused rather than cut. */
export const LIST_SEARCH_MAX_LENGTH = 200;

/** The query-string parameters every list endpoint reads, besides its own filters. */
export const listParameterNames = ['page', 'pageSize', 'sort', 'search', 'locale'] as const;

/** `sort=name` or `sort=-name`. */
export type SortParam<Field extends string> = Field | `-${Field}`;

/** What a client sends: every part optional (defaults: page 1, 25 a page, the endpoint's sort). */
export type ListParams<Field extends string = string, Filters = Record<never, never>> = {
  page?: number;
  pageSize?: number;
  sort?: SortParam<Field>;
  search?: string;
  /** The reader's language: a sort by a name (a country's) follows its order. Default en. */
  locale?: string;
} & { [Key in keyof Filters]?: Filters[Key] };

/** What the api made of the query string: every part checked, defaults filled in. */
export interface ListQuery<Field extends string = string, Filters = Record<string, string>> {
  page: number;
  pageSize: number;
  sort: { field: Field; descending: boolean };
  /** Trimmed; null when absent or blank. */
  search: string | null;
  /** The reader's language (docs/product.md §13.1): a sort by a name follows its order. */
  locale: Locale;
  /** Only the filters the client gave. */
  filters: Partial<Filters>;
}

/** The clinics list's sortable fields (GET /api/v1/clinics?sort=…). */
export const clinicSortFields = [
  'name',
  'type',
  'countryCode',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type ClinicSortField = (typeof clinicSortFields)[number];
export const CLINIC_DEFAULT_SORT: SortParam<ClinicSortField> = 'name';

/** The audit log's sortable fields; newest first by default. */
export const auditSortFields = ['at'] as const;
export type AuditSortField = (typeof auditSortFields)[number];
export const AUDIT_DEFAULT_SORT: SortParam<AuditSortField> = '-at';

/** The staff list's sortable fields (GET /api/v1/users?sort=…). */
export const staffUserSortFields = [
  'fullName',
  'email',
  'role',
  'status',
  'createdAt',
  'lastSignInAt',
] as const;
export type StaffUserSortField = (typeof staffUserSortFields)[number];
export const STAFF_USER_DEFAULT_SORT: SortParam<StaffUserSortField> = 'fullName';

/** The programs list's sortable fields (GET /api/v1/programs?sort=…). */
export const programSortFields = ['name', 'status', 'createdAt'] as const;
export type ProgramSortField = (typeof programSortFields)[number];
export const PROGRAM_DEFAULT_SORT: SortParam<ProgramSortField> = 'name';

/** The patients list's sortable fields (GET /api/v1/patients?sort=…); newest enrolment first. */
export const patientSortFields = ['fullName', 'status', 'enrolledAt', 'statusChangedAt'] as const;
export type PatientSortField = (typeof patientSortFields)[number];
export const PATIENT_DEFAULT_SORT: SortParam<PatientSortField> = '-enrolledAt';

/** The ministry-of-health documents' sortable fields (GET /api/v1/moh-documents?sort=…). */
export const mohDocumentSortFields = [
  'title',
  'language',
  'publishedAt',
  'status',
  'updatedAt',
] as const;
export type MohDocumentSortField = (typeof mohDocumentSortFields)[number];
export const MOH_DOCUMENT_DEFAULT_SORT: SortParam<MohDocumentSortField> = '-publishedAt';

/** The training modules' sortable fields (GET /api/v1/training-modules?sort=…). */
export const trainingModuleSortFields = [
  'moduleTitle',
  'category',
  'language',
  'difficultyLevel',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type TrainingModuleSortField = (typeof trainingModuleSortFields)[number];
export const TRAINING_MODULE_DEFAULT_SORT: SortParam<TrainingModuleSortField> = 'moduleTitle';

/** The knowledge checks' sortable fields (GET /api/v1/knowledge-checks?sort=…). */
export const knowledgeCheckSortFields = ['title', 'status', 'createdAt', 'updatedAt'] as const;
export type KnowledgeCheckSortField = (typeof knowledgeCheckSortFields)[number];
export const KNOWLEDGE_CHECK_DEFAULT_SORT: SortParam<KnowledgeCheckSortField> = 'title';

/** A check's attempts' sortable fields (GET /api/v1/knowledge-checks/:id/attempts?sort=…). */
export const knowledgeCheckAttemptSortFields = ['submittedAt', 'fullName', 'score'] as const;
export type KnowledgeCheckAttemptSortField = (typeof knowledgeCheckAttemptSortFields)[number];
export const KNOWLEDGE_CHECK_ATTEMPT_DEFAULT_SORT: SortParam<KnowledgeCheckAttemptSortField> =
  '-submittedAt';
