import { loadPackageNamespaces } from '../../app/i18n/i18n';
import { loadOnce } from '../../app/loadOnce';

/** The single sign-on calls and the messages they can show, fetched once they are needed. */
export const loadSsoRuntime = loadOnce(() =>
  Promise.all([import('./ssoRuntime'), loadPackageNamespaces()]).then(([runtime]) => runtime),
);
