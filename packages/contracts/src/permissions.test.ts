import { describe, expect, it } from 'vitest';
import { roles } from './domain';
import { can, isPermission, permissions, rolePermissionMatrix, roleMay } from './permissions';

describe('the permission table', () => {
  it('lets only system admins manage clinics, users, knowledge, maintenance and the audit log', () => {
    const adminOnly = permissions.filter((permission) =>
      roles.every((role) => roleMay(role, permission) === (role === 'SYSTEM_ADMIN')),
    );
    expect(adminOnly.sort()).toEqual(
      [
        'audit:read',
        'clinics:manage',
        'knowledge:manage',
        'maintenance:manage',
        'users:manage',
      ].sort(),
    );
  });

  it('lets clinic managers enrol patients but not doctors or nurses', () => {
    expect(roles.filter((role) => roleMay(role, 'patients:enrol'))).toEqual([
      'SYSTEM_ADMIN',
      'CLINIC_MANAGER',
    ]);
  });

  it('answers no for nobody signed in', () => {
    expect(can(null, 'account:self')).toBe(false);
    expect(can(undefined, 'clinics:read')).toBe(false);
    expect(can({ role: 'NURSE' }, 'account:self')).toBe(true);
    expect(can({ role: 'NURSE' }, 'users:manage')).toBe(false);
  });

  it('knows its own permission names and no others', () => {
    expect(isPermission('users:manage')).toBe(true);
    expect(isPermission('users:delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });

  it('gives the Roles tab every role and every permission', () => {
    const matrix = rolePermissionMatrix();
    expect(matrix.roles).toEqual([...roles]);
    expect(matrix.permissions.map((entry) => entry.permission)).toEqual(permissions);
  });
});
