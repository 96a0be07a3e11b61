import { createMohDocument, updateMohDocument } from '@org/api-client';
import {
  MOH_DOCUMENT_FILE_FIELD,
  MOH_DOCUMENT_MAX_BYTES,
  mohDocumentMessages,
  supportedLocales,
  type MohDocument,
  type MohDocumentRequest,
} from '@org/contracts';
import { LONG_TEXT_MAX_LENGTH, mohDocumentSchema, type MohDocumentValues } from '@org/forms';
import { SelectFormField, TextareaFormField, TextFormField } from '@org/forms/react';
import { FileDropzone } from '@org/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { languageNamer } from './languageName';
import { MOH_DOCUMENTS_NAMESPACE } from './mohDocumentsNamespace';

/** What the drawer is for: a new document, or the one being edited. */
export type MohDocumentDrawerTarget = { document: null } | { document: MohDocument };

const ns = MOH_DOCUMENTS_NAMESPACE;
const apiMessageNamespaces = [MOH_DOCUMENTS_NAMESPACE] as const;

interface MohDocumentDrawerProps {
  target: MohDocumentDrawerTarget;
  onClose: () => void;
}

/** Today in the reader's own calendar, `YYYY-MM-DD` (the date field's default and its maximum). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * docs/product.md §13.7: a document's metadata, checked with `mohDocumentSchema` here and again by
 * the api, and its PDF (required for a new document; optional when editing, replacing the file).
 * The drop zone checks type and size first; the api checks the bytes and says why under the field.
 */
export function MohDocumentDrawer({ target, onClose }: MohDocumentDrawerProps) {
  const { t, i18n } = useTranslation(ns);
  const editing = target.document;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const languageOptions = useMemo(() => {
    const name = languageNamer(i18n.language);
    return supportedLocales.map((code) => ({ value: code, label: name(code) }));
  }, [i18n.language]);

  const { form, drawer, submit } = useRecordForm(mohDocumentSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      language: editing?.language ?? '',
      publishedAt: editing?.publishedAt ?? today(),
    } as MohDocumentValues,
    apiMessages: apiMessageNamespaces,
    variables: (values) => ({ values, file: files[0] ?? null }),
    mutationFn: ({ values, file }: { values: MohDocumentValues; file: File | null }) => {
      const body = values as MohDocumentRequest;
      return editing
        ? updateMohDocument(apiClient, editing.id, body, file)
        : createMohDocument(apiClient, body, file!);
    },
    invalidates: [queryKeys.mohDocuments()],
    onSuccess: () => onClose(),
    successText: editing ? { key: 'documents.updated', ns } : { key: 'documents.created', ns },
    errorText: editing
      ? { key: 'documents.updateFailed', ns }
      : { key: 'documents.createFailed', ns },
  });

  // The api's refusal of the file (not a PDF, too large) comes back on `file`.
  const serverFileError = (form.formState.errors as Record<string, { message?: string }>)[
    MOH_DOCUMENT_FILE_FIELD
  ]?.message;

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={editing ? t('documents.editTitle', { name: editing.title }) : t('documents.newTitle')}
      submitText={editing ? t('documents.save') : t('documents.create')}
      {...drawer}
      dirty={drawer.dirty || files.length > 0}
      onSubmit={(event) => {
        if (!editing && files.length === 0) {
          event.preventDefault();
          setFileError(t(mohDocumentMessages.fileRequired));
          void form.trigger();
          return;
        }
        void submit()(event);
      }}
    >
      <TextFormField
        control={form.control}
        name="title"
        label={t('documents.fieldTitle')}
        autoComplete="off"
        required
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
        required
      />
      <TextFormField
        control={form.control}
        name="publishedAt"
        type="date"
        max={today()}
        label={t('documents.fieldPublishedAt')}
        required
      />
      <FileDropzone
        label={editing ? t('documents.fieldReplaceFile') : t('documents.fieldFile')}
        name={MOH_DOCUMENT_FILE_FIELD}
        accept="application/pdf,.pdf"
        maxSizeBytes={MOH_DOCUMENT_MAX_BYTES}
        hint={
          editing
            ? t('documents.replaceFileHint', { name: editing.fileName })
            : t('documents.fileHint')
        }
        value={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setFileError(null);
          form.clearErrors(MOH_DOCUMENT_FILE_FIELD as never);
        }}
        onReject={() => {
          setFileError(null);
          form.clearErrors(MOH_DOCUMENT_FILE_FIELD as never);
        }}
        error={fileError ?? serverFileError ?? undefined}
        required={!editing}
      />
    </RecordDrawer>
  );
}
