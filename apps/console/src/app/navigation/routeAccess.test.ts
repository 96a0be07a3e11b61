import { describe, expect, it } from 'vitest';
import { showsHomeTabs } from '../layouts/HomeTabs';
import { needsSignedInUser, showsUserTabs, type RouteHandle } from './routeAccess';

const clinicsScreen: RouteHandle = { signedIn: true, permission: 'clinics:manage' };
const usersScreen: RouteHandle = { signedIn: true, permission: 'users:manage', userTabs: true };

describe('route flags', () => {
  it('shows the Users | Roles tab bar only where a route sets the flag', () => {
    expect(showsUserTabs([undefined, usersScreen])).toBe(true);
    expect(showsUserTabs([undefined, clinicsScreen])).toBe(false);
  });
  it('shows the Patients | Programs tab bar only where a route sets the flag', () => {
    expect(showsHomeTabs([undefined, { signedIn: true, homeTabs: true }])).toBe(true);
    expect(showsHomeTabs([undefined, usersScreen])).toBe(false);
  });
  it('tells the protected routes apart', () => {
    expect(needsSignedInUser([null, { signedIn: true }])).toBe(true);
    expect(needsSignedInUser([null, {}])).toBe(false);
  });
});
