import { describe, expect, it } from 'vitest';
import { canOpenRoute } from './canOpenRoute';
import type { RouteHandle } from './routeAccess';

const clinicsScreen: RouteHandle = { signedIn: true, permission: 'clinics:manage' };
const usersScreen: RouteHandle = { signedIn: true, permission: 'users:manage', userTabs: true };

describe('canOpenRoute', () => {
  it('lets the system administrator open the administration screens', () => {
    expect(canOpenRoute({ role: 'SYSTEM_ADMIN' }, [undefined, usersScreen])).toBe(true);
    expect(canOpenRoute({ role: 'SYSTEM_ADMIN' }, [undefined, clinicsScreen])).toBe(true);
  });
  it.each(['CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const)(
    'keeps %s out of the administration screens',
    (role) => {
      expect(canOpenRoute({ role }, [undefined, clinicsScreen])).toBe(false);
      expect(canOpenRoute({ role }, [undefined, usersScreen])).toBe(false);
    },
  );
  it('lets every role open a screen without a permission rule', () => {
    expect(canOpenRoute({ role: 'NURSE' }, [undefined, { signedIn: true }])).toBe(true);
  });
  it('lets every role open a screen whose permission every role holds', () => {
    const ownAccount: RouteHandle = { signedIn: true, permission: 'account:self' };
    expect(canOpenRoute({ role: 'NURSE' }, [undefined, ownAccount])).toBe(true);
  });
  it('keeps a visitor without a user out of a permission-limited screen', () => {
    expect(canOpenRoute(null, [clinicsScreen])).toBe(false);
  });
});
