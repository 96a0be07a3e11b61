import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roles } from '@org/contracts';
import { canOpenRoute } from './navigation/canOpenRoute';
import { asRouteHandle } from './navigation/routeAccess';
import { routes } from './router';
import { restoreSession } from './session/sessionActions';
import { currentUserAtom } from './session/sessionAtoms';
import { appStore } from './session/appStore';
import { demoAdmin } from '../testing/demoAdmin';

// The login screen is another part's work: only its route matters here.
vi.mock('../features/login/LoginScreen', () => ({ LoginScreen: () => null }));

vi.mock('./session/sessionActions', () => ({
  restoreSession: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
}));

const admin = demoAdmin();

type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Opens `url` in a router of the app's routes and waits until its loaders and redirects are done. */
async function open(url: string): Promise<TestRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // A route's first load transforms its screen module, which takes seconds on a busy machine.
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    },
    { timeout: 15_000 },
  );
  return router;
}

const where = (router: TestRouter) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => vi.mocked(restoreSession).mockClear());
afterEach(() => appStore.set(currentUserAtom, null));

describe('router rules (docs/product.md §2)', () => {
  it('removes a trailing slash', async () => {
    appStore.set(currentUserAtom, admin);
    expect(where(await open('/users/?page=2'))).toBe('/users?page=2');
  });

  it('sends a visitor without a user from a protected route to /login, keeping appName and redirect', async () => {
    const router = await open(
      '/settings?appName=companion&redirect=http%3A%2F%2Flocalhost%3A5180%2Fcallback&tab=x',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      appName: 'companion',
      redirect: 'http://localhost:5180/callback',
    });
  });

  it('sends a visitor from Home to /login', async () => {
    expect(where(await open('/'))).toBe('/login');
  });

  it('sends a signed-in user from /login Home', async () => {
    appStore.set(currentUserAtom, admin);
    expect(where(await open('/login'))).toBe('/');
  });

  it('keeps a signed-in user on /login when a redirect is asked for', async () => {
    appStore.set(currentUserAtom, admin);
    const url = '/login?appName=companion&redirect=http%3A%2F%2Flocalhost%3A5180%2Fcallback';
    expect(where(await open(url))).toBe(url);
  });

  it('shows not-found for any other path, signed in or not', async () => {
    const router = await open('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('opens the knowledge center on its training modules', async () => {
    appStore.set(currentUserAtom, admin);
    expect(where(await open('/knowledge-center'))).toBe('/knowledge-center/training-modules');
  });

  it('waits for the auth state before every navigation', async () => {
    appStore.set(currentUserAtom, admin);
    const router = await open('/');
    const before = vi.mocked(restoreSession).mock.calls.length;
    await router.navigate('/does-not-exist');
    expect(vi.mocked(restoreSession).mock.calls.length).toBeGreaterThan(before);
    const afterNotFound = vi.mocked(restoreSession).mock.calls.length;
    await router.navigate('/settings');
    expect(vi.mocked(restoreSession).mock.calls.length).toBeGreaterThan(afterNotFound);
  });
});

describe('the signed-in routes', () => {
  const children = routes[0]!.children!;
  const byPath = (path: string) => children.find((route) => route.path === path);

  it.each([
    '/programs',
    '/settings',
    '/clinics-and-hospitals',
    '/users',
    '/roles',
    '/knowledge-center/training-modules',
    '/knowledge-center/training-modules/:id',
    '/knowledge-center/knowledge-checks',
    '/knowledge-center/knowledge-checks/:id/take',
    '/knowledge-center/knowledge-checks/:id/results',
    '/knowledge-center/moh-documents',
  ])('%s needs a user and loads its screen on demand', (path) => {
    const route = byPath(path);
    expect(asRouteHandle(route?.handle).signedIn).toBe(true);
    expect(typeof route?.lazy).toBe('function');
    expect(route?.Component).toBeUndefined();
  });

  it('gives every route something to render, so none is logged as a leaf without an element', () => {
    const withoutElement = children
      .filter((route) => !route.Component && !route.element && !route.lazy)
      .map((route) => route.path ?? 'index');
    expect(withoutElement).toEqual([]);
  });

  it('shows the Users | Roles tab bar on /users and /roles only', () => {
    const withTabs = children
      .filter((route) => asRouteHandle(route.handle).userTabs)
      .map((route) => route.path);
    expect(withTabs).toEqual(['/users', '/roles']);
  });

  it('shows Home’s tab bar on Home, /programs, /overview and the possible duplicates only', () => {
    const withTabs = children
      .filter((route) => asRouteHandle(route.handle).homeTabs)
      .map((route) => (route.index ? '/' : route.path));
    expect(withTabs).toEqual([
      '/',
      '/programs',
      '/overview',
      '/possible-duplicates',
      '/possible-duplicates/:id',
    ]);
  });

  it('keeps programs, users, roles and the checks’ results to the system administrator', () => {
    const whoMayOpen = (route: (typeof children)[number]) =>
      roles.filter((role) => canOpenRoute({ role }, [route.handle]));
    const adminOnly = children
      .filter((route) => whoMayOpen(route).join() === 'SYSTEM_ADMIN')
      .map((route) => route.path);
    expect(adminOnly).toEqual([
      '/programs',
      '/users',
      '/roles',
      '/knowledge-center/knowledge-checks/:id/results',
    ]);
  });

  it.each([
    ['/settings', 'account:self'],
    ['/clinics-and-hospitals', 'clinics:read'],
    ['/users', 'users:manage'],
    ['/roles', 'users:manage'],
    ['/knowledge-center', 'knowledge:read'],
    ['/knowledge-center/training-modules', 'knowledge:read'],
    ['/knowledge-center/training-modules/:id', 'knowledge:read'],
    ['/knowledge-center/knowledge-checks', 'knowledge:read'],
    ['/knowledge-center/knowledge-checks/:id/take', 'knowledge:read'],
    ['/knowledge-center/knowledge-checks/:id/results', 'knowledge:manage'],
    ['/knowledge-center/moh-documents', 'knowledge:read'],
    ['/programs', 'clinics:manage'],
    ['/overview', 'overview:read'],
  ])('%s needs the permission %s', (path, permission) => {
    expect(asRouteHandle(byPath(path)?.handle).permission).toBe(permission);
  });

  it('lets every role open Home and Settings', () => {
    for (const route of [children.find((r) => r.index), byPath('/settings')]) {
      for (const role of roles) expect(canOpenRoute({ role }, [route?.handle])).toBe(true);
    }
  });

  it('loads Home, the login page and not-found on demand too', () => {
    for (const route of [children.find((r) => r.index), byPath('/login'), byPath('*')]) {
      expect(typeof route?.lazy).toBe('function');
    }
  });
});
