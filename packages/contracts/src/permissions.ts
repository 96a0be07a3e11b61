import { roles, type Role } from './domain';

const everyRole = roles;
const adminOnly = ['SYSTEM_ADMIN'] as const satisfies readonly Role[];

/**
 * docs/product.md §6: which role may do what. This table is the only place that says so: every
 * api route names one of these permissions, the console shows what `can` allows, the Roles tab
 * reads it, and the permission-matrix test derives its expectations from it.
 */
export const permissionRoles = {
  'account:self': everyRole,
  'clinics:read': everyRole,
  'clinics:manage': adminOnly,
  'users:manage': adminOnly,
  'patients:read': everyRole,
  'patients:enrol': ['SYSTEM_ADMIN', 'CLINIC_MANAGER'],
  'patients:edit-contact': everyRole,
  // The Overview tab's figures, each manager's for their own clinics (docs/decisions.md).
  'overview:read': ['SYSTEM_ADMIN', 'CLINIC_MANAGER'],
  'knowledge:read': everyRole,
  'knowledge:manage': adminOnly,
  'maintenance:manage': adminOnly,
  'audit:read': adminOnly,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionRoles;

export const permissions = Object.keys(permissionRoles) as Permission[];

export const isPermission = (value: string): value is Permission =>
  Object.hasOwn(permissionRoles, value);

export const roleMay = (role: Role, permission: Permission): boolean =>
  (permissionRoles[permission] as readonly Role[]).includes(role);

/** Whether a user (anyone with a role; nobody when null) holds a permission. */
export const can = (user: { role: Role } | null | undefined, permission: Permission): boolean =>
  user != null && roleMay(user.role, permission);

/** The table as the Roles tab shows it. */
export const rolePermissionMatrix = () => ({
  roles: [...roles],
  permissions: permissions.map((permission) => ({
    permission,
    roles: [...permissionRoles[permission]],
  })),
});
