/**
 * docs/product.md §12.3: what an audit entry says a person did, as a code the api derives from the
 * route and method (apps/api/src/security/auditActions.ts) and the console words in each language.
 * Grouped by what they are about; the console's action filter offers them in this order.
 */
export const auditActions = [
  'auth.signedIn',
  'auth.signedOut',
  'auth.codeRequested',
  'auth.sessionExtended',
  'sessions.signedOutEverywhere',
  'account.profileUpdated',
  'account.avatarChanged',
  'account.avatarRemoved',
  'support.feedbackSent',
  'settings.languageChanged',
  'settings.darkModeChanged',
  'settings.changed',
  'sso.codeIssued',
  'sso.codeExchanged',
  'maintenance.published',
  'maintenance.cleared',
  'clinic.created',
  'clinic.updated',
  'clinic.statusChanged',
  'clinics.importChecked',
  'clinics.imported',
  'clinics.importErrorReport',
  'user.created',
  'user.updated',
  'user.statusChanged',
  'user.accessChanged',
  'user.invitationResent',
  'users.importChecked',
  'users.imported',
  'users.importErrorReport',
  'program.created',
  'program.updated',
  'program.statusChanged',
  'patients.read',
  'patients.exported',
  'patient.read',
  'patient.enrolled',
  'patient.assigned',
  'patient.contactEdited',
  'patient.enrolmentChanged',
  'duplicates.read',
  'duplicate.read',
  'duplicate.dismissed',
  'patient.merged',
  'patient.unmerged',
  'duplicates.scanStarted',
  'mohDocument.created',
  'mohDocument.updated',
  'mohDocument.statusChanged',
  'trainingModule.created',
  'trainingModule.updated',
  'trainingModule.statusChanged',
  'trainingModule.imageChanged',
  'knowledgeCheck.created',
  'knowledgeCheck.updated',
  'knowledgeCheck.statusChanged',
  'knowledgeCheck.attempted',
  // A route the table does not know yet: the method says what, the entry's entityType about what.
  'record.created',
  'record.updated',
  'record.deleted',
  'record.read',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  (auditActions as readonly unknown[]).includes(value);

/**
 * Preference toggles (language, dark mode): audited like every write, but the log leaves them out
 * unless asked (`includePreferences=true`) or named in the action filter.
 */
export const preferenceAuditActions = [
  'settings.languageChanged',
  'settings.darkModeChanged',
  'settings.changed',
] as const satisfies readonly AuditAction[];
