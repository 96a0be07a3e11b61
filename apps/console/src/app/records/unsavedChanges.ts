import { useEffect, useRef } from 'react';

/**
 * Asks the person whether to discard a form's unsaved changes (the drawer's "Discard your
 * changes?"); resolves true once they are discarded and the form is closed, false to keep editing.
 */
type DiscardQuestion = () => Promise<boolean>;

const unsavedForms = new Set<DiscardQuestion>();

// Browsers show their own words; `returnValue` is for those that predate preventDefault here.
function askBeforeLeavingThePage(event: BeforeUnloadEvent): void {
  event.preventDefault();
  event.returnValue = '';
}

function hold(question: DiscardQuestion): () => void {
  if (unsavedForms.size === 0) window.addEventListener('beforeunload', askBeforeLeavingThePage);
  unsavedForms.add(question);
  return () => {
    unsavedForms.delete(question);
    if (unsavedForms.size === 0)
      window.removeEventListener('beforeunload', askBeforeLeavingThePage);
  };
}

/**
 * While `unsaved` is true the page holds changes not yet saved: a reload or closing the tab shows
 * the browser's leave-page prompt, and `leaveUnsavedChanges` asks `question` before anything
 * leaves the page the app's own way.
 */
export function useUnsavedChanges(unsaved: boolean, question: DiscardQuestion): void {
  const questionRef = useRef(question);
  useEffect(() => {
    questionRef.current = question;
  });
  useEffect(() => (unsaved ? hold(() => questionRef.current()) : undefined), [unsaved]);
}

async function discardEach(forms: readonly DiscardQuestion[]): Promise<boolean> {
  for (const question of forms) {
    if (!(await question())) return false;
  }
  return true;
}

// True while the person has agreed to leave: the navigations that follow (the drawer closing,
// the move itself) are not questioned again.
let leaving = false;

function leaveWithoutAsking(leave: () => void): void {
  leaving = true;
  try {
    leave();
  } finally {
    leaving = false;
  }
}

/**
 * Runs `leave` (something that leaves the page the app's own way: a shortcut to Settings, a
 * logout) at once when no form holds unsaved changes; else asks about each such form first and
 * runs it only once all were discarded, not when the person keeps editing.
 */
export function leaveUnsavedChanges(leave: () => void): void {
  if (unsavedForms.size === 0) return leave();
  void discardEach([...unsavedForms]).then((discarded) => {
    if (discarded) leaveWithoutAsking(leave);
  });
}

/** Whether a move to another address now would lose changes nobody agreed to lose. */
export const holdsUnsavedChanges = (): boolean => unsavedForms.size > 0 && !leaving;

/**
 * For a move the app did not start (the browser's Back and Forward): asks about each form with
 * unsaved changes, then calls `proceed` once all were discarded, else `stay`.
 */
export function askBeforeMoving(proceed: () => void, stay: () => void): void {
  leaving = true;
  void discardEach([...unsavedForms]).then((discarded) => {
    if (discarded) proceed();
    else stay();
    leaving = false;
  });
}
