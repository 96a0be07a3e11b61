import type { AuditAction } from '@org/contracts';

/** What the table reads of an audited request to name its action. */
export interface AuditedRequest {
  method: string;
  /** The route pattern, e.g. `/api/v1/clinics/:id`. */
  url: string;
  query: unknown;
  body: unknown;
}

/** An action, or a function of the request for a route that does more than one thing. */
type ActionRule = AuditAction | ((request: AuditedRequest) => AuditAction);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * PUT /api/v1/users/me/settings saves the language, dark mode or both: a toggle of one is its own
 * action, so the log can tell them apart (and leave them out by default).
 */
const settingsAction = ({ body }: AuditedRequest): AuditAction => {
  const { language, darkMode } = fieldsOf(body);
  if (language !== undefined && darkMode === undefined) return 'settings.languageChanged';
  if (darkMode !== undefined && language === undefined) return 'settings.darkModeChanged';
  return 'settings.changed';
};

/** An import's `?dryRun=true` only checks the file (imports/csvRoutes.ts). */
const importAction =
  (checked: AuditAction, imported: AuditAction) =>
  ({ query }: AuditedRequest): AuditAction =>
    fieldsOf(query).dryRun === 'true' ? checked : imported;

/**
 * docs/product.md §12.3: the one table of audited routes (every write, and every read marked
 * `patient-read`) and what each means, keyed `METHOD /route/pattern`. A route missing here falls
 * back to a `record.*` action by its method (`fallbackAction`); migration 0007 backfilled the
 * entries written before this table with the same mapping.
 */
export const auditActionTable: Readonly<Record<string, ActionRule>> = {
  'POST /api/v1/auth/send-otp': 'auth.codeRequested',
  'POST /api/v1/auth/verify-otp': 'auth.signedIn',
  'POST /api/v1/auth/logout': 'auth.signedOut',
  'POST /api/v1/auth/session/keep-alive': 'auth.sessionExtended',
  'POST /api/v1/users/logout': 'sessions.signedOutEverywhere',
  'PATCH /api/v1/users/me': 'account.profileUpdated',
  'PUT /api/v1/users/me/avatar': 'account.avatarChanged',
  'DELETE /api/v1/users/me/avatar': 'account.avatarRemoved',
  'POST /api/v1/support/feedback': 'support.feedbackSent',
  'PUT /api/v1/users/me/settings': settingsAction,
  'POST /api/v1/sso/codes': 'sso.codeIssued',
  'POST /api/v1/sso/exchange': 'sso.codeExchanged',
  'PUT /api/v1/maintenance': 'maintenance.published',
  'DELETE /api/v1/maintenance': 'maintenance.cleared',
  'POST /api/v1/clinics': 'clinic.created',
  'PUT /api/v1/clinics/:id': 'clinic.updated',
  'PATCH /api/v1/clinics/:id/status': 'clinic.statusChanged',
  'POST /api/v1/clinics/import': importAction('clinics.importChecked', 'clinics.imported'),
  'POST /api/v1/clinics/import/error-report': 'clinics.importErrorReport',
  'POST /api/v1/users': 'user.created',
  'PUT /api/v1/users/:id': 'user.updated',
  'PATCH /api/v1/users/:id/status': 'user.statusChanged',
  'PATCH /api/v1/users/:id/access': 'user.accessChanged',
  'POST /api/v1/users/:id/invitation': 'user.invitationResent',
  'POST /api/v1/users/import': importAction('users.importChecked', 'users.imported'),
  'POST /api/v1/users/import/error-report': 'users.importErrorReport',
  'POST /api/v1/programs': 'program.created',
  'PUT /api/v1/programs/:id': 'program.updated',
  'PATCH /api/v1/programs/:id/status': 'program.statusChanged',
  'GET /api/v1/patients': 'patients.read',
  'GET /api/v1/patients/export': 'patients.exported',
  'GET /api/v1/patients/:id': 'patient.read',
  'POST /api/v1/patients': 'patient.enrolled',
  'PUT /api/v1/patients/:id/assignment': 'patient.assigned',
  'PATCH /api/v1/patients/:id/contact': 'patient.contactEdited',
  'PATCH /api/v1/patients/:id/enrolment': 'patient.enrolmentChanged',
  // The FHIR api's patient data (docs/fhir.md): read as the console's patient reads.
  'GET /fhir/R4/Patient': 'patients.read',
  'GET /fhir/R4/Patient/:id': 'patient.read',
  'GET /fhir/R4/EpisodeOfCare': 'patients.read',
  'GET /fhir/R4/EpisodeOfCare/:id': 'patient.read',
  'GET /fhir/R4/CareTeam': 'patients.read',
  'GET /fhir/R4/CareTeam/:id': 'patient.read',
  'GET /api/v1/patient-duplicates': 'duplicates.read',
  'GET /api/v1/patient-duplicates/:id': 'duplicate.read',
  'POST /api/v1/patient-duplicates/:id/dismiss': 'duplicate.dismissed',
  'POST /api/v1/patient-duplicates/:id/merge': 'patient.merged',
  'POST /api/v1/patient-duplicates/:id/unmerge': 'patient.unmerged',
  'POST /api/v1/patient-duplicates/scans': 'duplicates.scanStarted',
  'POST /api/v1/training-modules': 'trainingModule.created',
  'PUT /api/v1/training-modules/:id': 'trainingModule.updated',
  'PATCH /api/v1/training-modules/:id/status': 'trainingModule.statusChanged',
  'PUT /api/v1/training-modules/:id/feature-image': 'trainingModule.imageChanged',
  'POST /api/v1/knowledge-checks': 'knowledgeCheck.created',
  'PUT /api/v1/knowledge-checks/:id': 'knowledgeCheck.updated',
  'PATCH /api/v1/knowledge-checks/:id/status': 'knowledgeCheck.statusChanged',
  'POST /api/v1/knowledge-checks/:id/attempts': 'knowledgeCheck.attempted',
  'POST /api/v1/moh-documents': 'mohDocument.created',
  'PUT /api/v1/moh-documents/:id': 'mohDocument.updated',
  'PATCH /api/v1/moh-documents/:id/status': 'mohDocument.statusChanged',
};

/** A route the table does not know: what its method does (the entry's entityType says to what). */
export const fallbackAction = (method: string): AuditAction => {
  switch (method) {
    case 'POST':
      return 'record.created';
    case 'DELETE':
      return 'record.deleted';
    case 'GET':
      return 'record.read';
    default:
      return 'record.updated';
  }
};

/** The action an audited request records. */
export function auditActionOf(request: AuditedRequest): AuditAction {
  // Fastify answers HEAD with the GET route (and its config): it reads the same.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const rule = auditActionTable[`${method} ${request.url}`];
  if (rule === undefined) return fallbackAction(method);
  return typeof rule === 'function' ? rule(request) : rule;
}
