import type { RecordStatus } from '@org/contracts';
import { ConfirmDialog, useToast } from '@org/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../data/useApiMutation';
import type { TranslatedText } from '../i18n/translatedText';

/** A feature's text: its namespace and the prefix of its status words ('clinics'). */
export interface RecordStatusWords {
  ns: NonNullable<TranslatedText['ns']>;
  prefix: string;
}

interface RecordStatusDialogProps {
  /** The record as the words name it ({{name}}). */
  name: string;
  /** Its status now: an active record is offered deactivation, an inactive one activation. */
  status: RecordStatus;
  /**
   * Where the words are, each `<prefix>.<key>` in `ns`: `deactivateTitle` / `activateTitle`,
   * `deactivateMessage` / `activateMessage`, `deactivate` / `activate` (the button),
   * `deactivated` / `activated` (the success toast) and `statusFailed` (the failure toast).
   */
  words: RecordStatusWords;
  /** Said instead of `<prefix>.deactivateMessage` / `activateMessage` (a clinic's impact). */
  message?: string;
  /** The change, with the status the record gets: the feature's endpoint function. */
  setStatus: (status: RecordStatus) => Promise<unknown>;
  /** What the change makes out of date (`queryKeys`): the feature's list. */
  invalidates: readonly QueryKey[];
  onClose: () => void;
}

/**
 * docs/product.md §4 and §13.1: a record (clinic, staff user, program) is deactivated, never
 * deleted, and both ways ask first; deactivating is the danger one. Confirmed, the dialog closes
 * and the change runs through the mutation helper, which says how it went in a toast.
 */
export function RecordStatusDialog({
  name,
  status,
  words: { ns, prefix },
  message,
  setStatus,
  invalidates,
  onClose,
}: RecordStatusDialogProps) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const deactivating = status === 'ACTIVE';
  const way = deactivating ? 'deactivate' : 'activate';

  const change = useApiMutation({
    mutationFn: () => setStatus(deactivating ? 'INACTIVE' : 'ACTIVE'),
    invalidates,
    successText: { key: `${prefix}.${way}d`, ns, values: { name } },
    errorText: { key: `${prefix}.statusFailed`, ns },
    toast,
  });

  return (
    <ConfirmDialog
      open
      tone={deactivating ? 'danger' : undefined}
      title={t(`${prefix}.${way}Title`, { name })}
      message={message ?? t(`${prefix}.${way}Message`, { name })}
      confirmText={t(`${prefix}.${way}`)}
      onResolve={(confirmed) => {
        onClose();
        if (confirmed) void change.mutate();
      }}
    />
  );
}
