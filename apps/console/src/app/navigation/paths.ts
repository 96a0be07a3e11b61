/** Every path of the console, written once (docs/product.md §2). */
export const paths = {
  home: '/',
  /** Home's second tab, for system admins (docs/product.md §2.7). */
  programs: '/programs',
  /** Home's Overview tab, for system admins and clinic managers. */
  overview: '/overview',
  /** Home's Possible duplicates tab (system admins and clinic managers), and one pair's review. */
  duplicates: '/possible-duplicates',
  duplicatePair: '/possible-duplicates/:id',
  login: '/login',
  settings: '/settings',
  /** The person's own details (the profile menu's Profile). */
  profile: '/profile',
  clinics: '/clinics-and-hospitals',
  users: '/users',
  roles: '/roles',
  knowledgeCenter: '/knowledge-center',
  trainingModules: '/knowledge-center/training-modules',
  /** One module's page: `:id` is the module's. */
  trainingModule: '/knowledge-center/training-modules/:id',
  knowledgeChecks: '/knowledge-center/knowledge-checks',
  /** Taking one check, and (system admins) its attempts: `:id` is the check's. */
  takeKnowledgeCheck: '/knowledge-center/knowledge-checks/:id/take',
  knowledgeCheckResults: '/knowledge-center/knowledge-checks/:id/results',
  mohDocuments: '/knowledge-center/moh-documents',
} as const;

/** True for the path itself and every path under it: `/users` covers `/users/7`, not `/users-x`. */
export function isPathWithin(pathname: string, section: string): boolean {
  if (section === paths.home) return pathname === paths.home;
  return pathname === section || pathname.startsWith(`${section}/`);
}
