import { roles } from '@org/forms';
import { describe, expect, it } from 'vitest';
import {
  isCurrentItem,
  knowledgeCenterNavigation,
  mainNavigationFor,
  offersKnowledgeCenter,
  showsKnowledgeCenterNavigation,
} from './navigationByRole';

const pathsOf = (items: readonly { path: string }[]) => items.map((item) => item.path);

describe('main navigation by role', () => {
  it('gives the system administrator Home, Clinics & Hospitals and Users', () => {
    expect(pathsOf(mainNavigationFor('SYSTEM_ADMIN'))).toEqual([
      '/',
      '/clinics-and-hospitals',
      '/users',
    ]);
  });

  it.each(['CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const)('gives %s only Home', (role) => {
    expect(pathsOf(mainNavigationFor(role))).toEqual(['/']);
  });

  it('covers every role', () => {
    for (const role of roles) expect(mainNavigationFor(role).length).toBeGreaterThan(0);
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
    expect(showsKnowledgeCenterNavigation('SYSTEM_ADMIN', '/knowledge-center/moh-documents')).toBe(
      true,
    );
    expect(showsKnowledgeCenterNavigation('SYSTEM_ADMIN', '/users')).toBe(false);
    expect(showsKnowledgeCenterNavigation('SYSTEM_ADMIN', '/knowledge-centerx')).toBe(false);
  });

  it.each(['CLINIC_MANAGER', 'DOCTOR', 'NURSE'] as const)('never shows it to %s', (role) => {
    expect(showsKnowledgeCenterNavigation(role, '/knowledge-center/training-modules')).toBe(false);
    expect(offersKnowledgeCenter(role)).toBe(false);
  });

  it('is offered to the system administrator', () => {
    expect(offersKnowledgeCenter('SYSTEM_ADMIN')).toBe(true);
  });
});

describe('isCurrentItem', () => {
  const [home, clinics, users] = mainNavigationFor('SYSTEM_ADMIN');

  it('marks Home only on the root', () => {
    expect(isCurrentItem(home!, '/')).toBe(true);
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
