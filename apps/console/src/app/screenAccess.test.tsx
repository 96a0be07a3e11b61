import type { CurrentUser } from '@org/api-client';
import { roles, type Role } from '@org/contracts';
import { render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from './i18n/i18n';
import { routes } from './router';
import { appStore } from './session/appStore';
import { currentUserAtom } from './session/sessionAtoms';
import { SignedInProviders } from './session/SignedInProviders';
import { demoUserAs } from '../testing/demoAdmin';

vi.mock('./session/sessionActions', () => ({
  restoreSession: vi.fn(() => Promise.resolve()),
  logout: vi.fn(() => Promise.resolve()),
}));

const userWithRole = (role: Role): CurrentUser => demoUserAs(role);

/** Signs in a user of `role`, types `url` into the address bar and waits for the screen. */
async function openAs(role: Role, url: string) {
  appStore.set(currentUserAtom, userWithRole(role));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // As App.tsx renders a signed-in user: the signed-in providers (queries, toasts) around the routes.
  render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SignedInProviders onSignOut={() => undefined}>
          <RouterProvider router={router} />
        </SignedInProviders>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return screen.findByRole('main');
}

const accessDenied = () => i18n.t('accessDenied.title');

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});
afterEach(() => appStore.set(currentUserAtom, null));

const administration = [
  ['/programs', 'programs.title', 'programs'],
  ['/users', 'users.title', 'console'],
  ['/roles', 'roles.title', 'console'],
] as const;

// A route's first load transforms its screen module: on a busy machine that takes longer than
// vitest's 5 seconds (docs/decisions.md "Unit tests wait for lazy screens like a busy machine needs").
const LAZY_SCREEN_TIMEOUT_MS = 15_000;

describe('a screen opened by its address', () => {
  it.each(administration)(
    'shows %s to the system administrator',
    async (url, titleKey, ns) => {
      const main = await openAs('SYSTEM_ADMIN', url);
      // The route loads the screen's own text before it shows.
      const title = () => i18n.t(titleKey, { ns });
      expect(await within(main).findByRole('heading', { name: title() })).toBeVisible();
      expect(within(main).queryByRole('heading', { name: accessDenied() })).toBeNull();
    },
    LAZY_SCREEN_TIMEOUT_MS,
  );

  const otherRoles = roles.filter((role) => role !== 'SYSTEM_ADMIN');
  const deniedCases = otherRoles.flatMap((role) => administration.map(([url]) => [role, url]));

  it.each(deniedCases)('shows %s the access-denied screen on %s', async (role, url) => {
    const main = await openAs(role as Role, url);
    expect(await within(main).findByRole('heading', { name: accessDenied() })).toBeVisible();
  });

  // docs/product.md §3.4, §6, §13.7: every role reads the knowledge center's published items;
  // only system admins change them.
  const knowledgeCenter = [
    [
      '/knowledge-center/training-modules',
      'knowledge-center',
      'trainingModules.title',
      'trainingModules.add',
    ],
    ['/knowledge-center/knowledge-checks', 'knowledge-checks', 'checks.title', 'checks.add'],
    ['/knowledge-center/moh-documents', 'moh-documents', 'documents.title', 'documents.add'],
  ] as const;
  const knowledgeCases = roles.flatMap((role) =>
    knowledgeCenter.map(
      ([url, ns, titleKey, addKey]) => [role, url, ns, titleKey, addKey] as const,
    ),
  );
  it.each(knowledgeCases)(
    'shows %s %s, with the changes only for admins',
    async (role, url, ns, titleKey, addKey) => {
      const main = await openAs(role, url);
      expect(
        await within(main).findByRole('heading', { name: i18n.t(titleKey, { ns }), level: 1 }),
      ).toBeVisible();
      expect(within(main).queryByRole('heading', { name: accessDenied() })).toBeNull();
      expect(
        within(main).queryAllByRole('button', { name: i18n.t(addKey, { ns }) }).length > 0,
      ).toBe(role === 'SYSTEM_ADMIN');
    },
    LAZY_SCREEN_TIMEOUT_MS,
  );

  // docs/product.md §13.3: every role reads its own clinics; only system admins change them.
  it.each(roles)(
    'shows %s the clinics screen, with the changes only for admins',
    async (role) => {
      const main = await openAs(role, '/clinics-and-hospitals');
      expect(
        await within(main).findByRole('heading', { name: i18n.t('clinics.title'), level: 1 }),
      ).toBeVisible();
      expect(within(main).getByRole('button', { name: 'Export' })).toBeVisible();
      expect(within(main).queryAllByRole('button', { name: 'New clinic' }).length > 0).toBe(
        role === 'SYSTEM_ADMIN',
      );
    },
    LAZY_SCREEN_TIMEOUT_MS,
  );

  it.each(roles)(
    'shows %s Home',
    async (role) => {
      const main = await openAs(role, '/');
      expect(
        await within(main).findByRole('heading', { name: i18n.t('home.title', { name: 'Ada' }) }),
      ).toBeVisible();
    },
    LAZY_SCREEN_TIMEOUT_MS,
  );
});
