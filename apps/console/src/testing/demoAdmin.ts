import type { CurrentUser, OwnProfile } from '@org/api-client';

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

/**
 * The seeded admin's own profile (`GET /api/v1/users/me/profile`) in one clinic per country given
 * (a system admin may belong to none); the clinics named in `inactive` are inactive.
 */
export const demoAdminProfile = (
  countries: string[],
  { inactive = [] }: { inactive?: number[] } = {},
): OwnProfile => ({
  fullName: 'Ada Admin',
  email: 'admin@clinic.test',
  role: 'SYSTEM_ADMIN',
  avatar: null,
  phoneNumber: null,
  address: 'Rua Augusta 1, Lisboa',
  clinics: countries.map((countryCode, index) => ({
    id: `own${index}`,
    name: `Own ${index}`,
    countryCode,
    status: inactive.includes(index) ? 'INACTIVE' : 'ACTIVE',
  })),
});
