import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { appStore } from '../session/appStore';
import { currentUserAtom } from '../session/sessionAtoms';
import { askBeforeMoving, holdsUnsavedChanges } from './unsavedChanges';

/**
 * Asks before the browser's Back or Forward (or any move the app did not start itself) takes the
 * person away from a form with unsaved changes, as the drawer's own Cancel does. A sign-out the
 * person did not ask for (idle, another tab) is not held up: the session is over either way.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(() => holdsUnsavedChanges() && appStore.get(currentUserAtom) !== null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askBeforeMoving(blocker.proceed, blocker.reset);
  }, [blocker]);
  return null;
}
