import {
  ApiError,
  type CsvDownload,
  type CsvUploadOptions,
  type ErrorReportOptions,
} from '@org/api-client';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importMessages,
  type ImportColumnMapping,
  type ImportInvalidBody,
  type ImportWorkbookSheets,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
  type ImportValueChange,
} from '@org/contracts';
import {
  Button,
  Dialog,
  FileDropzone,
  formatFileSize,
  Inline,
  Select,
  Stack,
  Table,
  useToast,
  type TableColumn,
} from '@org/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../data/saveDownload';
import { useApiMutation } from '../data/useApiMutation';
import { loadPackageNamespaces } from '../i18n/i18n';
import type { TranslatedText } from '../i18n/translatedText';
import { useTranslatedText } from '../i18n/useTranslatedText';
import { isolated, withUserText } from '../i18n/userText';
import { apiFailureText } from '../session/apiFailureText';
import { markFailureShown } from '../session/shownFailures';
import { loadedQueryClient } from '../session/queryClientRegistry';
import * as styles from './importDialog.css';
import { IMPORTS_NAMESPACE } from './importsNamespace';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's title, translated by the caller (e.g. 'Upload clinics'). */
  title: string;
  /** The import button's text for the rows of a good dry run (e.g. 'Import 12 clinics'). */
  importLabel(count: number): string;
  /**
   * The success toast after the real import: a text (given `count`, the rows written, as a number
   * among its values), or the text for a count, so the caller can pick its plural forms.
   * 'Rows imported: N.' by default.
   */
  successText?: TranslatedText | ((count: number) => TranslatedText);
  /** The import endpoint (e.g. `importClinics(apiClient, file, options)`): dry run, then import. */
  upload(file: File, options: CsvUploadOptions): Promise<ImportResult>;
  /** The import's error report (e.g. `clinicImportErrorReport(apiClient, file, options)`). */
  errorReport(file: File, options: ErrorReportOptions): Promise<CsvDownload>;
  /** The import's fields, as its template's header names them: what a heading may be read as. */
  fields: readonly string[];
  /** Query keys (or prefixes) a successful import makes out of date. */
  invalidates: readonly QueryKey[];
}

const successTextFor = (
  text: NonNullable<ImportDialogProps['successText']>,
  count: number,
): TranslatedText =>
  typeof text === 'function' ? text(count) : { ...text, values: { ...text.values, count } };

/** The error table shows this many problems; the error report has them all. */
export const IMPORT_ERRORS_SHOWN = 100;

const DEFAULT_SUCCESS_TEXT: TranslatedText = { key: 'imports.imported', ns: 'imports' };

const NO_FILES: File[] = [];

/**
 * The file types the dropzone takes: CSV (Windows may call a CSV anything: the extension counts)
 * and Excel workbooks.
 */
const LIST_FILE_ACCEPT =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step =
  | { kind: 'choose' }
  | { kind: 'checking'; file: File; sent: number }
  | { kind: 'ready'; file: File; count: number; preview: ImportPreview | null }
  | {
      kind: 'importing';
      file: File;
      count: number;
      preview: ImportPreview | null;
      sent: number;
    }
  | {
      kind: 'invalid';
      file: File;
      errors: readonly ImportRowError[];
      /** How the header was read, when it could be: the person may choose otherwise. */
      columns: readonly ImportColumnMapping[];
      /** A workbook's tabs and the one read: the person may pick another. */
      workbook: ImportWorkbookSheets | undefined;
    };

/** The run under way (a dry run, or the import, which writes), so that closing can abort it. */
interface Run {
  controller: AbortController;
  writes: boolean;
}

const IMPORT_MESSAGES: ReadonlySet<string> = new Set(Object.values(importMessages));

/** The import's own messages (@org/contracts' `importMessages`) are keys of the imports text. */
export const isImportMessage = (message: string): boolean => IMPORT_MESSAGES.has(message);

/**
 * What a failed upload says: an import message (413 too large, 400 no file, 409 a name taken)
 * from the imports text, else the app's words for the failure; a failure the app already shows
 * elsewhere (the network-error dialog) still says here that the file was not sent.
 */
