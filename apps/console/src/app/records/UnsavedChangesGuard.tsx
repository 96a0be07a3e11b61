import { useEffect } from 'react';
import { NavigationType, useBlocker } from 'react-router-dom';
import { appStore } from '../session/appStore';
import { currentUserAtom } from '../session/sessionAtoms';
import { askBeforeMoving, holdsUnsavedChanges } from './unsavedChanges';

/**
 * Asks before the browser's Back or Forward, or a move to another page the app did not start
 * itself, takes the person away from a form with unsaved changes, as the drawer's own Cancel does.
 * The app's own change of the query on the same page (a list's search taking effect 300 ms after
 * the last keystroke, behind a drawer opened meanwhile) keeps the screen and its drawer, so it is
 * not questioned. A sign-out the person did not ask for (idle, another tab) is not held up: the
 * session is over either way.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      (historyAction === NavigationType.Pop ||
        currentLocation.pathname !== nextLocation.pathname) &&
      holdsUnsavedChanges() &&
      appStore.get(currentUserAtom) !== null,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askBeforeMoving(blocker.proceed, blocker.reset);
  }, [blocker]);
  return null;
}
