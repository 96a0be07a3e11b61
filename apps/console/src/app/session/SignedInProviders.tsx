import { DEFAULT_ERROR_MESSAGE } from '@org/api-client';
import { ConfirmProvider, ToastProvider, useToast } from '@org/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignSystemText } from '../DesignSystemText';
import { API_CLIENT_NAMESPACE } from '../i18n/i18n';
import { IdleWarning } from './IdleWarning';
import { queryClient } from './queryClient';
import { isAuthenticatedAtom } from './sessionAtoms';
import { onApiEvent } from './apiEvents';

export { MaintenanceBanner } from './MaintenanceMessage';

/** docs/product.md §8: a server error (500) is handled globally: an error toast says so. */
function ServerErrorToasts() {
  const { t } = useTranslation();
  const toast = useToast();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'server-error') {
          toast.error(t(DEFAULT_ERROR_MESSAGE, { ns: API_CLIENT_NAMESPACE }));
        }
      }),
    [t, toast],
  );
  return null;
}

interface SignedInProvidersProps {
  children: ReactNode;
  /** Logs out and goes to /login (the idle warning's "Sign out", or its deadline passing). */
  onSignOut: (reason: 'idle' | 'user') => void;
}

/**
 * What only a signed-in user needs (kept mounted after a logout, so the routes are not mounted
 * again), loaded with the user (docs/decisions.md "/login first-load budget": @org/ui's built-in text in the console's language
 * (see DesignSystemText), the query cache for
 * React Query hooks (`useQuery`; jotai-tanstack-query atoms use the same client), the global
 * confirm dialog (docs/product.md §2, `useConfirm()` from @org/ui), toasts (`useToast()`) and the idle warning.
 */
export function SignedInProviders({ children, onSignOut }: SignedInProvidersProps) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <DesignSystemText>
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <ToastProvider>
            {children}
            <ServerErrorToasts />
            {isAuthenticated ? <IdleWarning onSignOut={onSignOut} /> : null}
          </ToastProvider>
        </ConfirmProvider>
      </QueryClientProvider>
    </DesignSystemText>
  );
}
