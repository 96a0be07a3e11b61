import { describe, expect, it } from 'vitest';
import { needsSignedInUser, showsUserTabs, type RouteHandle } from './routeAccess';

const clinicsScreen: RouteHandle = { signedIn: true, permission: 'clinics:manage' };
const usersScreen: RouteHandle = { signedIn: true, permission: 'users:manage', userTabs: true };

describe('route flags', () => {
  it('shows the Users | Roles tab bar only where a route sets the flag', () => {
    expect(showsUserTabs([undefined, usersScreen])).toBe(true);
    expect(showsUserTabs([undefined, clinicsScreen])).toBe(false);
  });
  it('tells the protected routes apart', () => {
    expect(needsSignedInUser([null, { signedIn: true }])).toBe(true);
    expect(needsSignedInUser([null, {}])).toBe(false);
  });
});
