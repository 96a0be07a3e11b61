import type { CurrentUser } from '@org/api-client';
import { atom } from 'jotai';

/** docs/product.md §3: the session state of the client. */
export const currentUserAtom = atom<CurrentUser | null>(null);
export const idTokenAtom = atom<string | null>(null);
export const authInitializedAtom = atom(false);

/** docs/product.md §4: a user counts as authenticated when a user with an id is present. */
export const isAuthenticatedAtom = atom((get) => Boolean(get(currentUserAtom)?.id));

/** docs/product.md §8: the network-error dialog's title and message (translation keys) while it is open. */
interface NetworkErrorNotice {
  title: string;
  message: string;
  /** True when the failed requests can be sent again ("Try again"), and wait for the answer. */
  retryable?: boolean;
}
export const networkErrorAtom = atom<NetworkErrorNotice | null>(null);

/**
 * True while the api could not be reached to restore a persisted session: the user stays signed in
 * with the identity provider and the page offers to try again (docs/product.md §11.3).
 */
export const serverUnreachableAtom = atom(false);

/** Why the last sign-out happened without the user asking, so the login page can say so. */
export type SignedOutReason = 'idle' | 'session-ended' | 'other-tab';
export const signedOutReasonAtom = atom<SignedOutReason | null>(null);
