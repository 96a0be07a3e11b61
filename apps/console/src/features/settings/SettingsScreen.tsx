import { Avatar } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTitle } from '../../app/layouts/layouts.css';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { PreferencesSection } from './PreferencesSection';
import * as styles from './settings.css';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';

/** PRODUCT.md Settings: the profile, language, dark mode and signing out everywhere. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const titleId = useId();
  const profileId = useId();
  if (!user) return null;

  return (
    <section className={styles.sections} aria-labelledby={titleId}>
      <h1 id={titleId} className={screenTitle}>
        {t('settings.title')}
      </h1>
      <section className={styles.section} aria-labelledby={profileId}>
        <h2 id={profileId} className={styles.sectionTitle}>
          {t('settings.profile')}
        </h2>
        <Avatar
          title={user.fullName}
          subtitle={user.email}
          src={user.avatar ?? undefined}
          size="xl"
        />
        <p className={styles.text}>{t(`roles.${user.role}`)}</p>
      </section>
      <PreferencesSection />
      <SignOutEverywhereSection />
    </section>
  );
}
