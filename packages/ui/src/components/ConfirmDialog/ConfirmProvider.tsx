import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onResolve'>;

/** docs/product.md §2: resolves `true` on confirm, `false` on cancel, Escape or a backdrop click. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Renders the app's one confirm dialog; `useConfirm()` below it opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ open: boolean; options: ConfirmOptions } | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    resolve?.(confirmed);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // One question at a time: a new one answers the open one with false.
        settle(false);
        resolveRef.current = resolve;
        setRequest({ open: true, options });
      }),
    [settle],
  );

  const handleResolve = useCallback(
    (confirmed: boolean) => {
      settle(confirmed);
      // The options stay so the dialog keeps its text while it animates out.
      setRequest((current) => current && { ...current, open: false });
    },
    [settle],
  );

  // Nobody is left to answer once the provider goes.
  useEffect(() => () => settle(false), [settle]);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request ? (
        <ConfirmDialog {...request.options} open={request.open} onResolve={handleResolve} />
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('[@org/ui] useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
