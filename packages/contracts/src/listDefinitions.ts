import { auditActions } from './auditActions';
import { defineList } from './defineList';
import { clinicTypes, difficultyLevels, recordStatuses, roles, supportedLocales } from './domain';
import { mohDocumentStatuses } from './knowledge';
import {
  countryCode,
  flag,
  instant,
  oneOf,
  recordId,
  recordIds,
  someOf,
  text,
  textPart,
} from './listRules';
import {
  AUDIT_DEFAULT_SORT,
  auditSortFields,
  CLINIC_DEFAULT_SORT,
  clinicSortFields,
  KNOWLEDGE_CHECK_ATTEMPT_DEFAULT_SORT,
  KNOWLEDGE_CHECK_DEFAULT_SORT,
  knowledgeCheckAttemptSortFields,
  knowledgeCheckSortFields,
  MOH_DOCUMENT_DEFAULT_SORT,
  mohDocumentSortFields,
  PATIENT_DEFAULT_SORT,
  patientSortFields,
  PROGRAM_DEFAULT_SORT,
  programSortFields,
  STAFF_USER_DEFAULT_SORT,
  staffUserSortFields,
  TRAINING_MODULE_DEFAULT_SORT,
  trainingModuleSortFields,
} from './lists';
import { duplicatePairSortFields, duplicatePairStatuses } from './duplicates';
import { enrolmentStatuses } from './patients';
import { learningStates } from './lessons';
import { knowledgeStatuses } from './training';

/*
 * Every list of the console and the api, declared once (docs/architecture.md "Lists"). A filter
 * added here is read and refused alike by the api and the console's address; its SQL is the api's
 * listing (apps/api/src/db/listing.ts), its control and label the console's.
 */

/** GET /api/v1/clinics (and its export, and the clinic pickers: `id` names chosen clinics). */
export const clinicList = defineList({
  sortFields: clinicSortFields,
  defaultSort: CLINIC_DEFAULT_SORT,
  searchable: true,
  filters: {
    type: oneOf(clinicTypes),
    status: oneOf(recordStatuses),
    countryCode,
    id: recordIds,
  },
});

/** GET /api/v1/users: the staff a system admin manages. */
export const staffUserList = defineList({
  sortFields: staffUserSortFields,
  defaultSort: STAFF_USER_DEFAULT_SORT,
  searchable: true,
  filters: { role: oneOf(roles), status: oneOf(recordStatuses), clinicId: recordId, id: recordIds },
});

/** GET /api/v1/programs. */
export const programList = defineList({
  sortFields: programSortFields,
  defaultSort: PROGRAM_DEFAULT_SORT,
  searchable: true,
  filters: { status: oneOf(recordStatuses), id: recordIds },
});

/** GET /api/v1/patients: Home's list. */
export const patientList = defineList({
  sortFields: patientSortFields,
  defaultSort: PATIENT_DEFAULT_SORT,
  searchable: true,
  filters: {
    programId: recordId,
    clinicId: recordId,
    status: oneOf(enrolmentStatuses),
    // Off is the filter left out, never `false`: one list, one address.
    assignedToMe: flag,
  },
});

/** GET /api/v1/patient-duplicates: possible duplicate patients, the most likely first. */
export const duplicatePairList = defineList({
  sortFields: duplicatePairSortFields,
  defaultSort: '-score',
  searchable: false,
  filters: { status: oneOf(duplicatePairStatuses) },
});

/** GET /api/v1/moh-documents. */
export const mohDocumentList = defineList({
  sortFields: mohDocumentSortFields,
  defaultSort: MOH_DOCUMENT_DEFAULT_SORT,
  searchable: true,
  filters: { language: oneOf(supportedLocales), status: oneOf(mohDocumentStatuses) },
});

/** GET /api/v1/training-modules: the knowledge center's catalogue. */
export const trainingModuleList = defineList({
  sortFields: trainingModuleSortFields,
  defaultSort: TRAINING_MODULE_DEFAULT_SORT,
  searchable: true,
  filters: {
    /** Matched whole, whatever its case. */
    category: text,
    /** Matched whole, whatever its case. */
    language: text,
    difficultyLevel: oneOf(difficultyLevels),
    status: oneOf(knowledgeStatuses),
    id: recordIds,
    /** The reader's own state in the module ("My training"). */
    myState: oneOf(learningStates),
  },
});

/** GET /api/v1/knowledge-checks. */
export const knowledgeCheckList = defineList({
  sortFields: knowledgeCheckSortFields,
  defaultSort: KNOWLEDGE_CHECK_DEFAULT_SORT,
  searchable: true,
  filters: { moduleId: recordId, status: oneOf(knowledgeStatuses) },
});

/** GET /api/v1/knowledge-checks/:id/attempts (and its export). */
export const knowledgeCheckAttemptList = defineList({
  sortFields: knowledgeCheckAttemptSortFields,
  defaultSort: KNOWLEDGE_CHECK_ATTEMPT_DEFAULT_SORT,
  searchable: true,
  filters: { passed: flag },
});

/** GET /api/v1/audit-log (and its export): narrowed by who, what and when, not searched. */
export const auditLogList = defineList({
  sortFields: auditSortFields,
  defaultSort: AUDIT_DEFAULT_SORT,
  searchable: false,
  filters: {
    /** A part of the person's e-mail or full name, any case; blank is everyone. */
    actor: textPart,
    action: someOf(auditActions),
    from: instant('start'),
    to: instant('end'),
    /** Preference toggles show only when asked for (or named in `action`). */
    includePreferences: flag,
  },
  check: ({ from, to }) =>
    from && to && to < from ? [{ path: 'to', message: 'to must not be before from' }] : [],
});
