import { roles, type Role } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import {
  isCurrentItem,
  knowledgeCenterNavigation,
  mainNavigationFor,
  knowledgeCenterLinksFor,
  showsKnowledgeCenterNavigation,
} from './navigationByRole';

const pathsOf = (items: readonly { path: string }[]) => items.map((item) => item.path);
const as = (role: Role) => ({ role });
const otherRoles = ['CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const;

describe('main navigation by role', () => {
  it('gives the system administrator Home, Clinics & Hospitals and Users', () => {
    expect(pathsOf(mainNavigationFor(as('SYSTEM_ADMIN')))).toEqual([
      '/',
      '/clinics-and-hospitals',
      '/users',
    ]);
  });

  it.each(otherRoles)('gives %s Home and the clinics they read, not Users', (role) => {
    expect(pathsOf(mainNavigationFor(as(role)))).toEqual(['/', '/clinics-and-hospitals']);
  });

  it('covers every role', () => {
    expect([...roles].sort()).toEqual(['SYSTEM_ADMIN', ...otherRoles].sort());
    for (const role of roles) expect(mainNavigationFor(as(role)).length).toBeGreaterThan(0);
  });
});

describe('knowledge center navigation', () => {
  it('has Training Modules, Knowledge Checks and MOH Documents', () => {
    expect(pathsOf(knowledgeCenterNavigation)).toEqual([
      '/knowledge-center/training-modules',
      '/knowledge-center/knowledge-checks',
      '/knowledge-center/moh-documents',
    ]);
  });

  it('shows its row to the system administrator under /knowledge-center only', () => {
    const admin = as('SYSTEM_ADMIN');
    expect(showsKnowledgeCenterNavigation(admin, '/knowledge-center/moh-documents')).toBe(true);
    expect(showsKnowledgeCenterNavigation(admin, '/users')).toBe(false);
    expect(showsKnowledgeCenterNavigation(admin, '/knowledge-centerx')).toBe(false);
  });

  it.each(otherRoles)('never shows it to %s', (role) => {
    expect(showsKnowledgeCenterNavigation(as(role), '/knowledge-center/training-modules')).toBe(
      false,
    );
  });

  it('is one Help link for the system administrator, who has the row', () => {
    expect(knowledgeCenterLinksFor(as('SYSTEM_ADMIN'))).toEqual([
      { path: '/knowledge-center/training-modules', labelKey: 'nav.knowledgeCenter' },
    ]);
  });

  it.each(otherRoles)('is a Help link to each section for %s, who has no row', (role) => {
    expect(knowledgeCenterLinksFor(as(role)).map((item) => item.path)).toEqual([
      '/knowledge-center/training-modules',
      '/knowledge-center/knowledge-checks',
      '/knowledge-center/moh-documents',
    ]);
  });
});

describe('isCurrentItem', () => {
  const [home, clinics, users] = mainNavigationFor(as('SYSTEM_ADMIN'));

  it('marks Home on the root and on its Programs tab only', () => {
    expect(isCurrentItem(home!, '/')).toBe(true);
    expect(isCurrentItem(home!, '/programs')).toBe(true);
    expect(isCurrentItem(home!, '/users')).toBe(false);
  });

  it('marks a section on its own paths', () => {
    expect(isCurrentItem(clinics!, '/clinics-and-hospitals')).toBe(true);
    expect(isCurrentItem(clinics!, '/clinics-and-hospitals/42')).toBe(true);
  });

  it('keeps Users current on the Roles tab', () => {
    expect(isCurrentItem(users!, '/roles')).toBe(true);
  });
});
