import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  rememberSsoTargetAtom,
  ssoTargetAtom,
  type SsoTarget,
} from '../../app/session/clientStateAtoms';

/** docs/product.md §2: the query values a sibling app sends to /login. */
export const SSO_APP_NAME_PARAM = 'appName';
export const SSO_REDIRECT_PARAM = 'redirect';

/**
 * The single sign-on target: the one in the address (`/login?appName=X&redirect=URL`), which is
 * kept in local storage (docs/product.md §2) so it survives the sign-in, else the one kept before.
 */
export function useSsoTarget(): SsoTarget | null {
  const [params] = useSearchParams();
  const appName = params.get(SSO_APP_NAME_PARAM)?.trim();
  const redirect = params.get(SSO_REDIRECT_PARAM)?.trim();
  const remember = useSetAtom(rememberSsoTargetAtom);
  const stored = useAtomValue(ssoTargetAtom);

  useEffect(() => {
    if (appName && redirect) remember({ appName, redirect });
  }, [appName, redirect, remember]);

  return appName && redirect ? { appName, redirect } : stored;
}
