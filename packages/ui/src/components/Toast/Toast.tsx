import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useUiText } from '../../i18n';
import { toastStackVar } from '../../internal/toastStack.css';
import { CloseIcon } from '../Dialog/CloseIcon';
import * as styles from './Toast.css';

/** A success goes by itself after 5 s. */
export const TOAST_SUCCESS_DURATION_MS = 5_000;
/** An error stays until it is dismissed, unless the caller gives a duration. */
export const TOAST_ERROR_DURATION_MS = Infinity;

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  /** A bold first line above the message. */
  title?: ReactNode;
  /** In ms; `Infinity` keeps the toast until dismissed. Time stops while it is hovered or focused. */
  duration?: number;
}

export interface ToastApi {
  /** A confirmation, announced politely; goes after 5 s. Returns the toast's id. */
  success: (message: ReactNode, options?: ToastOptions) => string;
  /** A failure, announced at once; stays until dismissed. Returns the toast's id. */
  error: (message: ReactNode, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  title?: ReactNode;
  duration: number;
  open: boolean;
}

const defaultDuration: Record<ToastTone, number> = {
  success: TOAST_SUCCESS_DURATION_MS,
  error: TOAST_ERROR_DURATION_MS,
};

const ToastContext = createContext<ToastApi | null>(null);

/** `var(--x)` → `--x`, the name `style.setProperty` takes. */
const stackProperty = toastStackVar.replace(/^var\((.+)\)$/, '$1');

/**
 * While toasts are on screen, the document knows how far up they reach (`toastStackBlockSize`):
 * a drawer's body, or a page, pads its end by as much, so that its last lines can be scrolled
 * out from under them.
 */
function usePublishedStackSize(viewportRef: RefObject<HTMLOListElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const root = document.documentElement;
    if (!shown || !viewport) return undefined;
    const publish = () => root.style.setProperty(stackProperty, `${viewport.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(viewport);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(stackProperty);
    };
  }, [viewportRef, shown]);
}

/**
 * Shows the app's toasts, stacked at the block-end, inline-end corner of the window (bottom right
 * in left-to-right, bottom left in right-to-left). F8 moves focus to them. Wrap the app once.
 * While they show, drawers (and any area padded by `toastStackBlockSize`) can scroll their last
 * lines out from under them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useUiText();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextIdRef = useRef(0);
  const removalTimersRef = useRef(new Set<number>());
  const viewportRef = useRef<HTMLOListElement>(null);
  usePublishedStackSize(
    viewportRef,
    toasts.some((toast) => toast.open),
  );

  const show = useCallback((tone: ToastTone, message: ReactNode, options: ToastOptions = {}) => {
    nextIdRef.current += 1;
    const id = `toast-${nextIdRef.current}`;
    const duration = options.duration ?? defaultDuration[tone];
    setToasts((current) => [
      ...current,
      { id, tone, message, title: options.title, duration, open: true },
    ]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
    );
    // Gone from the list once its exit animation is surely over.
    const timer = window.setTimeout(() => {
      removalTimersRef.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, styles.TOAST_EXIT_MS * 2);
    removalTimersRef.current.add(timer);
  }, []);

  useEffect(() => {
    const timers = removalTimersRef.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider label={text('notification')} swipeDirection="down">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            duration={toast.duration}
            // An error interrupts (assertive); a success waits its turn (polite).
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            className={styles.toast({ tone: toast.tone })}
          >
            <ToneIcon tone={toast.tone} />
            <div className={styles.text}>
              {toast.title ? (
                <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title>
              ) : null}
              <ToastPrimitive.Description>
                <span className={styles.visuallyHidden}>
                  {text(toast.tone === 'error' ? 'toastError' : 'toastSuccess')}:{' '}
                </span>
                {toast.message}
              </ToastPrimitive.Description>
            </div>
            <ToastPrimitive.Close className={styles.closeButton} aria-label={text('close')}>
              <CloseIcon />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          ref={viewportRef}
          className={styles.viewport}
          label={text('notificationsRegion')}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('Clinic created successfully')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('[@org/ui] useToast() needs a <ToastProvider> above it.');
  return api;
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {tone === 'success' ? (
        <path
          d="M6.25 10.25l2.5 2.5 5-5.25"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M10 5.75v5.5M10 14.25v.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
