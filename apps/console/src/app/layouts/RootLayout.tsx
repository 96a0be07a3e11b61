import { useAtomValue } from 'jotai';
import { createElement, lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { needsSignedInUser } from '../navigation/routeAccess';
import { RouteSpinner } from '../navigation/RouteSpinner';
import { PreferencesSync } from '../preferences/PreferencesSync';
import { isAuthenticatedAtom } from '../session/sessionAtoms';
import { loadAuthorisedLayout, loadedAuthorisedLayout } from './authorisedLayoutModule';
import { plainPage } from './layouts.css';

// The progress bar (nprogress and the design system's text) is not needed for the first paint.
const LazyNavigationProgress = lazy(async () => ({
  default: (await import('../navigation/NavigationProgress')).NavigationProgress,
}));

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
  const matches = useMatches();
  // Signed out on a protected route only for the moment between logout and the move to /login.
  const waitingForLogin = !isAuthenticated && needsSignedInUser(matches.map((m) => m.handle));

  return (
    <>
      <PreferencesSync />
      <Suspense fallback={null}>
        <LazyNavigationProgress />
      </Suspense>
      {isAuthenticated ? (
        <AuthorisedShell />
      ) : (
        <div className={plainPage}>
          <main>{waitingForLogin ? <RouteSpinner /> : <Outlet />}</main>
        </div>
      )}
    </>
  );
}
