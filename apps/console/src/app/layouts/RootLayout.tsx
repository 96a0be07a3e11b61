import { useAtomValue } from 'jotai';
import { createElement, lazy, Suspense, useState } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { needsSignedInUser } from '../navigation/routeAccess';
import { RouteSpinner } from '../navigation/RouteSpinner';
import { PreferencesSync } from '../preferences/PreferencesSync';
import { CONNECTION_NAMESPACE } from '../connection/connectionNamespace';
import { loadScreenText } from '../i18n/i18n';
import { isAuthenticatedAtom, serverUnreachableAtom } from '../session/sessionAtoms';
import { loadAuthorisedLayout, loadedAuthorisedLayout } from './authorisedLayoutModule';
import { plainPage } from './layouts.css';

// The progress bar (nprogress and the design system's text) is not needed for the first paint.
const LazyNavigationProgress = lazy(async () => ({
  default: (await import('../navigation/NavigationProgress')).NavigationProgress,
}));

/**
 * docs/decisions.md "/login first-load budget": the progress bar loads with the first navigation
 * or the first signed-in page (whose links navigate), not with the sign-in page. Mounted during a
 * navigation, the bar starts at once; from then on it stays.
 */
function NavigationProgressOnDemand({ signedIn }: { signedIn: boolean }) {
  const navigating = useNavigation().state !== 'idle';
  const [wanted, setWanted] = useState(false);
  if ((navigating || signedIn) && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyNavigationProgress />
    </Suspense>
  );
}

// Rarely needed: the screen and its words load only when the server could not be reached.
const LazyServerUnreachable = lazy(async () => {
  const [module] = await Promise.all([
    import('../connection/ServerUnreachable'),
    loadScreenText(CONNECTION_NAMESPACE),
  ]);
  return { default: module.ServerUnreachable };
});

const LazyAuthorisedLayout = lazy(async () => ({
  default: (await loadAuthorisedLayout()).AuthorisedLayout,
}));

/** The signed-in layout, straight away when the guards have loaded it already. */
function AuthorisedShell() {
  const loaded = loadedAuthorisedLayout();
  if (loaded) return createElement(loaded);
  return (
    <Suspense fallback={<RouteSpinner />}>
      <LazyAuthorisedLayout />
    </Suspense>
  );
}

/** docs/product.md §2: the plain layout when signed out, the authorised layout with header when signed in. */
export function RootLayout() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const serverUnreachable = useAtomValue(serverUnreachableAtom);
  const matches = useMatches();
  // Signed out on a protected route only for the moment between logout and the move to /login.
  const waitingForLogin = !isAuthenticated && needsSignedInUser(matches.map((m) => m.handle));

  return (
    <>
      <PreferencesSync />
      <NavigationProgressOnDemand signedIn={isAuthenticated} />
      {serverUnreachable ? (
        <div className={plainPage}>
          <main>
            <Suspense fallback={<RouteSpinner />}>
              <LazyServerUnreachable />
            </Suspense>
          </main>
        </div>
      ) : isAuthenticated ? (
        <AuthorisedShell />
      ) : (
        <div className={plainPage}>
          <main>{waitingForLogin ? <RouteSpinner /> : <Outlet />}</main>
        </div>
      )}
    </>
  );
}
