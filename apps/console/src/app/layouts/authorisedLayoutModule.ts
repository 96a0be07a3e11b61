import type { ComponentType } from 'react';
import type * as AuthorisedLayoutExports from './AuthorisedLayout';

type AuthorisedLayoutModule = typeof AuthorisedLayoutExports;

let loaded: AuthorisedLayoutModule | undefined;
let loading: Promise<AuthorisedLayoutModule> | undefined;

/**
 * Loads the signed-in layout (header, menus, popovers) on demand, so /login never downloads it.
 * The guards call it before a signed-in screen shows, so the layout is there on the first frame.
 */
export function loadAuthorisedLayout(): Promise<AuthorisedLayoutModule> {
  loading ??= import('./AuthorisedLayout').then((module) => (loaded = module));
  return loading;
}

/** The signed-in layout once loaded, else undefined. */
export const loadedAuthorisedLayout = (): ComponentType | undefined => loaded?.AuthorisedLayout;
