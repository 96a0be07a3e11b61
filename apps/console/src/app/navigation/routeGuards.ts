import { paths } from './paths';

/** docs/product.md §2: the single sign-on query values that survive the trip to /login. */
const SSO_QUERY_PARAMS = ['appName', 'redirect'] as const;

/** docs/product.md §2: where a path with a trailing slash goes (the same path without it), or null. */
export function withoutTrailingSlash(url: URL): string | null {
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return null;
  return `${url.pathname.replace(/\/+$/, '') || paths.home}${url.search}${url.hash}`;
}

/** /login with only the single sign-on values of `url` (docs/product.md §2). */
export function loginPathKeepingSso(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of SSO_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

/** docs/product.md §2: a protected route without a signed-in user goes to /login, keeping the SSO values. */
export function signedOutRedirect(isAuthenticated: boolean, url: URL): string | null {
  return isAuthenticated ? null : loginPathKeepingSso(url);
}

/** docs/product.md §2: a signed-in user on /login without a `redirect` value goes Home. */
export function signedInLoginRedirect(isAuthenticated: boolean, url: URL): string | null {
  return isAuthenticated && !url.searchParams.has('redirect') ? paths.home : null;
}
