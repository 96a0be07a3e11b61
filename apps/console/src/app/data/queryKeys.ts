/**
 * Every query key of the console, in one place: a query reads its key from here, and a change
 * invalidates the same key (or its prefix: `queryKeys.auditLog()` is every page of the log).
 */
export const queryKeys = {
  /** The maintenance message (the banner, the sign-in page and Settings read it). */
  maintenance: () => ['maintenance'] as const,
  /** The audit log; with a page, that page only. */
  auditLog: (params?: { page: number }) =>
    params ? (['audit-log', params] as const) : (['audit-log'] as const),
  /** The clinics list; with parameters, that search, filter, sort and page only. */
  clinics: (params?: object) => (params ? (['clinics', params] as const) : (['clinics'] as const)),
  /** How many staff would be left without an active clinic if this one were deactivated. */
  clinicDeactivationImpact: (clinicId: string) =>
    ['clinics', clinicId, 'deactivation-impact'] as const,
  /**
   * The active clinics staff can be given (the first page of 100, by name). Under the clinics
   * prefix, so any clinic change makes it out of date too.
   */
  activeClinicOptions: () => ['clinics', 'active-options'] as const,
  /** The staff users list; with parameters, that search, filter, sort and page only. */
  staffUsers: (params?: object) =>
    params ? (['staff-users', params] as const) : (['staff-users'] as const),
  /** The roles × permissions matrix of the Roles tab. */
  rolePermissions: () => ['role-permissions'] as const,
  /** Whether the server knows a single sign-on app and allows its redirect. */
  ssoTarget: (target: { appName: string; redirect: string }) =>
    ['sso-target', target.appName, target.redirect] as const,
};

/** Any key the factory makes. */
export type AppQueryKey = ReturnType<(typeof queryKeys)[keyof typeof queryKeys]>;
