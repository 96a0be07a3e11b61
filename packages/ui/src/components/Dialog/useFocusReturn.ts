import { useCallback, useRef, type RefObject } from 'react';

/**
 * Radix returns focus only to its own `Trigger`; our dialogs are opened by state, so remember
 * whatever had focus when the dialog opened and give focus back to it when it closes.
 * Pass the handlers to `onOpenAutoFocus` and `onCloseAutoFocus` of a Radix dialog content.
 */
export function useFocusReturn(initialFocusRef?: RefObject<HTMLElement | null>) {
  const openerRef = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(
    (event: Event) => {
      // Radix calls this before it moves focus in, so the opener still has it.
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const initial = initialFocusRef?.current;
      if (initial) {
        event.preventDefault();
        initial.focus();
      }
    },
    [initialFocusRef],
  );

  const onCloseAutoFocus = useCallback((event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}
