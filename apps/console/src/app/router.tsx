import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { CLINICS_NAMESPACE } from '../features/clinics/clinicsNamespace';
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
  await restoreSession();
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

const signedIn: RouteHandle = { signedIn: true };
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

/** A signed-in screen, loaded on demand as its own chunk (docs/product.md §2). */
function screen(
  path: string,
  handle: RouteHandle,
  load: () => Promise<{ Component: ComponentType }>,
): RouteObject {
  return { path, handle, loader: requireSignedIn, lazy: load };
}

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
        handle: signedIn,
        loader: requireSignedIn,
        lazy: async () => ({ Component: (await import('../features/home/HomeScreen')).HomeScreen }),
      },
      {
        path: paths.login,
        loader: loginLoader,
        lazy: async () => ({
          Component: (await import('../features/login/LoginScreen')).LoginScreen,
        }),
      },
      screen(paths.settings, ownAccount, async () => {
        const [module] = await Promise.all([
          import('../features/settings/SettingsScreen'),
          loadScreenText(SETTINGS_NAMESPACE),
        ]);
        return { Component: module.SettingsScreen };
      }),
      screen(paths.clinics, clinicsReaders, async () => {
        const [module] = await Promise.all([
          import('../features/clinics/ClinicsScreen'),
          loadScreenText([
            CLINICS_NAMESPACE,
            LISTS_NAMESPACE,
            RECORDS_NAMESPACE,
            IMPORTS_NAMESPACE,
          ]),
        ]);
        return { Component: module.ClinicsScreen };
      }),
      screen(paths.users, usersAdministration, async () => {
        const [module] = await Promise.all([
          import('../features/users/UsersScreen'),
          loadScreenText([USERS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE]),
        ]);
        return { Component: module.UsersScreen };
      }),
      screen(paths.roles, usersAdministration, async () => {
        const [module] = await Promise.all([
          import('../features/users/RolesScreen'),
          loadScreenText(USERS_NAMESPACE),
        ]);
        return { Component: module.RolesScreen };
      }),
      {
        path: paths.knowledgeCenter,
        handle: knowledgeAdministration,
        loader: knowledgeCenterLoader,
        // Never shown (the loader always redirects), but a leaf route without one is logged as
        // an error on every visit.
        Component: RouteSpinner,
      },
      screen(paths.trainingModules, knowledgeAdministration, async () => ({
        Component: (await import('../features/knowledge-center/TrainingModulesScreen'))
          .TrainingModulesScreen,
      })),
      screen(paths.knowledgeChecks, knowledgeAdministration, async () => ({
        Component: (await import('../features/knowledge-center/KnowledgeChecksScreen'))
          .KnowledgeChecksScreen,
      })),
      screen(paths.mohDocuments, knowledgeAdministration, async () => ({
        Component: (await import('../features/knowledge-center/MohDocumentsScreen'))
          .MohDocumentsScreen,
      })),
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
