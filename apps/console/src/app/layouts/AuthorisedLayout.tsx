import { Button } from '@org/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { currentUserAtom } from '../session/sessionAtoms';
import { logout } from '../session/sessionActions';
import * as styles from './layouts.css';

export function AuthorisedLayout() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    await navigate('/login');
  };

  return (
    <div className={styles.authorisedPage}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          <img src="/images/logo-mark.svg" alt="" width={28} height={28} />
          {t('app.name')}
        </Link>
        <nav aria-label={t('header.mainNavigation')} className={styles.nav}>
          <NavLink to="/" end className={styles.navLink}>
            {t('nav.home')}
          </NavLink>
        </nav>
        <span className={styles.userName}>{user?.fullName}</span>
        <Button variant="outline" size="sm" loading={signingOut} onClick={() => void signOut()}>
          {t('header.signOut')}
        </Button>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
