import { Button, ConfirmDialog, Drawer, Inline } from '@org/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_NAMESPACE } from './recordsNamespace';
import * as styles from './recordDrawer.css';
import { useUnsavedChanges } from './unsavedChanges';

interface RecordDrawerProps {
  open: boolean;
  /** Called once the drawer may close: nothing unsaved, or the user chose to discard it. */
  onClose: () => void;
  title: string;
  description?: string;
  /** True when the form holds changes not yet saved: closing asks first. */
  dirty: boolean;
  saving: boolean;
  /** The save button's text ("Create clinic", "Save changes"). */
  submitText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What the last save attempt said when it failed (field errors go under the fields). */
  error?: string | null;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * docs/product.md §13.1: a record is created and edited in a drawer holding its @org/forms form.
 * Escape, the close button, the backdrop and Cancel all close it, and when the form holds unsaved
 * changes each of them asks before anything is lost; so do the app's shortcuts that leave the page
 * (`leaveUnsavedChanges`), and a reload or closing the tab gets the browser's leave-page prompt.
 */
export function RecordDrawer({
  open,
  onClose,
  title,
  description,
  dirty,
  saving,
  submitText,
  onSubmit,
  error,
  children,
}: RecordDrawerProps) {
  const { t } = useTranslation(RECORDS_NAMESPACE);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Whoever asked, besides the drawer itself, waits for the answer.
  const waitingForAnswer = useRef<((discard: boolean) => void) | null>(null);
  const formId = `record-form-${title.replace(/\W+/g, '-')}`;

  const askToDiscard = () =>
    new Promise<boolean>((resolve) => {
      // A save is running: nothing can be discarded until it ends.
      if (saving) return resolve(false);
      waitingForAnswer.current?.(false);
      waitingForAnswer.current = resolve;
      setConfirmingDiscard(true);
    });
  useUnsavedChanges(open && dirty, askToDiscard);

  const requestClose = () => {
    if (saving) return;
    if (dirty) void askToDiscard();
    else onClose();
  };

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
        title={title}
        description={description}
        footer={
          <Inline justify="end" space="small">
            <Button variant="secondary" onClick={requestClose} disabled={saving}>
              {t('records.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={saving}>
              {submitText}
            </Button>
          </Inline>
        }
      >
        <form id={formId} className={styles.form} noValidate onSubmit={onSubmit}>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {children}
        </form>
      </Drawer>
      <ConfirmDialog
        open={confirmingDiscard}
        tone="danger"
        title={t('records.discardTitle')}
        message={t('records.discardMessage')}
        confirmText={t('records.discard')}
        cancelText={t('records.keepEditing')}
        onResolve={(discard) => {
          setConfirmingDiscard(false);
          if (discard) onClose();
          waitingForAnswer.current?.(discard);
          waitingForAnswer.current = null;
        }}
      />
    </>
  );
}
