import { lightTheme } from '@org/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { DesignSystemText } from './DesignSystemText';
import { i18n } from './i18n/i18n';
import { router } from './router';
import { logout } from './session/sessionActions';
import { appStore, onApiEvent, queryClient } from './session/sessionServices';

export function App() {
  useEffect(() => {
    document.documentElement.classList.add(lightTheme);
    // spec §8: a 401 signs out and goes to /login; the error code '403' logs out.
    return onApiEvent((event) => {
      if (event.type === 'unauthorized' || event.type === 'logout-required') {
        void logout().then(() => router.navigate('/login'));
      }
    });
  }, []);

  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <DesignSystemText>
            <RouterProvider router={router} />
          </DesignSystemText>
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
