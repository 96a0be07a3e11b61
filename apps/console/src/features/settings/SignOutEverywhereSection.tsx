import { logoutEverywhere } from '@org/api-client';
import { Button, ConfirmDialog } from '@org/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/navigation/paths';
import { logout } from '../../app/session/sessionActions';
import { apiClient } from '../../app/session/sessionServices';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import { SettingsSection } from './SettingsSection';
import { StatusLine } from './StatusLine';

/** PRODUCT.md: "sign out everywhere" ends every session of the user, this one included. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOutEverywhere = async () => {
    setWorking(true);
    setFailed(false);
    try {
      await logoutEverywhere(apiClient);
    } catch {
      // Every other session may still be open: say so rather than pretend.
      setWorking(false);
      setFailed(true);
      return;
    }
    await logout();
    await navigate(paths.login, { replace: true });
  };

  return (
    <SettingsSection title={t('settings.sessions')} hint={t('settings.signOutEverywhereHint')}>
      <Button variant="danger" loading={working} onClick={() => setConfirming(true)}>
        {t('settings.signOutEverywhere')}
      </Button>
      <StatusLine
        status={
          failed
            ? { kind: 'failed', message: t('settings.signOutEverywhereFailed') }
            : { kind: 'idle' }
        }
      />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('settings.signOutEverywhereConfirmTitle')}
        message={t('settings.signOutEverywhereHint')}
        confirmText={t('settings.signOutEverywhere')}
        onResolve={(confirmed) => {
          setConfirming(false);
          if (confirmed) void signOutEverywhere();
        }}
      />
    </SettingsSection>
  );
}