export function importFailureText(error: unknown): TranslatedText {
  if (error instanceof ApiError && isImportMessage(error.message)) {
    return { key: error.message, ns: 'imports' };
  }
  return apiFailureText(error) ?? { key: 'imports.uploadFailed', ns: 'imports' };
}

/** How a refused file was read (a 422 says it as far as the file could be read). */
const readingOf = (
  error: unknown,
): { columns: readonly ImportColumnMapping[]; workbook: ImportWorkbookSheets | undefined } => {
  const body =
    error instanceof ApiError ? (error.body as ImportInvalidBody | undefined) : undefined;
  return {
    columns: Array.isArray(body?.columns) ? body.columns : [],
    workbook: Array.isArray(body?.workbook?.sheets) ? body.workbook : undefined,
  };
};

/** The problems of a 422 `IMPORT_INVALID`, each on its line; null for any other failure. */
const rowErrorsOf = (error: unknown): readonly ImportRowError[] | null =>
  error instanceof ApiError && error.status === 422 && error.rowErrors.length > 0
    ? error.rowErrors
    : null;

interface ProblemRow extends ImportRowError {
  id: string;
}

interface ChangeRow extends ImportValueChange {
  id: string;
}

/** What a dry run said of how it read the file: none from an api that says only the count. */
const previewOf = (result: ImportResult): ImportPreview | null =>
  'valid' in result && result.columns
    ? {
        columns: result.columns,
        workbook: result.workbook,
        changes: result.changes ?? [],
        changeCount: result.changeCount ?? result.changes?.length ?? 0,
      }
    : null;

