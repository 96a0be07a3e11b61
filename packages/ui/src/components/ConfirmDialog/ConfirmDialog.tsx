import { useRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export const confirmTones = ['default', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];
export const DEFAULT_CONFIRM_TONE: ConfirmTone = 'default';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** docs/product.md §2: "OK" by default, in the current language. */
  confirmText?: string;
  /** docs/product.md §2: "Cancel" by default, in the current language. */
  cancelText?: string;
  /** `danger` for an action that destroys or cannot be undone: a red confirm button. */
  tone?: ConfirmTone;
  /** docs/product.md §2: `true` on confirm; `false` on cancel, Escape, the close button or the backdrop. */
  onResolve: (confirmed: boolean) => void;
}

/**
 * Asks the user to confirm or cancel one action. Most apps call `useConfirm()` instead of
 * rendering this: `ConfirmProvider` renders one for the whole app.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText,
  cancelText,
  tone,
  onResolve,
}: ConfirmDialogProps) {
  const text = useUiText();
  const resolvedTone = optionOrDefault(
    'ConfirmDialog',
    'tone',
    tone,
    confirmTones,
    DEFAULT_CONFIRM_TONE,
  );
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open={open}
      // docs/product.md §2: every way of closing other than the confirm button is a cancel.
      onOpenChange={(next) => {
        if (!next) onResolve(false);
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      // A dangerous action starts on Cancel, so a hasty Enter does no harm.
      initialFocusRef={resolvedTone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={() => onResolve(false)}>
            {cancelText ?? text('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            variant={resolvedTone === 'danger' ? 'danger' : 'primary'}
            onClick={() => onResolve(true)}
          >
            {confirmText ?? text('ok')}
          </Button>
        </>
      }
    />
  );
}
