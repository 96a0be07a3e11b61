import type { Page } from '@org/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, i18nReady, loadScreenText, loadSignedInText } from '../app/i18n/i18n';
import { appStore } from '../app/session/appStore';
import { SignedInProviders } from '../app/session/SignedInProviders';

/*
 * What the tests of a signed-in screen, drawer or dialog share: the providers App.tsx puts around
 * a signed-in user's routes, English text, a page of a list, and the row menu. Each test file
 * still mocks `@org/api-client` itself (vitest hoists `vi.mock` per file).
 */

// jsdom has no ResizeObserver, which the row menus, popovers and drawers measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** For `beforeAll`: the console's text in English, with these screens' own text loaded. */
export async function loadEnglishText(namespaces: string[]): Promise<void> {
  await i18nReady;
  await i18n.changeLanguage('en');
  await Promise.all([loadSignedInText(), loadScreenText(namespaces)]);
}

/**
 * Renders `ui` as a signed-in user sees it: the one jotai store, the console's i18next, and the
 * signed-in providers (the query cache, toasts).
 */
export function renderSignedIn(ui: ReactElement) {
  const user = userEvent.setup();
  render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SignedInProviders onSignOut={() => undefined}>{ui}</SignedInProviders>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return { user };
}

/** Renders a screen as the route `path` shows it, opened at `url` (its address, search and all). */
export function renderScreenAt(path: string, element: ReactElement, url: string = path) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const { user } = renderSignedIn(<RouterProvider router={router} />);
  return { user, router };
}

/** One page of a list holding `items`, as the api answers it. */
export const page = <T,>(items: T[], pageSize = 25): Page<T> => ({
  items,
  total: items.length,
  page: 1,
  pageSize,
});

/** Opens the row menu of the row named `name` ("Actions for …"); answers the menu. */
export async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

/** The texts of a menu's items, in order. */
export const menuItemTexts = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
