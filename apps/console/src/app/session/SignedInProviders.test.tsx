import { render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';
import { loadEnglishText } from '../../testing/signedInScreen';
import { i18n } from '../i18n/i18n';
import { appStore } from './appStore';
import { queryClient } from './queryClient';
import { logout } from './sessionActions';
import { currentUserAtom } from './sessionAtoms';
import { SignedInProviders } from './SignedInProviders';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The idle warning asks for the idle time: no answer, no warning.
  getSession: vi.fn(() => new Promise(() => undefined)),
  logout: vi.fn(() => Promise.resolve()),
}));

beforeAll(async () => {
  await loadEnglishText([]);
});

/** A signed-in tab showing a patient, with `onSignOut` doing what App's does (log out). */
function renderSignedInTab() {
  appStore.set(currentUserAtom, demoAdmin());
  queryClient.setQueryData(['patients', { page: 1 }], { items: [{ fullName: 'Ana Lopes' }] });
  const onSignOut = vi.fn(() => void logout());
  render(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SignedInProviders onSignOut={onSignOut}>
          <p>Ana Lopes</p>
        </SignedInProviders>
      </I18nextProvider>
    </JotaiProvider>,
  );
  return { onSignOut };
}

describe('a logout in another tab of the browser (docs/product.md §4)', () => {
  it('signs this tab out as well, its query cache cleared', async () => {
    const { onSignOut } = renderSignedInTab();
    expect(screen.getByText('Ana Lopes')).toBeInTheDocument();

    const otherTab = new BroadcastChannel('clinic-console-session');
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();

    await vi.waitFor(() => expect(onSignOut).toHaveBeenCalledWith('other-tab'));
    await vi.waitFor(() => expect(appStore.get(currentUserAtom)).toBeNull());
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
