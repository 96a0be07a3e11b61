import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { isAuthenticatedAtom } from '../session/sessionAtoms';
import { AuthorisedLayout } from './AuthorisedLayout';
import { plainPage } from './layouts.css';

/** spec §2: the plain layout when signed out, the authorised layout with header when signed in. */
export function RootLayout() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  if (isAuthenticated) return <AuthorisedLayout />;
  return (
    <div className={plainPage}>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
