import { can, type Permission, type Role } from '@org/contracts';
import { isPathWithin, paths } from '../navigation/paths';

/** One link of a header navigation: where it goes and the key of its text. */
export interface NavigationItem {
  path: string;
  labelKey: string;
  /** Also current on these sections (Users stays current on its Roles tab). */
  alsoCurrentOn?: readonly string[];
}

/** Whoever the navigation is for: anyone with a role. */
type NavigationUser = { role: Role };

/** The main row, each link with the permission it needs (none: every signed-in user). */
const mainNavigation: readonly (NavigationItem & { permission?: Permission })[] = [
  // Home stays current on its Programs tab.
  { path: paths.home, labelKey: 'nav.home', alsoCurrentOn: [paths.programs] },
  // Every role reads its own clinics there (docs/product.md §13.3): each has the link.
  { path: paths.clinics, labelKey: 'nav.clinics', permission: 'clinics:read' },
  {
    path: paths.users,
    labelKey: 'nav.users',
    alsoCurrentOn: [paths.roles],
    permission: 'users:manage',
  },
];

/** docs/product.md §2 and §6: the main row's links the user's permissions allow. */
export const mainNavigationFor = (user: NavigationUser): readonly NavigationItem[] =>
  mainNavigation.filter((item) => !item.permission || can(user, item.permission));

/** docs/product.md §2: the knowledge center's own row of links. */
export const knowledgeCenterNavigation: readonly NavigationItem[] = [
  { path: paths.trainingModules, labelKey: 'nav.trainingModules' },
  { path: paths.knowledgeChecks, labelKey: 'nav.knowledgeChecks' },
  { path: paths.mohDocuments, labelKey: 'nav.mohDocuments' },
];

/**
 * docs/product.md §2 and §6: the Help menu's way into the knowledge center. Whoever manages it has
 * its own row under the header there, so one link; every other role reads it from Help alone, so
 * a link to each of its sections.
 */
export const knowledgeCenterLinksFor = (user: NavigationUser): readonly NavigationItem[] => {
  if (can(user, 'knowledge:manage')) {
    return [{ path: paths.trainingModules, labelKey: 'nav.knowledgeCenter' }];
  }
  return can(user, 'knowledge:read') ? knowledgeCenterNavigation : [];
};

/** docs/product.md §2: the second row appears under /knowledge-center, for whoever manages its content. */
export const showsKnowledgeCenterNavigation = (user: NavigationUser, pathname: string): boolean =>
  can(user, 'knowledge:manage') && isPathWithin(pathname, paths.knowledgeCenter);

/** Whether `item` is the current page's link. */
export const isCurrentItem = (item: NavigationItem, pathname: string): boolean =>
  [item.path, ...(item.alsoCurrentOn ?? [])].some((section) => isPathWithin(pathname, section));
