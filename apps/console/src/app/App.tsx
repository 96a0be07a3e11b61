import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { CONNECTION_NAMESPACE } from './connection/connectionNamespace';
import { i18n, loadScreenText } from './i18n/i18n';
import { router } from './router';
import { handleApiFailure } from './session/apiFailures';
import { loadedSignedInUi, logout } from './session/sessionActions';
import {
  isAuthenticatedAtom,
  networkErrorAtom,
  signedOutReasonAtom,
  type SignedOutReason,
} from './session/sessionAtoms';
import { onApiEvent } from './session/apiEvents';
import { appStore } from './session/appStore';

// docs/decisions.md "/login first-load budget": the dialogs load when they are first needed, not with the login page.
const NetworkErrorDialog = lazy(async () => ({
  default: (
    await Promise.all([
      import('./session/NetworkErrorDialog'),
      loadScreenText(CONNECTION_NAMESPACE),
    ])
  )[0].NetworkErrorDialog,
}));

/** Logs out, notes why (the login page says it) and goes to /login. */
async function signOutToLogin(reason: SignedOutReason | null): Promise<void> {
  await logout();
  appStore.set(signedOutReasonAtom, reason);
  await router.navigate('/login');
}

/**
 * The router, inside what a signed-in user needs (query cache provider, global confirm dialog,
 * toasts, idle warning). That part is loaded before the first user is set (see
 * `loadCurrentUser`); from then on it stays, so the routes are re-mounted once, at the first
 * sign-in of the page, and not again at logout.
 */
function SessionRoutes() {
  // Read for its change: signing in renders this again, inside the signed-in part loaded by then.
  useAtomValue(isAuthenticatedAtom);
  const hasNetworkError = useAtomValue(networkErrorAtom) !== null;
  const signedInUi = loadedSignedInUi();
  const routes = <RouterProvider router={router} />;

  return (
    <>
      {signedInUi ? (
        <signedInUi.SignedInProviders
          onSignOut={(reason) => void signOutToLogin(reason === 'user' ? null : reason)}
        >
          {routes}
        </signedInUi.SignedInProviders>
      ) : (
        routes
      )}
      {hasNetworkError ? (
        <Suspense fallback={null}>
          <NetworkErrorDialog />
        </Suspense>
      ) : null}
    </>
  );
}

export function App() {
  useEffect(() => {
    // docs/product.md §8: 401 and the error code '403' sign out to /login; a network error opens its dialog.
    return onApiEvent((event) => handleApiFailure(event, (reason) => void signOutToLogin(reason)));
  }, []);

  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SessionRoutes />
      </I18nextProvider>
    </JotaiProvider>
  );
}
