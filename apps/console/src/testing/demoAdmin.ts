import type { CurrentUser } from '@org/api-client';

/** The seeded system admin as `GET /api/v1/users/me` answers, with the given settings saved. */
export const demoAdmin = (settings: Record<string, string> = {}): CurrentUser => ({
  id: 'u1',
  fullName: 'Ada Admin',
  name: 'Ada',
  email: 'admin@clinic.test',
  role: 'SYSTEM_ADMIN',
  avatar: null,
  userSettings: Object.entries(settings).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
  })),
});

/** The same person with another role (and any other fields changed), for role-by-role tests. */
export const demoUserAs = (role: CurrentUser['role'], changes: Partial<CurrentUser> = {}) =>
  ({ ...demoAdmin(), role, ...changes }) satisfies CurrentUser;
