import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../navigation/paths';
import { logout } from '../session/sessionActions';

/** docs/product.md §2: Logout logs out, then goes to /login. */
export function useSignOutToLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}