function UploadProgress({ sent, label }: { sent: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, sent)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={styles.track}
    >
      <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

/**
 * A CSV import in a dialog, for any kind of record (docs/product.md §13.2): choosing a file runs a
 * dry run at once; a good file then offers the import (a success toast, what it changed fetched
 * again, the dialog closed); a file with problems lists them (the first 100) and offers the error
 * report. Closing or cancelling aborts the upload under way. The text is in the `imports`
 * namespace, which the screen that opens the dialog loads (`loadScreenText(IMPORTS_NAMESPACE)`).
 */
export function ImportDialog({
  open,
  onOpenChange,
  title,
  importLabel,
  successText = DEFAULT_SUCCESS_TEXT,
  upload,
  errorReport,
  fields,
  invalidates,
}: ImportDialogProps) {
  const { t, i18n } = useTranslation(IMPORTS_NAMESPACE);
  const translate = useTranslatedText();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failure, setFailure] = useState<TranslatedText | null>(null);
  const [downloading, setDownloading] = useState(false);
  const run = useRef<Run | null>(null);
  // How the person chose the file under way to be read (its columns, a workbook's tab): the
  // import and its report read it so too.
  const chosenColumns = useRef<readonly ImportColumnMapping[] | undefined>(undefined);
  const chosenSheet = useRef<string | undefined>(undefined);
  const reportFailure = useRef<unknown>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const importRef = useRef<HTMLButtonElement>(null);
  const reportRef = useRef<HTMLButtonElement>(null);

  // Every opening starts from the file choice.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep({ kind: 'choose' });
      setFailure(null);
    }
  }

  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const lineNumber = (value: number) =>
    new Intl.NumberFormat(i18n.language, { useGrouping: false }).format(value);

  /** Aborts the run under way; an import may have been written all the same: fetch again. */
  const abortRun = () => {
    const current = run.current;
    run.current = null;
    if (!current) return;
    current.controller.abort();
    if (current.writes) {
      const queryClient = loadedQueryClient();
      for (const queryKey of invalidates) void queryClient?.invalidateQueries({ queryKey });
    }
  };

  const startRun = (writes: boolean): AbortController => {
    abortRun();
    const controller = new AbortController();
    run.current = { controller, writes };
    return controller;
  };

  const endRun = (controller: AbortController) => {
    if (run.current?.controller === controller) run.current = null;
  };

  // Closed (by the dialog or by the caller) or gone: the upload under way stops.
  useEffect(() => {
    if (!open) return undefined;
    return () => abortRun();
    // Only opening and closing matter; abortRun reads refs (and `invalidates` as it was on opening).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Focus follows the step: the file choice, the cancel button while uploading, the import
  // button once the file is good, the error report once it is not.
  const focusedKind = useRef(step.kind);
  useEffect(() => {
    if (focusedKind.current === step.kind) return;
    focusedKind.current = step.kind;
    const target = {
      choose: inputRef,
      checking: cancelRef,
      ready: importRef,
      importing: cancelRef,
      invalid: reportRef,
    }[step.kind];
    target.current?.focus();
  }, [step.kind]);

  // A button busy with its action is disabled, which drops its focus: give it back afterwards.
  useEffect(() => {
    if (!downloading && document.activeElement === document.body) reportRef.current?.focus();
  }, [downloading]);

  /** A failed upload: its problems in the table, or its words above the step to go back to. */
  const showFailure = async (
    controller: AbortController,
    file: File,
    error: unknown,
    back: Step,
  ) => {
    markFailureShown(error);
    // Schema messages (forms) and the api-client's words come in their own catalogues.
    await loadPackageNamespaces().catch(() => undefined);
    if (controller.signal.aborted) return;
    const rowErrors = rowErrorsOf(error);
    if (rowErrors) {
      setStep({ kind: 'invalid', file, errors: rowErrors, ...readingOf(error) });
    } else {
      setFailure(importFailureText(error));
      setStep(back);
    }
  };

  const progressOf =
    (controller: AbortController, file: File) =>
    (sent: number): void => {
      if (controller.signal.aborted) return;
      setStep((current) =>
        (current.kind === 'checking' || current.kind === 'importing') && current.file === file
          ? { ...current, sent }
          : current,
      );
    };

  /**
   * Checks the file, read with `columns` and a workbook's `sheet` when the person chose how (else
   * as the api reads it).
   */
  const checkFile = async (
    file: File,
    columns?: readonly ImportColumnMapping[],
    sheet?: string,
  ) => {
    const controller = startRun(false);
    chosenColumns.current = columns;
    chosenSheet.current = sheet;
    setFailure(null);
    setStep({ kind: 'checking', file, sent: 0 });
    try {
      const result = await upload(file, {
        dryRun: true,
        onProgress: progressOf(controller, file),
        signal: controller.signal,
        columns,
        sheet,
      });
      if (controller.signal.aborted) return;
      const count = 'valid' in result ? result.valid : result.created;
      setStep({ kind: 'ready', file, count, preview: previewOf(result) });
    } catch (error) {
      if (!controller.signal.aborted)
        await showFailure(controller, file, error, { kind: 'choose' });
    } finally {
      endRun(controller);
    }
  };

  const close = () => {
    abortRun();
    onOpenChange(false);
  };

  const readyCount = step.kind === 'ready' || step.kind === 'importing' ? step.count : 0;
  const importFile = useApiMutation({
    mutationFn: ({ file, controller }: { file: File; controller: AbortController }) =>
      upload(file, {
        onProgress: progressOf(controller, file),
        signal: controller.signal,
        columns: chosenColumns.current,
        sheet: chosenSheet.current,
      }).catch((error: unknown) => {
        reportFailure.current = error;
        throw error;
      }),
    invalidates,
    successText: successTextFor(successText, readyCount),
    // A failure is said in the dialog, which stays open (`showFailure`): not again in a toast.
    toast: { success: (text) => toast.success(text) },
    onSuccess: (_result, { controller }) => {
      endRun(controller);
      close();
    },
  });

  const confirmImport = async () => {
    if (step.kind !== 'ready') return;
    const { file, count, preview } = step;
    const controller = startRun(true);
    reportFailure.current = null;
    setFailure(null);
    setStep({ kind: 'importing', file, count, preview, sent: 0 });
    const imported = await importFile.mutate({ file, controller });
    endRun(controller);
    if (imported || controller.signal.aborted) return;
    await showFailure(controller, file, reportFailure.current, {
      kind: 'ready',
      file,
      count,
      preview,
    });
  };

  /** Cancel while uploading: the upload stops, and the step before it comes back. */
  const cancelUpload = () => {
    abortRun();
    setStep((current) =>
      current.kind === 'importing'
        ? { kind: 'ready', file: current.file, count: current.count, preview: current.preview }
        : { kind: 'choose' },
    );
  };

  const chooseAnother = () => {
    abortRun();
    chosenColumns.current = undefined;
    chosenSheet.current = undefined;
    setFailure(null);
    setStep({ kind: 'choose' });
  };

  const downloadReport = async (file: File) => {
    if (downloading) return;
    setDownloading(true);
    setFailure(null);
    try {
      saveDownload(
        await errorReport(file, { columns: chosenColumns.current, sheet: chosenSheet.current }),
      );
    } catch (error) {
      markFailureShown(error);
      await loadPackageNamespaces().catch(() => undefined);
      setFailure(importFailureText(error));
    } finally {
      setDownloading(false);
    }
  };

  /**
   * A problem's message: an import message from the imports text (with its values, e.g. the
   * earlier line), else a schema message.
   */
  const problemText = ({ message, values }: ImportRowError) =>
    isImportMessage(message) ? withUserText(t, message, values ?? {}) : t(message, { ns: 'forms' });

  const problemColumns: TableColumn<ProblemRow>[] = [
    {
      key: 'line',
      header: t('imports.line'),
      // A line number is a place in the file, not a quantity: no grouping ("1500", not "1.500").
      cell: (row) => <span className={styles.lineCell}>{lineNumber(row.line)}</span>,
      width: '6rem',
    },
    { key: 'column', header: t('imports.column'), cell: (row) => row.column ?? '—' },
    { key: 'message', header: t('imports.problem'), cell: (row) => problemText(row) },
  ];

  const fieldOptions = [
    ...fields.map((field) => ({ value: field, label: field })),
    { value: '', label: t('imports.ignored') },
  ];
  /** The person chose another field for a heading: the file is checked again, read so. */
  const chooseField =
    (file: File, columns: readonly ImportColumnMapping[], heading: string) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      const field = event.target.value === '' ? null : event.target.value;
      void checkFile(
        file,
        columns.map((each) => (each.column === heading ? { column: heading, field } : each)),
        chosenSheet.current,
      );
    };
  /**
   * A workbook of several tabs: the tab read, which the person may change (the file is checked
   * again, its columns read afresh). A tab's name keeps its own direction (isolated).
   */
  const sheetChoice = (file: File, workbook: ImportWorkbookSheets | undefined) =>
    workbook && (workbook.sheets.length > 1 || workbook.sheet === '') ? (
      <Select
        label={t('imports.sheet')}
        hint={t('imports.sheetHint')}
        options={workbook.sheets.map((sheet) => ({ value: sheet, label: isolated(sheet) }))}
        placeholder={workbook.sheet === '' ? t('imports.sheetNone') : undefined}
        value={workbook.sheet}
        onChange={(event) => {
          if (event.target.value !== '') void checkFile(file, undefined, event.target.value);
        }}
      />
    ) : null;
  // The file's headings are the person's words: isolated, in their own direction.
  const columnChoices = (file: File, columns: readonly ImportColumnMapping[]) => (
    <fieldset className={styles.columnChoices}>
      <legend className={styles.columnChoicesLegend}>
        {t('imports.columnsCaption', { name: fileName })}
      </legend>
      <p className={styles.note}>{t('imports.columnsHint')}</p>
      <div className={styles.columnChoiceGrid}>
        {columns.map(({ column, field }) => (
          <Select
            key={column}
            label={<bdi>{column}</bdi>}
            options={fieldOptions}
            value={field ?? ''}
            onChange={chooseField(file, columns, column)}
          />
        ))}
      </div>
    </fieldset>
  );

  const changeColumns: TableColumn<ChangeRow>[] = [
    {
      key: 'line',
      header: t('imports.line'),
      cell: (row) => <span className={styles.lineCell}>{lineNumber(row.line)}</span>,
      width: '6rem',
    },
    {
      key: 'field',
      header: t('imports.column'),
      cell: (row) => <code>{row.field}</code>,
    },
    { key: 'from', header: t('imports.fromValue'), cell: (row) => <bdi>{row.from}</bdi> },
    { key: 'to', header: t('imports.toValue'), cell: (row) => <bdi>{row.to}</bdi> },
  ];

  const preview = step.kind === 'ready' || step.kind === 'importing' ? step.preview : null;

  const busy = step.kind === 'checking' || step.kind === 'importing';
  const fileName = step.kind === 'choose' ? '' : step.file.name;

  const statusText = (() => {
    switch (step.kind) {
      case 'choose':
        return '';
      case 'checking':
        return t(step.sent < 1 ? 'imports.uploading' : 'imports.checking', { name: fileName });
      case 'importing':
        return t(step.sent < 1 ? 'imports.uploading' : 'imports.importing', { name: fileName });
      case 'ready':
        return t('imports.ready', { count: step.count });
      case 'invalid':
        return t(importMessages.invalid);
    }
  })();

  const footer = (() => {
    switch (step.kind) {
      case 'choose':
        return (
          <Button variant="secondary" onClick={close}>
            {t('imports.cancel')}
          </Button>
        );
      case 'checking':
      case 'importing':
        return (
          <>
            <Button ref={cancelRef} variant="secondary" onClick={cancelUpload}>
              {t('imports.cancel')}
            </Button>
            {step.kind === 'importing' ? (
              <Button variant="primary" loading>
                {importLabel(step.count)}
              </Button>
            ) : null}
          </>
        );
      case 'ready':
        return (
          <>
            <Button variant="secondary" onClick={chooseAnother}>
              {t('imports.chooseAnother')}
            </Button>
            <Button ref={importRef} variant="primary" onClick={() => void confirmImport()}>
              {importLabel(step.count)}
            </Button>
          </>
        );
      case 'invalid': {
        const { file } = step;
        return (
          <>
            <Button variant="secondary" onClick={chooseAnother}>
              {t('imports.chooseAnother')}
            </Button>
            <Button
              ref={reportRef}
              variant="primary"
              loading={downloading}
              onClick={() => void downloadReport(file)}
            >
              {t('imports.downloadReport')}
            </Button>
          </>
        );
      }
    }
  })();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      size="lg"
      // A stray click beside the dialog must not abort an upload; Escape and × still close it.
      dismissible={!busy}
      initialFocusRef={inputRef}
      footer={<Inline justify="end">{footer}</Inline>}
    >
      <Stack space="medium">
        {step.kind === 'choose' ? (
          <FileDropzone
            ref={inputRef}
            label={t('imports.fileLabel')}
            hint={t('imports.fileHint', {
              size: formatFileSize(IMPORT_MAX_BYTES, i18n.language),
              rows: number(IMPORT_MAX_ROWS),
            })}
            accept={LIST_FILE_ACCEPT}
            maxSizeBytes={IMPORT_MAX_BYTES}
            value={NO_FILES}
            onChange={([file]) => {
              if (file) void checkFile(file);
            }}
          />
        ) : null}
        {busy ? (
          <UploadProgress sent={step.sent} label={t('imports.progress', { name: fileName })} />
        ) : null}
        <p role="status" className={step.kind === 'invalid' ? styles.headline : styles.status}>
          {statusText}
        </p>
        {failure ? (
          <p role="alert" className={styles.failure}>
            {translate(failure)}
          </p>
        ) : null}
        {preview && step.kind !== 'choose' ? (
          <>
            {sheetChoice(step.file, preview.workbook)}
            {columnChoices(step.file, preview.columns)}
            {preview.changes.length > 0 ? (
              <Table
                columns={changeColumns}
                rows={preview.changes.map((change, index) => ({ ...change, id: String(index) }))}
                getRowId={(row) => row.id}
                caption={t('imports.changesCaption', { name: fileName })}
              />
            ) : null}
            {preview.changeCount > preview.changes.length ? (
              <p className={styles.note}>
                {t('imports.moreChanges', {
                  shown: number(preview.changes.length),
                  total: number(preview.changeCount),
                })}
              </p>
            ) : null}
          </>
        ) : null}
        {step.kind === 'invalid' ? (
          <>
            {sheetChoice(step.file, step.workbook)}
            {step.columns.length > 0 ? columnChoices(step.file, step.columns) : null}
            <Table
              columns={problemColumns}
              rows={step.errors
                .slice(0, IMPORT_ERRORS_SHOWN)
                .map((error, index) => ({ ...error, id: String(index) }))}
              getRowId={(row) => row.id}
              caption={t('imports.problems', { name: fileName })}
              hideCaption
            />
            {step.errors.length > IMPORT_ERRORS_SHOWN ? (
              <p className={styles.note}>
                {t('imports.moreProblems', {
                  shown: number(IMPORT_ERRORS_SHOWN),
                  total: number(step.errors.length),
                })}
              </p>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
