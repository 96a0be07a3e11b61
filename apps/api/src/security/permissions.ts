import { roles, type Role } from '@org/api-client';

const everyRole = roles;
const adminOnly = ['SYSTEM_ADMIN'] as const satisfies readonly Role[];

/**
 * PRODUCT.md "Roles": which role may do what. This table is the only place that says so: every
 * route names one of these permissions (or `public` / `app-secret`), the Roles tab reads it, and
 * the permission-matrix test derives its expectations from it.
 */
export const permissionRoles = {
  'account:self': everyRole,
  'clinics:read': everyRole,
  'clinics:manage': adminOnly,
  'users:manage': adminOnly,
  'patients:read': everyRole,
  'patients:enrol': ['SYSTEM_ADMIN', 'CLINIC_MANAGER'],
  'patients:edit-contact': everyRole,
  'knowledge:read': everyRole,
  'knowledge:manage': adminOnly,
  'maintenance:manage': adminOnly,
  'audit:read': adminOnly,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionRoles;

/**
 * How a route is reached: `public` (anyone, also before sign-in), `app-secret` (a sibling app's
 * server, checked by the route with the app secret), or a permission a signed-in user's role must hold.
 */
export type RouteAccess = 'public' | 'app-secret' | Permission;

export const isPermission = (access: RouteAccess): access is Permission =>
  Object.hasOwn(permissionRoles, access);

export const roleMay = (role: Role, permission: Permission): boolean =>
  (permissionRoles[permission] as readonly Role[]).includes(role);

/** The table as the Roles tab shows it. */
export const rolePermissionMatrix = () => ({
  roles: [...roles],
  permissions: Object.entries(permissionRoles).map(([permission, allowed]) => ({
    permission,
    roles: [...allowed],
  })),
});
