import type { CurrentUser } from '@org/api-client';
import { Header, NavLink, NavList } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../navigation/paths';
import * as styles from './header.css';
import { HelpPopover, NotificationsPopover } from './HeaderPopovers';
import {
  isCurrentItem,
  knowledgeCenterNavigation,
  mainNavigationFor,
  knowledgeCenterLinksFor,
  showsKnowledgeCenterNavigation,
  type NavigationItem,
} from './navigationByRole';
import { ProfileMenu } from './ProfileMenu';
import { useFeedbackDrawer } from './useFeedbackDrawer';

/** docs/product.md §2: logo linking Home, navigation by role, bell, help and the profile menu. */
export function AppHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const feedback = useFeedbackDrawer();

  const links = (items: readonly NavigationItem[]) =>
    items.map((item) => (
      <NavLink key={item.path} as={Link} to={item.path} active={isCurrentItem(item, pathname)}>
        {t(item.labelKey)}
      </NavLink>
    ));

  return (
    <Header
      logo={
        <Link to={paths.home} className={styles.logo}>
          <img
            src="/images/logo-mark.svg"
            alt=""
            width={28}
            height={28}
            className={styles.logoMark}
          />
          {t('app.name')}
        </Link>
      }
      navigation={
        <NavList label={t('header.mainNavigation')}>{links(mainNavigationFor(user))}</NavList>
      }
      actions={
        <>
          <NotificationsPopover />
          <HelpPopover knowledgeCenterLinks={knowledgeCenterLinksFor(user)} />
          <ProfileMenu user={user} onFeedback={feedback.open} />
          {feedback.drawer}
        </>
      }
      subNavigation={
        showsKnowledgeCenterNavigation(user, pathname) ? (
          <NavList label={t('header.knowledgeCenterNavigation')}>
            {links(knowledgeCenterNavigation)}
          </NavList>
        ) : undefined
      }
    />
  );
}
