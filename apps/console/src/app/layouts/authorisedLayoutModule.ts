import type { ComponentType } from 'react';
import type * as AuthorisedLayoutExports from './AuthorisedLayout';
import { loadSignedInText } from '../i18n/i18n';
import { loadOnce } from '../loadOnce';

type AuthorisedLayoutModule = typeof AuthorisedLayoutExports;

let loaded: AuthorisedLayoutModule | undefined;

/**
 * Loads the signed-in layout (header, menus, popovers) and its words on demand, so /login never
 * downloads them. The guards call it before a signed-in screen shows, so the layout is there on
 * the first frame.
 */
export const loadAuthorisedLayout = loadOnce(() =>
  Promise.all([import('./AuthorisedLayout'), loadSignedInText()]).then(
    ([module]) => (loaded = module),
  ),
);

/** The signed-in layout once loaded, else undefined. */
export const loadedAuthorisedLayout = (): ComponentType | undefined => loaded?.AuthorisedLayout;
