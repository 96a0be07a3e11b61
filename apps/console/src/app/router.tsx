import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { CLINICS_NAMESPACE } from '../features/clinics/clinicsNamespace';
import { DUPLICATES_NAMESPACE } from '../features/duplicates/duplicatesNamespace';
import { HOME_NAMESPACE } from '../features/home/homeNamespace';
import { KNOWLEDGE_CENTER_NAMESPACE } from '../features/knowledge-center/knowledgeCenterNamespace';
import { KNOWLEDGE_CHECKS_NAMESPACE } from '../features/knowledge-checks/knowledgeChecksNamespace';
import { MOH_DOCUMENTS_NAMESPACE } from '../features/moh-documents/mohDocumentsNamespace';
import { OVERVIEW_NAMESPACE } from '../features/overview/overviewNamespace';
import { PROFILE_NAMESPACE } from '../features/profile/profileNamespace';
import { PROGRAMS_NAMESPACE } from '../features/programs/programsNamespace';
import { SETTINGS_NAMESPACE } from '../features/settings/settingsNamespace';
import { USERS_NAMESPACE } from '../features/users/usersNamespace';
import { IMPORTS_NAMESPACE } from './imports/importsNamespace';
import { LISTS_NAMESPACE } from './lists/listsNamespace';
import { RECORDS_NAMESPACE } from './records/recordsNamespace';
import { loadScreenText } from './i18n/i18n';
import { loadAuthorisedLayout } from './layouts/authorisedLayoutModule';
import { RootLayout } from './layouts/RootLayout';
import { paths } from './navigation/paths';
import { preloadLoginImages } from './navigation/preloadLoginImages';
import { MANAGE_PROGRAMS } from './navigation/programsAccess';
import type { RouteHandle } from './navigation/routeAccess';
import {
  signedInLoginRedirect,
  signedOutRedirect,
  withoutTrailingSlash,
} from './navigation/routeGuards';
import { RouteSpinner } from './navigation/RouteSpinner';
import { isAuthenticatedAtom, serverUnreachableAtom } from './session/sessionAtoms';
import { restoreSession } from './session/sessionActions';
import { appStore } from './session/appStore';

const isAuthenticated = () => appStore.get(isAuthenticatedAtom);

// docs/product.md §2: every navigation first waits for the auth state (restoreSession waits once, then
// answers at once), and a trailing slash is removed.
async function rootLoader({ request }: LoaderFunctionArgs) {
  const target = withoutTrailingSlash(new URL(request.url));
  if (target) throw redirect(target);
  // The signed-in layout loads while the api is asked who is signed in, not after.
  await restoreSession(() => void loadAuthorisedLayout().catch(() => undefined));
  if (isAuthenticated()) await loadAuthorisedLayout();
  return null;
}

// docs/product.md §2: a protected route without a user goes to /login, keeping appName and redirect.
async function requireSignedIn({ request }: LoaderFunctionArgs) {
  await restoreSession();
  // The server did not answer: not a reason to sign out. The layout offers to try again.
  if (appStore.get(serverUnreachableAtom)) return null;
  const target = signedOutRedirect(isAuthenticated(), new URL(request.url));
  if (target) throw redirect(target);
  await loadAuthorisedLayout();
  return null;
}

// docs/product.md §2: the login pictures are preloaded on the first arrival; a signed-in user without a
// `redirect` value goes Home.
async function loginLoader({ request }: LoaderFunctionArgs) {
  preloadLoginImages();
  await restoreSession();
  const target = signedInLoginRedirect(isAuthenticated(), new URL(request.url));
  if (target) throw redirect(target);
  return null;
}

async function knowledgeCenterLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  throw redirect(paths.trainingModules);
}

// docs/product.md §2.7: Home is every role's patients (`patients:read`); system admins also get the
// Programs tab beside it.
const patientsReaders: RouteHandle = {
  signedIn: true,
  permission: 'patients:read',
  homeTabs: true,
};
const programsAdministration: RouteHandle = {
  signedIn: true,
  permission: MANAGE_PROGRAMS,
  homeTabs: true,
};
// The Overview tab: system admins and clinic managers (their clinics), beside Patients.
const overviewReaders: RouteHandle = {
  signedIn: true,
  permission: 'overview:read',
  homeTabs: true,
};
// Possible duplicates: whoever may enrol (system admins, clinic managers in their clinics).
const duplicateReviewers: RouteHandle = {
  signedIn: true,
  permission: 'patients:enrol',
  homeTabs: true,
};
const ownAccount: RouteHandle = { signedIn: true, permission: 'account:self' };
// docs/product.md §13.3: every role reads its own clinics here; only system admins change them
// (and only they see the link, §2).
const clinicsReaders: RouteHandle = { signedIn: true, permission: 'clinics:read' };
const usersAdministration: RouteHandle = {
  signedIn: true,
  permission: 'users:manage',
  userTabs: true,
};
const knowledgeAdministration: RouteHandle = { signedIn: true, permission: 'knowledge:manage' };
const knowledgeReaders: RouteHandle = { signedIn: true, permission: 'knowledge:read' };

/**
 * A signed-in screen's loader and lazy part: its component, as its own chunk, and its text
 * (`loadScreenText`) load together, on demand (docs/product.md §2).
 */
