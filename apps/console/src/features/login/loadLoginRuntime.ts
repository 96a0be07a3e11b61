import { loadPackageNamespaces } from '../../app/i18n/i18n';
import { loadOnce } from '../../app/loadOnce';

/** The sign-in code and the messages it can show, fetched once they are needed. */
export const loadLoginRuntime = loadOnce(() =>
  Promise.all([import('./loginRuntime'), loadPackageNamespaces()]).then(([runtime]) => runtime),
);
