import { ConfirmDialog, useToast } from '@org/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../data/useApiMutation';
import type { TranslatedText } from '../i18n/translatedText';
import { withUserText } from '../i18n/userText';

/** A feature's text: its namespace and the prefix of its status words ('clinics'). */
export interface RecordStatusWords {
  ns: NonNullable<TranslatedText['ns']>;
  prefix: string;
}

/** A record's two statuses: `on` (in use, seen by staff) and `off`, in the api's words. */
export interface RecordStatusPair<Status extends string> {
  on: Status;
  off: Status;
}

/** Clinics, staff users, programs. */
export const ACTIVE_OR_INACTIVE = { on: 'ACTIVE', off: 'INACTIVE' } as const;
/** Training modules and knowledge checks: a draft is what staff do not see. */
export const PUBLISHED_OR_DRAFT = { on: 'PUBLISHED', off: 'DRAFT' } as const;

interface RecordStatusDialogProps<Status extends string> {
  /** The record as the words name it ({{name}}). */
  name: string;
  /** Its status now: a record that is on is offered deactivation, one that is off activation. */
  status: Status;
  /** Which of its statuses is on and which off (the words say activate and deactivate). */
  statuses: RecordStatusPair<Status>;
  /**
   * Where the words are, each `<prefix>.<key>` in `ns`: `deactivateTitle` / `activateTitle`,
   * `deactivateMessage` / `activateMessage`, `deactivate` / `activate` (the button),
   * `deactivated` / `activated` (the success toast) and `statusFailed` (the failure toast).
   */
  words: RecordStatusWords;
  /** Said instead of `<prefix>.deactivateMessage` / `activateMessage` (a clinic's impact). */
  message?: string;
  /** The change, with the status the record gets: the feature's endpoint function. */
  setStatus: (status: Status) => Promise<unknown>;
  /** What the change makes out of date (`queryKeys`): the feature's list. */
  invalidates: readonly QueryKey[];
  onClose: () => void;
}

/**
 * docs/product.md §4 and §13.1: a record (clinic, staff user, program) is deactivated, never
 * deleted, and both ways ask first; deactivating is the danger one. Unpublishing a training
 * module, a knowledge check or a document is its deactivation: staff no longer see it. Confirmed, the dialog closes
 * and the change runs through the mutation helper, which says how it went in a toast.
 */
export function RecordStatusDialog<Status extends string>({
  name,
  status,
  statuses,
  words: { ns, prefix },
  message,
  setStatus,
  invalidates,
  onClose,
}: RecordStatusDialogProps<Status>) {
  const { t } = useTranslation(ns);
  const toast = useToast();
  const deactivating = status === statuses.on;
  const way = deactivating ? 'deactivate' : 'activate';

  const change = useApiMutation({
    mutationFn: () => setStatus(deactivating ? statuses.off : statuses.on),
    invalidates,
    successText: { key: `${prefix}.${way}d`, ns, values: { name } },
    errorText: { key: `${prefix}.statusFailed`, ns },
    toast,
  });

  return (
    <ConfirmDialog
      open
      tone={deactivating ? 'danger' : undefined}
      title={withUserText(t, `${prefix}.${way}Title`, { name })}
      message={message ?? withUserText(t, `${prefix}.${way}Message`, { name })}
      confirmText={t(`${prefix}.${way}`)}
      onResolve={(confirmed) => {
        onClose();
        if (confirmed) void change.mutate();
      }}
    />
  );
}
