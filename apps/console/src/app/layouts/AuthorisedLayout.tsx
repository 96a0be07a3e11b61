import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router-dom';
import { AccessDeniedScreen } from '../../features/access-denied/AccessDeniedScreen';
import { AppHeader } from '../header/AppHeader';
import { canOpenRoute } from '../navigation/canOpenRoute';
import { showsUserTabs } from '../navigation/routeAccess';
import { UnsavedChangesGuard } from '../records/UnsavedChangesGuard';
import { MaintenanceBanner } from '../session/MaintenanceMessage';
import { loadDeferredAuthSession } from '../session/authSession';
import { currentUserAtom } from '../session/sessionAtoms';
import * as styles from './layouts.css';
import { HomeTabs, showsHomeTabs } from './HomeTabs';
import { usePageArrival } from './usePageArrival';
import { UserTabs } from './UserTabs';

/** Where the skip link goes. */
const MAIN_ID = 'main-content';

/**
 * docs/product.md §2: the signed-in page: the skip link, the maintenance message while one is set
 * (docs/product.md §12.2), the header, then the screen on its surface over the primary colour.
 * A screen the user's role may not see shows "no access" instead (the server refuses its data too).
 */
export function AuthorisedLayout() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const handles = useMatches().map((match) => match.handle);
  const mainRef = useRef<HTMLElement>(null);
  usePageArrival(mainRef, t('app.name'));
  // After the first signed-in paint, not on its way (docs/decisions.md "A returning user's first
  // requests do not wait for Firebase").
  useEffect(loadDeferredAuthSession, []);
  if (!user) return null;
  const allowed = canOpenRoute(user, handles);

  return (
    <div className={styles.authorisedPage}>
      {/* WCAG 2.4.1: the first stop of the keyboard jumps over the header to the screen. */}
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <MaintenanceBanner />
      <UnsavedChangesGuard />
      <AppHeader user={user} />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <div className={styles.content}>
          {allowed && showsUserTabs(handles) ? <UserTabs /> : null}
          {allowed && showsHomeTabs(handles) ? <HomeTabs /> : null}
          {allowed ? <Outlet /> : <AccessDeniedScreen />}
        </div>
      </main>
    </div>
  );
}
