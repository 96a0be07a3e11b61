import type { PatientStaffRole } from '@org/contracts';

/**
 * Every query key of the console, in one place: a query reads its key from here, and a change
 * invalidates the same key (or its prefix: `queryKeys.auditLog()` is every page of the log).
 */
export const queryKeys = {
  /** The person's own notifications: the bell's count and its panel's pages under one prefix. */
  notifications: () => ['notifications'] as const,
  notificationsUnread: () => ['notifications', 'unread'] as const,
  notificationPages: () => ['notifications', 'pages'] as const,
  notificationPreferences: () => ['notification-preferences'] as const,
  /** The server's idle timeout of this session (GET /auth/session), for the idle warning. */
  sessionIdleTimeout: () => ['session', 'idle-timeout'] as const,
  /** The maintenance message (the banner, the sign-in page and Settings read it). */
  maintenance: () => ['maintenance'] as const,
  /** The audit log; with parameters, those filters and that page only. */
  auditLog: (params?: object) =>
    params ? (['audit-log', params] as const) : (['audit-log'] as const),
  /** The clinics list; with parameters, that search, filter, sort and page only. */
  clinics: (params?: object) => (params ? (['clinics', params] as const) : (['clinics'] as const)),
  /** How many staff would be left without an active clinic if this one were deactivated. */
  clinicDeactivationImpact: (clinicId: string) =>
    ['clinics', clinicId, 'deactivation-impact'] as const,
  /** One clinic (a picked clinic's country). Under the clinics prefix: any change reloads it. */
  clinic: (id: string) => ['clinics', 'record', id] as const,
  /**
   * The person's active clinics when they are at most two: enrolling starts from the only one.
   * Under the clinics prefix, so any clinic change makes it out of date too.
   */
  fewActiveClinics: () => ['clinics', 'few-active'] as const,
  /** The staff users list; with parameters, that search, filter, sort and page only. */
  staffUsers: (params?: object) =>
    params ? (['staff-users', params] as const) : (['staff-users'] as const),
  /**
   * The active doctors or nurses of one clinic (the assignment pickers, `GET
   * /api/v1/clinics/:id/staff`). Under the staff users prefix, so a staff change makes them out of
   * date too.
   */
  clinicStaff: (clinicId: string, role: PatientStaffRole) =>
    ['staff-users', 'clinic-staff', clinicId, role] as const,
  /** The patients list; with parameters, that search, filter, sort and page only. */
  patients: (params?: object) =>
    params ? (['patients', params] as const) : (['patients'] as const),
  /**
   * The Overview's figures for one set of filters. Under the patients prefix: an enrolment or a
   * status change reloads them.
   */
  overview: (params: object) => ['patients', 'overview', params] as const,
  /** Possible duplicate pairs; with parameters, that filter, sort and page only. Under the patients prefix: a patient's change reloads them. */
  duplicatePairs: (params?: object) =>
    params ? (['patients', 'duplicates', params] as const) : (['patients', 'duplicates'] as const),
  /** One pair with both records. Under the duplicates prefix: any decision reloads it. */
  duplicatePair: (id: string) => ['patients', 'duplicates', 'pair', id] as const,
  /** The latest scan for duplicates and its progress. */
  duplicateScan: () => ['duplicate-scan'] as const,
  /** One patient's record and history. Under the patients prefix: a change to the list reloads it. */
  patient: (id: string) => ['patients', 'record', id] as const,
  /** The programs list; with parameters, that search, filter, sort and page only. */
  programs: (params?: object) =>
    params ? (['programs', params] as const) : (['programs'] as const),
  /** The ministry-of-health documents list; with parameters, that search, filter, sort and page only. */
  mohDocuments: (params?: object) =>
    params ? (['moh-documents', params] as const) : (['moh-documents'] as const),
  /** The knowledge checks list; with parameters, that search, filter, sort and page only. */
  knowledgeChecks: (params?: object) =>
    params ? (['knowledge-checks', params] as const) : (['knowledge-checks'] as const),
  /** One knowledge check with its questions. Under the checks prefix: any change reloads it. */
  knowledgeCheck: (id: string) => ['knowledge-checks', 'check', id] as const,
  /** A check's attempts; with parameters, that search, filter, sort and page only. */
  knowledgeCheckAttempts: (id: string, params?: object) =>
    params
      ? (['knowledge-checks', 'attempts', id, params] as const)
      : (['knowledge-checks', 'attempts', id] as const),
  /** The training modules catalogue; with parameters, that search, filter, sort and page only. */
  trainingModules: (params?: object) =>
    params ? (['training-modules', params] as const) : (['training-modules'] as const),
  /** One training module's page. Under the modules prefix: a change to the catalogue reloads it. */
  trainingModule: (id: string) => ['training-modules', 'module', id] as const,
  /** The categories the catalogue's filter offers (those of the first 100 modules by category). */
  trainingModuleCategories: () => ['training-modules', 'categories'] as const,
  /**
   * The signed-in person's own details and clinics (the Profile page; a new record's phone
   * country). Under the staff users prefix, so an edit of one's own staff record reloads it.
   */
  ownProfile: () => ['staff-users', 'own-profile'] as const,
  /** Where staff ask for help: the api's support address, or null. */
  supportContact: () => ['support-contact'] as const,
  /** The roles × permissions matrix of the Roles tab. */
  rolePermissions: () => ['role-permissions'] as const,
  /** Whether the server knows a single sign-on app and allows its redirect. */
  ssoTarget: (target: { appName: string; redirect: string }) =>
    ['sso-target', target.appName, target.redirect] as const,
};

/** Any key the factory makes. */
export type AppQueryKey = ReturnType<(typeof queryKeys)[keyof typeof queryKeys]>;
