import type { CurrentUser, OwnProfile } from '@org/api-client';
import { can } from '@org/contracts';
import { formatPhoneNumber } from '@org/forms';
import { Avatar, Badge, Skeleton, SkeletonText } from '@org/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ownProfileQuery } from '../../app/data/ownProfile';
import { countryName } from '../../app/i18n/countryName';
import { CONSOLE_NAMESPACE } from '../../app/i18n/i18n';
import { screenTitle } from '../../app/layouts/layouts.css';
import { LoadFailed } from '../../app/lists/LoadFailed';
import { NoValue } from '../../app/lists/NoValue';
import { paths } from '../../app/navigation/paths';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import * as styles from './profile.css';
import { PROFILE_NAMESPACE } from './profileNamespace';

/**
 * docs/product.md §2.5: the person's own details, read-only. The full name and the avatar are
 * changed in Settings (linked); the rest is the staff record, which system administrators keep.
 */
export function ProfileScreen() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const user = useAtomValue(currentUserAtom);
  const titleId = useId();
  // Read afresh on each visit: an administrator may have changed the record since.
  const profile = useQuery({ ...ownProfileQuery, staleTime: 0 });
  if (!user) return null;

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={screenTitle}>
        {t('profile.title')}
      </h1>
      <Avatar
        title={user.fullName}
        subtitle={user.email}
        src={user.avatar ?? undefined}
        size="xl"
      />
      <p className={styles.text}>
        <Link to={paths.settings} className={styles.link}>
          {t('profile.editInSettings')}
        </Link>
      </p>
      {profile.isError ? (
        <LoadFailed
          title={t('profile.loadFailed')}
          headingLevel={2}
          onRetry={() => void profile.refetch()}
        />
      ) : profile.data ? (
        <ProfileDetails user={user} profile={profile.data} />
      ) : (
        <Skeleton>
          <SkeletonText lines={5} />
        </Skeleton>
      )}
    </section>
  );
}

function ProfileDetails({ user, profile }: { user: CurrentUser; profile: OwnProfile }) {
  const { t, i18n } = useTranslation([PROFILE_NAMESPACE, CONSOLE_NAMESPACE]);
  const phone = formatPhoneNumber(profile.phoneNumber);
  const none = <NoValue word={t('profile.none')} />;
  const detail = (term: string, value: ReactNode) => (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );

  return (
    <>
      <dl className={styles.details}>
        {detail(t('profile.role'), t(`roles.${profile.role}`, { ns: CONSOLE_NAMESPACE }))}
        {detail(t('profile.email'), <bdi>{profile.email}</bdi>)}
        {detail(t('profile.phone'), phone ? <bdi dir="ltr">{phone}</bdi> : none)}
        {detail(t('profile.address'), profile.address ? <bdi>{profile.address}</bdi> : none)}
        {detail(
          t('profile.clinics'),
          profile.clinics.length > 0 ? (
            <ul className={styles.clinics}>
              {profile.clinics.map((clinic) => (
                <li key={clinic.id} className={styles.clinic}>
                  <bdi>{clinic.name}</bdi>
                  <span className={styles.muted}>
                    {countryName(i18n.language, clinic.countryCode)}
                  </span>
                  {clinic.status === 'INACTIVE' ? (
                    <Badge tone="neutral">{t('profile.clinicInactive')}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : profile.role === 'SYSTEM_ADMIN' ? (
            t('profile.everyClinic')
          ) : (
            none
          ),
        )}
      </dl>
      <p className={styles.text}>
        {can(user, 'users:manage') ? (
          <Link to={paths.users} className={styles.link}>
            {t('profile.changeInUsers')}
          </Link>
        ) : (
          t('profile.askAnAdministrator')
        )}
      </p>
    </>
  );
}
