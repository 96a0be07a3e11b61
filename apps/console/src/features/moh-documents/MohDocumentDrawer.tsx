import { createMohDocument, updateMohDocument } from '@org/api-client';
import {
  MOH_DOCUMENT_FILE_FIELD,
  MOH_DOCUMENT_MAX_BYTES,
  mohDocumentMessages,
  type MohDocument,
  type MohDocumentRequest,
} from '@org/contracts';
import {
  LONG_TEXT_MAX_LENGTH,
  mohDocumentFormSchema,
  type MohDocumentFormValues,
} from '@org/forms';
import {
  DayFormField,
  FileFormField,
  SelectFormField,
  TextareaFormField,
  TextFormField,
} from '@org/forms/react';
import { dayText } from '@org/ui';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { useLanguageOptions } from '../../app/i18n/languageName';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { MOH_DOCUMENTS_NAMESPACE } from './mohDocumentsNamespace';

/** What the drawer is for: a new document, or the one being edited. */
export type MohDocumentDrawerTarget = { document: null } | { document: MohDocument };

const ns = MOH_DOCUMENTS_NAMESPACE;
const apiMessageNamespaces = [MOH_DOCUMENTS_NAMESPACE] as const;

interface MohDocumentDrawerProps {
  target: MohDocumentDrawerTarget;
  onClose: () => void;
}

/** Today in the reader's own calendar, `YYYY-MM-DD` (the date field's default). */
const today = () => dayText(new Date());

/**
 * docs/product.md §13.7: a document's metadata, checked with `mohDocumentSchema` here and again by
 * the api, and its PDF (required for a new document; optional when editing, replacing the file).
 * The drop zone checks type and size first; the api checks the bytes and says why under the field.
 */
export function MohDocumentDrawer({ target, onClose }: MohDocumentDrawerProps) {
  const { t, i18n } = useTranslation(ns);
  const editing = target.document;
  const languageOptions = useLanguageOptions(i18n.language);

  const { form, drawer, save } = useRecordForm(mohDocumentFormSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      language: editing?.language ?? '',
      publishedAt: editing?.publishedAt ?? today(),
      [MOH_DOCUMENT_FILE_FIELD]: [],
    } as MohDocumentFormValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: ({ file: [file], ...values }: MohDocumentFormValues) => {
      const body = values as MohDocumentRequest;
      if (editing) return updateMohDocument(apiClient, editing.id, body, file ?? null);
      // `fileMissing` lets a new document through only with its PDF.
      return createMohDocument(apiClient, body, file as File);
    },
    invalidates: [queryKeys.mohDocuments()],
    onSuccess: () => onClose(),
    successText: editing ? { key: 'documents.updated', ns } : { key: 'documents.created', ns },
    errorText: editing
      ? { key: 'documents.updateFailed', ns }
      : { key: 'documents.createFailed', ns },
  });

  /**
   * A new document needs its PDF: said under the drop zone with the other fields' messages, in this
   * screen's words (the schema's messages are @org/forms' own, and it has none for the file).
   */
  const fileMissing = () => {
    if (editing || form.getValues(MOH_DOCUMENT_FILE_FIELD).length > 0) return false;
    form.setError(MOH_DOCUMENT_FILE_FIELD, {
      type: 'required',
      message: t(mohDocumentMessages.fileRequired),
    });
    return true;
  };

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={editing ? t('documents.editTitle', { name: editing.title }) : t('documents.newTitle')}
      submitText={editing ? t('documents.save') : t('documents.create')}
      {...drawer}
      onSubmit={(event) =>
        void form.handleSubmit(
          (values) => (fileMissing() ? undefined : save.mutate(values)),
          fileMissing,
        )(event)
      }
    >
      <TextFormField
        control={form.control}
        name="title"
        label={t('documents.fieldTitle')}
        autoComplete="off"
      />
      <TextareaFormField
        control={form.control}
        name="description"
        label={t('documents.fieldDescription')}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
      <SelectFormField
        control={form.control}
        name="language"
        label={t('documents.fieldLanguage')}
        placeholder={t('documents.chooseLanguage')}
        options={languageOptions}
      />
      {/* The design system's date picker, as the audit log's dates (docs/product.md §9). */}
      <DayFormField
        control={form.control}
        name="publishedAt"
        maxDate={new Date()}
        label={t('documents.fieldPublishedAt')}
      />
      <FileFormField
        control={form.control}
        name={MOH_DOCUMENT_FILE_FIELD}
        label={editing ? t('documents.fieldReplaceFile') : t('documents.fieldFile')}
        accept="application/pdf,.pdf"
        maxSizeBytes={MOH_DOCUMENT_MAX_BYTES}
        hint={
          editing
            ? t('documents.replaceFileHint', { name: editing.fileName })
            : t('documents.fileHint')
        }
        // The drop zone lists a refused file's reason itself: an earlier message goes.
        onReject={() => form.clearErrors(MOH_DOCUMENT_FILE_FIELD)}
        required={!editing}
      />
    </RecordDrawer>
  );
}
