import { useAtomValue } from 'jotai';
import { Outlet, useMatches } from 'react-router-dom';
import { AccessDeniedScreen } from '../../features/access-denied/AccessDeniedScreen';
import { AppHeader } from '../header/AppHeader';
import { canOpenRoute } from '../navigation/canOpenRoute';
import { showsUserTabs } from '../navigation/routeAccess';
import { currentUserAtom } from '../session/sessionAtoms';
import * as styles from './layouts.css';
import { UserTabs } from './UserTabs';

/**
 * docs/product.md §2: the signed-in page: header, then the screen on its surface over the primary colour.
 * A screen the user's role may not see shows "no access" instead (the server refuses its data too).
 */
export function AuthorisedLayout() {
  const user = useAtomValue(currentUserAtom);
  const handles = useMatches().map((match) => match.handle);
  if (!user) return null;
  const allowed = canOpenRoute(user, handles);

  return (
    <div className={styles.authorisedPage}>
      <AppHeader user={user} />
      <main className={styles.main}>
        <div className={styles.content}>
          {allowed && showsUserTabs(handles) ? <UserTabs /> : null}
          {allowed ? <Outlet /> : <AccessDeniedScreen />}
        </div>
      </main>
    </div>
  );
}
