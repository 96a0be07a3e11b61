import { loadPackageNamespaces } from '../../app/i18n/i18n';

import type * as SsoRuntimeModule from './ssoRuntime';

type SsoRuntime = typeof SsoRuntimeModule;

let loading: Promise<SsoRuntime> | null = null;

/** The single sign-on calls and the messages they can show, fetched once they are needed. */
export function loadSsoRuntime(): Promise<SsoRuntime> {
  loading ??= Promise.all([import('./ssoRuntime'), loadPackageNamespaces()]).then(
    ([runtime]) => runtime,
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
