import { can } from '@org/contracts';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTitle } from '../../app/layouts/layouts.css';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { AuditLogSection } from './AuditLogSection';
import { MaintenanceSection } from './MaintenanceSection';
import { NotificationsSection } from './NotificationsSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import * as styles from './settings.css';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';

/**
 * docs/product.md §12.1: the profile, language, dark mode and signing out everywhere; the maintenance
 * message and the audit log for whoever may manage and read them (the server refuses anyone else).
 */
export function SettingsScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const titleId = useId();
  if (!user) return null;

  return (
    <section className={styles.sections} aria-labelledby={titleId}>
      <h1 id={titleId} className={screenTitle}>
        {t('settings.title')}
      </h1>
      <ProfileSection user={user} />
      <PreferencesSection />
      <NotificationsSection />
      {can(user, 'maintenance:manage') ? <MaintenanceSection /> : null}
      {can(user, 'audit:read') ? <AuditLogSection /> : null}
      <SignOutEverywhereSection />
    </section>
  );
}
