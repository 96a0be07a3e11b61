import { useEffect, useRef } from 'react';
import {
  detectShortcutPlatform,
  matchProfileShortcut,
  type ProfileShortcut,
} from '../navigation/keyboardShortcuts';

/**
 * docs/product.md §2: Cmd/Ctrl+S opens Settings and Alt+Shift+Q logs out, on Mac and Windows only. The
 * browser's own "save page" is prevented for the shortcut that replaces it.
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
      actionsRef.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
