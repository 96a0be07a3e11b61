import { logoutEverywhere } from '@org/api-client';
import { Button, ConfirmDialog } from '@org/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../app/data/useApiMutation';
import { paths } from '../../app/navigation/paths';
import { apiClient } from '../../app/session/apiClient';
import { logout } from '../../app/session/sessionActions';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import { SettingsSection } from './SettingsSection';
import { saveStatusOf, StatusLine } from './StatusLine';

/** docs/product.md §11.4: "sign out everywhere" ends every session of the user, this one included. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const signOutEverywhere = useApiMutation({
    mutationFn: () => logoutEverywhere(apiClient),
    // Busy until this page is left for the sign-in page.
    onSuccess: async () => {
      await logout();
      await navigate(paths.login, { replace: true });
    },
    // Every other session may still be open: say so rather than pretend.
    errorText: { key: 'settings.signOutEverywhereFailed', ns: 'settings' },
  });

  return (
    <SettingsSection title={t('settings.sessions')} hint={t('settings.signOutEverywhereHint')}>
      <Button
        variant="danger"
        loading={signOutEverywhere.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('settings.signOutEverywhere')}
      </Button>
      <StatusLine status={saveStatusOf(signOutEverywhere)} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('settings.signOutEverywhereConfirmTitle')}
        message={t('settings.signOutEverywhereHint')}
        confirmText={t('settings.signOutEverywhere')}
        onResolve={(confirmed) => {
          setConfirming(false);
          if (confirmed) void signOutEverywhere.mutate();
        }}
      />
    </SettingsSection>
  );
}
