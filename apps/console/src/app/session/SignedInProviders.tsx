import { DEFAULT_ERROR_MESSAGE } from '@org/api-client';
import { ToastProvider, useToast } from '@org/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignSystemText } from '../DesignSystemText';
import { API_CLIENT_NAMESPACE } from '../i18n/i18n';
import { IdleWarning } from './IdleWarning';
import { queryClient } from './queryClient';
import { isAuthenticatedAtom } from './sessionAtoms';
import { onApiEvent } from './apiEvents';
import { sayUnlessShown } from './shownFailures';
import { onOtherTabsNews } from './sessionChannel';

/**
 * docs/product.md §8: a server error (500) is handled globally: an error toast says so, unless the
 * screen that asked says it itself (docs/decisions.md "A failure is said once").
 */
function ServerErrorToasts() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'server-error') {
          sayUnlessShown(event.error, () =>
            toast.error(t(DEFAULT_ERROR_MESSAGE, { ns: API_CLIENT_NAMESPACE })),
          );
        }
      }),
    [t, toast],
  );
  return null;
}

/**
 * docs/product.md §4: a logout in another tab of the browser ended the session this tab shows, so
 * this tab logs out as well (the user and the query cache cleared, nothing of the person left on
 * screen) and goes to /login.
 */
function LogoutWithOtherTabs({ onSignOut }: { onSignOut: (reason: 'other-tab') => void }) {
  const onSignOutRef = useRef(onSignOut);
  useEffect(() => {
    onSignOutRef.current = onSignOut;
  });
  useEffect(
    () =>
      onOtherTabsNews((news) => {
        if (news.type === 'signed-out') onSignOutRef.current('other-tab');
      }),
    [],
  );
  return null;
}

interface SignedInProvidersProps {
  children: ReactNode;
  /** Logs out and goes to /login (the idle warning's "Sign out", or its deadline passing). */
  /** Logs out and goes to /login, saying why unless the person asked for it here. */
  onSignOut: (reason: 'idle' | 'user' | 'other-tab') => void;
}

/**
 * What only a signed-in user needs (kept mounted after a logout, so the routes are not mounted
 * again), loaded with the user (docs/decisions.md "/login first-load budget": @org/ui's built-in text in the console's language
 * (see DesignSystemText), the query cache for
 * React Query hooks (`useQuery`; jotai-tanstack-query atoms use the same client), toasts
 * (`useToast()`), the idle warning and the logout of other tabs. No global confirm dialog: each
 * piece that asks renders its own `ConfirmDialog` (docs/decisions.md "Each confirmation is its
 * asker's own ConfirmDialog").
 */
export function SignedInProviders({ children, onSignOut }: SignedInProvidersProps) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <DesignSystemText>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {children}
          <ServerErrorToasts />
          {isAuthenticated ? (
            <>
              <IdleWarning onSignOut={onSignOut} />
              <LogoutWithOtherTabs onSignOut={onSignOut} />
            </>
          ) : null}
        </ToastProvider>
      </QueryClientProvider>
    </DesignSystemText>
  );
}
