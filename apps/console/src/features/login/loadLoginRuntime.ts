import { loadPackageNamespaces } from '../../app/i18n/i18n';

import type * as LoginRuntimeModule from './loginRuntime';

type LoginRuntime = typeof LoginRuntimeModule;

let loading: Promise<LoginRuntime> | null = null;

/** The sign-in code and the messages it can show, fetched once. */
export function loadLoginRuntime(): Promise<LoginRuntime> {
  loading ??= Promise.all([import('./loginRuntime'), loadPackageNamespaces()]).then(
    ([runtime]) => runtime,
  );
  // A failed fetch (offline) may be tried again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
