import type { CurrentUser } from '@org/api-client';
import { atom } from 'jotai';

/** spec §3: the session state of the client. */
export const currentUserAtom = atom<CurrentUser | null>(null);
export const idTokenAtom = atom<string | null>(null);
export const authInitializedAtom = atom(false);

/** spec §4: a user counts as authenticated when a user with an id is present. */
export const isAuthenticatedAtom = atom((get) => Boolean(get(currentUserAtom)?.id));
