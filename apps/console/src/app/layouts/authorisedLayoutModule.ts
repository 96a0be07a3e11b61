import type { ComponentType } from 'react';
import type * as AuthorisedLayoutExports from './AuthorisedLayout';
import { loadOnce } from '../loadOnce';

type AuthorisedLayoutModule = typeof AuthorisedLayoutExports;

let loaded: AuthorisedLayoutModule | undefined;

/**
 * Loads the signed-in layout (header, menus, popovers) on demand, so /login never downloads it.
 * The guards call it before a signed-in screen shows, so the layout is there on the first frame.
 */
export const loadAuthorisedLayout = loadOnce(() =>
  import('./AuthorisedLayout').then((module) => (loaded = module)),
);

/** The signed-in layout once loaded, else undefined. */
export const loadedAuthorisedLayout = (): ComponentType | undefined => loaded?.AuthorisedLayout;
