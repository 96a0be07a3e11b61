import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { RootLayout } from './layouts/RootLayout';
import { isAuthenticatedAtom } from './session/sessionAtoms';
import { restoreSession } from './session/sessionActions';
import { appStore } from './session/sessionServices';

/** spec §2: the SSO query values survive the trip to /login. */
const SSO_PARAMS = ['appName', 'redirect'] as const;

function loginPathKeepingSso(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of SSO_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `/login?${query}` : '/login';
}

async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // spec §2: a trailing slash is removed.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    throw redirect(`${url.pathname.replace(/\/+$/, '')}${url.search}`);
  }
  await restoreSession();
  return null;
}

async function requireSignedIn({ request }: LoaderFunctionArgs) {
  await restoreSession();
  if (!appStore.get(isAuthenticatedAtom)) throw redirect(loginPathKeepingSso(new URL(request.url)));
  return null;
}

async function loginLoader({ request }: LoaderFunctionArgs) {
  await restoreSession();
  const hasRedirect = new URL(request.url).searchParams.has('redirect');
  if (appStore.get(isAuthenticatedAtom) && !hasRedirect) throw redirect('/');
  return null;
}

export const router = createBrowserRouter([
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        loader: requireSignedIn,
        lazy: async () => ({ Component: (await import('../features/home/HomeScreen')).HomeScreen }),
      },
      {
        path: 'login',
        loader: loginLoader,
        lazy: async () => ({
          Component: (await import('../features/login/LoginScreen')).LoginScreen,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/NotFoundScreen')).NotFoundScreen,
        }),
      },
    ],
  },
]);