const onDemand = (load: () => Promise<ComponentType>, text: string[] = []) => ({
  loader: requireSignedIn,
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadScreenText(text)]);
    return { Component };
  },
});

/** A signed-in screen at `path`, loaded on demand with its text. */
const screen = (
  path: string,
  handle: RouteHandle,
  load: () => Promise<ComponentType>,
  text?: string[],
): RouteObject => ({ path, handle, ...onDemand(load, text) });

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    loader: rootLoader,
    // Every navigation, not only those that change the root's params, waits and checks the slash.
    shouldRevalidate: () => true,
    Component: RootLayout,
    HydrateFallback: RouteSpinner,
    children: [
      {
        index: true,
        handle: patientsReaders,
        ...onDemand(
          () => import('../features/home/HomeScreen').then((module) => module.HomeScreen),
          [HOME_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE],
        ),
      },
      {
        path: paths.login,
        loader: loginLoader,
        lazy: async () => ({
          Component: (await import('../features/login/LoginScreen')).LoginScreen,
        }),
      },
      screen(
        paths.programs,
        programsAdministration,
        () => import('../features/programs/ProgramsScreen').then((module) => module.ProgramsScreen),
        // Home's text too: the Patients | Programs tab bar says its words.
        [PROGRAMS_NAMESPACE, HOME_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE],
      ),
      screen(
        paths.overview,
        overviewReaders,
        // Its own chunk, with the chart library: nothing of it loads before the tab opens.
        () => import('../features/overview/OverviewScreen').then((module) => module.OverviewScreen),
        // Home's text too: the tab bar says its words.
        [OVERVIEW_NAMESPACE, HOME_NAMESPACE, LISTS_NAMESPACE],
      ),
      screen(
        paths.duplicates,
        duplicateReviewers,
        () =>
          import('../features/duplicates/DuplicatesScreen').then(
            (module) => module.DuplicatesScreen,
          ),
        // Home's text too: the tab bar says its words.
        [DUPLICATES_NAMESPACE, HOME_NAMESPACE, LISTS_NAMESPACE],
      ),
      screen(
        paths.duplicatePair,
        duplicateReviewers,
        () => import('../features/duplicates/MergeScreen').then((module) => module.MergeScreen),
        [DUPLICATES_NAMESPACE, HOME_NAMESPACE],
      ),
      screen(
        paths.settings,
        ownAccount,
        () => import('../features/settings/SettingsScreen').then((module) => module.SettingsScreen),
        [SETTINGS_NAMESPACE],
      ),
      screen(
        paths.profile,
        ownAccount,
        () => import('../features/profile/ProfileScreen').then((module) => module.ProfileScreen),
        [PROFILE_NAMESPACE, LISTS_NAMESPACE],
      ),
      screen(
        paths.clinics,
        clinicsReaders,
        () => import('../features/clinics/ClinicsScreen').then((module) => module.ClinicsScreen),
        [CLINICS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE],
      ),
      screen(
        paths.users,
        usersAdministration,
        () => import('../features/users/UsersScreen').then((module) => module.UsersScreen),
        [USERS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE],
      ),
      screen(
        paths.roles,
        usersAdministration,
        () => import('../features/users/RolesScreen').then((module) => module.RolesScreen),
        [USERS_NAMESPACE],
      ),
      {
        path: paths.knowledgeCenter,
        handle: knowledgeReaders,
        loader: knowledgeCenterLoader,
        // Never shown (the loader always redirects), but a leaf route without one is logged as
        // an error on every visit.
        Component: RouteSpinner,
      },
      // Every role reads the published training modules and takes the published checks; system
      // admins also see drafts and manage them (docs/product.md §3.4, §6).
      screen(
        paths.trainingModules,
        knowledgeReaders,
        () =>
          import('../features/knowledge-center/TrainingModulesScreen').then(
            (module) => module.TrainingModulesScreen,
          ),
        [KNOWLEDGE_CENTER_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE],
      ),
      screen(
        paths.trainingModule,
        knowledgeReaders,
        () =>
          import('../features/knowledge-center/TrainingModulesScreen').then(
            (module) => module.TrainingModulePage,
          ),
        [KNOWLEDGE_CENTER_NAMESPACE, LISTS_NAMESPACE],
      ),
      screen(
        paths.knowledgeChecks,
        knowledgeReaders,
        () =>
          import('../features/knowledge-checks/KnowledgeChecksScreen').then(
            (module) => module.KnowledgeChecksScreen,
          ),
        [KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE],
      ),
      screen(
        paths.takeKnowledgeCheck,
        knowledgeReaders,
        () =>
          import('../features/knowledge-checks/KnowledgeChecksScreen').then(
            (module) => module.TakeKnowledgeCheckScreen,
          ),
        [KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE],
      ),
      screen(
        paths.knowledgeCheckResults,
        knowledgeAdministration,
        () =>
          import('../features/knowledge-checks/KnowledgeChecksScreen').then(
            (module) => module.KnowledgeCheckResultsScreen,
          ),
        [KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE],
      ),
      // docs/product.md §13.7: every role reads the published documents; admins manage them.
      screen(
        paths.mohDocuments,
        knowledgeReaders,
        () =>
          import('../features/moh-documents/MohDocumentsScreen').then(
            (module) => module.MohDocumentsScreen,
          ),
        [MOH_DOCUMENTS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE],
      ),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/NotFoundScreen')).NotFoundScreen,
        }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
