import { useEffect, useRef } from 'react';
import {
  detectShortcutPlatform,
  matchProfileShortcut,
  type ProfileShortcut,
} from '../navigation/keyboardShortcuts';
import { leaveUnsavedChanges } from '../records/unsavedChanges';

/** True for a key pressed in a form: in it, or on a button or field tied to it (`form="…"`). */
function isInForm(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('form')) return true;
  const owner = (target as { form?: unknown }).form;
  return owner instanceof HTMLFormElement;
}

/**
 * docs/product.md §2: Cmd/Ctrl+S opens Settings and Alt+Shift+Q logs out, on Mac and Windows only. The
 * browser's own "save page" is prevented for the shortcut that replaces it. In a form, Cmd/Ctrl+S
 * is a save reflex and does nothing (docs/decisions.md "Ctrl+S in a form does nothing"); with
 * unsaved changes either shortcut asks before they are lost.
 */
export function useProfileShortcuts(actions: Record<ProfileShortcut, () => void>): void {
  const actionsRef = useRef(actions);
  useEffect(() => {
    actionsRef.current = actions;
  });

  useEffect(() => {
    const platform = detectShortcutPlatform(navigator);
    if (!platform) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat) return;
      const shortcut = matchProfileShortcut(event, platform);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'settings' && isInForm(event.target)) return;
      leaveUnsavedChanges(() => actionsRef.current[shortcut]());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
