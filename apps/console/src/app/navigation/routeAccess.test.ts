import { describe, expect, it } from 'vitest';
import {
  SYSTEM_ADMIN_ONLY,
  canOpenRoute,
  needsSignedInUser,
  showsUserTabs,
  type RouteHandle,
} from './routeAccess';

const adminScreen: RouteHandle = { signedIn: true, allowedRoles: SYSTEM_ADMIN_ONLY };
const usersScreen: RouteHandle = { ...adminScreen, userTabs: true };

describe('canOpenRoute', () => {
  it('lets the system administrator open the administration screens', () => {
    expect(canOpenRoute('SYSTEM_ADMIN', [undefined, usersScreen])).toBe(true);
  });
  it.each(['CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const)(
    'keeps %s out of the administration screens',
    (role) => {
      expect(canOpenRoute(role, [undefined, adminScreen])).toBe(false);
    },
  );
  it('lets every role open a screen without a role rule', () => {
    expect(canOpenRoute('NURSE', [undefined, { signedIn: true }])).toBe(true);
  });
  it('keeps a visitor without a role out of a role-limited screen', () => {
    expect(canOpenRoute(undefined, [adminScreen])).toBe(false);
  });
});

describe('route flags', () => {
  it('shows the Users | Roles tab bar only where a route sets the flag', () => {
    expect(showsUserTabs([undefined, usersScreen])).toBe(true);
    expect(showsUserTabs([undefined, adminScreen])).toBe(false);
  });
  it('tells the protected routes apart', () => {
    expect(needsSignedInUser([null, { signedIn: true }])).toBe(true);
    expect(needsSignedInUser([null, {}])).toBe(false);
  });
});
