import type { Role } from '@org/forms';
import { isPathWithin, paths } from '../navigation/paths';

/** One link of a header navigation: where it goes and the key of its text. */
export interface NavigationItem {
  path: string;
  labelKey: string;
  /** Also current on these sections (Users stays current on its Roles tab). */
  alsoCurrentOn?: readonly string[];
}

const home: NavigationItem = { path: paths.home, labelKey: 'nav.home' };

/** spec §2 and §6: SYSTEM_ADMIN sees Home, Clinics & Hospitals and Users; every other role Home. */
const mainNavigationByRole: Record<Role, readonly NavigationItem[]> = {
  SYSTEM_ADMIN: [
    home,
    { path: paths.clinics, labelKey: 'nav.clinics' },
    { path: paths.users, labelKey: 'nav.users', alsoCurrentOn: [paths.roles] },
  ],
  CLINIC_MANAGER: [home],
  DOCTOR: [home],
  NURSE: [home],
};

export const mainNavigationFor = (role: Role): readonly NavigationItem[] =>
  mainNavigationByRole[role];

/** spec §2: the knowledge center's own row of links. */
export const knowledgeCenterNavigation: readonly NavigationItem[] = [
  { path: paths.trainingModules, labelKey: 'nav.trainingModules' },
  { path: paths.knowledgeChecks, labelKey: 'nav.knowledgeChecks' },
  { path: paths.mohDocuments, labelKey: 'nav.mohDocuments' },
];

/** spec §2: the second row appears under /knowledge-center, for SYSTEM_ADMIN only. */
export const showsKnowledgeCenterNavigation = (role: Role, pathname: string): boolean =>
  role === 'SYSTEM_ADMIN' && isPathWithin(pathname, paths.knowledgeCenter);

/** spec §6: who is offered the way into the knowledge center (the Help menu's entry). */
export const offersKnowledgeCenter = (role: Role): boolean => role === 'SYSTEM_ADMIN';

/** Whether `item` is the current page's link. */
export const isCurrentItem = (item: NavigationItem, pathname: string): boolean =>
  [item.path, ...(item.alsoCurrentOn ?? [])].some((section) => isPathWithin(pathname, section));
