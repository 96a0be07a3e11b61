import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '@org/api-client';
import type { CsvDownload, CsvUploadOptions } from '@org/api-client';
import {
  clinicCsvColumns,
  importMessages,
  type ImportResult,
  type ImportRowError,
} from '@org/contracts';
import { ToastProvider } from '@org/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDownload } from '../data/saveDownload';
import { DesignSystemText } from '../DesignSystemText';
import { i18n, loadScreenText } from '../i18n/i18n';
import { queryClient } from '../session/queryClient';
import { ImportDialog, IMPORT_ERRORS_SHOWN, type ImportDialogProps } from './ImportDialog';
import { IMPORTS_NAMESPACE } from './importsNamespace';
import en from './locales/en.json';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';

vi.mock('../data/saveDownload', () => ({ saveDownload: vi.fn() }));

/** A call that stays under way until the test lets it end. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

type Upload = (file: File, options: CsvUploadOptions) => Promise<ImportResult>;

const CLINICS_KEY = ['clinics'] as const;
const csvFile = () => new File(['name,type\r\nA,CLINIC\r\n'], 'clinics.csv', { type: 'text/csv' });

const importInvalid = (errors: ImportRowError[]) =>
  new ApiError(importMessages.invalid, 422, 'IMPORT_INVALID', false, [], errors);

function Harness(props: Partial<ImportDialogProps> & { upload: Upload }) {
  const [open, setOpen] = useState(true);
  return (
    <DesignSystemText>
      <ToastProvider>
        <button type="button" onClick={() => setOpen(true)}>
          Upload clinics
        </button>
        <ImportDialog
          open={open}
          onOpenChange={setOpen}
          title="Upload clinics"
          importLabel={(count) => `Import ${count} clinics`}
          errorReport={() => Promise.reject(new Error('not in this test'))}
          fields={clinicCsvColumns}
          invalidates={[CLINICS_KEY]}
          {...props}
        />
      </ToastProvider>
    </DesignSystemText>
  );
}

const renderDialog = (props: Partial<ImportDialogProps> & { upload: Upload }) => {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
};

const chooseFile = async (user: ReturnType<typeof userEvent.setup>, file = csvFile()) => {
  await user.upload(screen.getByLabelText('CSV or Excel file'), file);
  return file;
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadScreenText(IMPORTS_NAMESPACE);
  queryClient.clear();
  vi.mocked(saveDownload).mockClear();
});

describe('the import dialog', () => {
  it('checks a chosen file at once, then imports it: toast, list fetched again, closed', async () => {
    const dryRun = deferred<ImportResult>();
    const upload = vi.fn<Upload>((_file, options) => {
      options.onProgress?.(0.5);
      return options.dryRun ? dryRun.promise : Promise.resolve({ created: 12 });
    });
    queryClient.setQueryData(CLINICS_KEY, []);
    const user = renderDialog({ upload });

    expect(
      screen.getByText(
        'A CSV file or an Excel workbook (.xlsx: its first sheet, or the one you pick) of up to 5 MB and 10,000 rows.',
      ),
    ).toBeInTheDocument();
    const file = await chooseFile(user);
    expect(upload).toHaveBeenLastCalledWith(file, expect.objectContaining({ dryRun: true }));
    expect(screen.getByRole('progressbar', { name: 'Upload of clinics.csv' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading clinics.csv…');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await act(async () => dryRun.resolve({ valid: 12 }));
    expect(screen.getByRole('status')).toHaveTextContent('12 rows are ready to import.');
    const importButton = screen.getByRole('button', { name: 'Import 12 clinics' });
    await waitFor(() => expect(importButton).toHaveFocus());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Rows imported: 12.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![1].dryRun).toBeFalsy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(CLINICS_KEY)?.isInvalidated).toBe(true);
  });

  it('says the caller’s success text for the count, and one row in the singular', async () => {
    const upload = vi.fn<Upload>((_file, options) =>
      Promise.resolve(options.dryRun ? { valid: 1 } : { created: 1 }),
    );
    const successText = vi.fn((count: number) => ({
      key: 'imports.imported',
      ns: 'imports' as const,
      values: { count: count * 100 },
    }));
    const user = renderDialog({ upload, successText });
    await chooseFile(user);
    expect(await screen.findByText('1 row is ready to import.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 clinics' }));
    expect(await screen.findByText('Rows imported: 100.')).toBeInTheDocument();
    expect(successText).toHaveBeenCalledWith(1);
  });

  it('lists the problems of a refused file, translated, and downloads the error report', async () => {
    const errors: ImportRowError[] = [
      { line: 3, column: 'email', message: 'Invalid email' },
      { line: 4, column: 'name', message: importMessages.clinicExists },
      // A line number is a place, not a quantity: "1500", never "1,500".
      { line: 1500, column: null, message: 'Some message nobody translated' },
    ];
    const upload = vi.fn<Upload>(() => Promise.reject(importInvalid(errors)));
    const report: CsvDownload = { blob: new Blob(['line']), fileName: 'clinics-error-report.csv' };
    const errorReport = vi.fn(() => Promise.resolve(report));
    const user = renderDialog({ upload, errorReport });
    const file = await chooseFile(user);

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText(importMessages.invalid)).toHaveAttribute('role', 'status');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '3emailInvalid email',
      `4name${importMessages.clinicExists}`,
      '1500—Some message nobody translated',
    ]);
    const reportButton = screen.getByRole('button', { name: 'Download error report' });
    // Focus moves in an effect after the table shows: a busy machine may take a moment.
    await waitFor(() => expect(reportButton).toHaveFocus());
    await expectNoAxeViolations();

    await user.click(reportButton);
    expect(errorReport).toHaveBeenCalledWith(file, { columns: undefined });
    await waitFor(() => expect(saveDownload).toHaveBeenCalledWith(report));
    await waitFor(() => expect(reportButton).toHaveFocus());

    // In French, the schema's message and the import's own come from their catalogues.
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.getByText('Une clinique portant ce nom existe déjà dans ce pays.')).toBeVisible();
    expect(
      screen.getByText('Le fichier contient des erreurs. Rien n’a été importé.'),
    ).toHaveAttribute('role', 'status');

    // Another file: back to the file choice, which has the focus.
    await user.click(screen.getByRole('button', { name: 'Choisir un autre fichier' }));
    await waitFor(() => expect(screen.getByLabelText('Fichier CSV ou Excel')).toHaveFocus());
  });

  it('shows the first 100 problems and says how many there are in all', async () => {
    const errors = Array.from({ length: 250 }, (_, index) => ({
      line: index + 2,
      column: 'type',
      message: 'Invalid clinic type',
    }));
    const user = renderDialog({ upload: () => Promise.reject(importInvalid(errors)) });
    await chooseFile(user);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + IMPORT_ERRORS_SHOWN);
    expect(
      screen.getByText('Showing the first 100 of 250 problems. The error report lists them all.'),
    ).toBeInTheDocument();
  });

  it('says why a file was not taken: too large, or not sent at all', async () => {
    const tooLarge = new ApiError(
      importMessages.fileTooLarge,
      413,
      'IMPORT_INVALID',
      false,
      [],
      [{ line: 1, column: null, message: importMessages.fileTooLarge }],
    );
    const upload = vi.fn<Upload>(() => Promise.reject(tooLarge));
    const user = renderDialog({ upload });
    await chooseFile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('CSV or Excel file')).toHaveFocus());

    upload.mockRejectedValueOnce(
      new ApiError(NETWORK_ERROR_MESSAGE, null, NETWORK_ERROR_CODE, true),
    );
    await chooseFile(user, new File(['x'], 'other.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The file could not be sent. Check your connection and try again.',
      ),
    );
  });

  it('says a failed import once, in the dialog, and keeps the checked file', async () => {
    const upload = vi.fn<Upload>((_file, options) =>
      options.dryRun
        ? Promise.resolve({ valid: 12 })
        : Promise.reject(new ApiError('Internal Server Error', 500, null, false)),
    );
    const user = renderDialog({ upload });
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 12 clinics' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getAllByText('An error occurred')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Import 12 clinics' })).toBeVisible();
  });

  it('aborts the upload under way when it is closed, and starts afresh when opened again', async () => {
    let signal: AbortSignal | undefined;
    const upload = vi.fn<Upload>((_file, options) => {
      signal = options.signal;
      return new Promise<ImportResult>(() => undefined);
    });
    const user = renderDialog({ upload });
    await chooseFile(user);
    expect(signal?.aborted).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signal?.aborted).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Upload clinics' }));
    expect(await screen.findByLabelText('CSV or Excel file')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels the import under way, back to the file it had checked', async () => {
    const signals: AbortSignal[] = [];
    const upload = vi.fn<Upload>((_file, options) => {
      signals.push(options.signal!);
      return options.dryRun
        ? Promise.resolve({ valid: 3 })
        : new Promise<ImportResult>(() => undefined);
    });
    const user = renderDialog({ upload });
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Import 3 clinics' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading clinics.csv…');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(signals[1]?.aborted).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Import 3 clinics' })).toHaveFocus(),
    );
  });

  it('shows each column of the file beside the field it fills, and every value it changes', async () => {
    const upload = vi.fn<Upload>(() =>
      Promise.resolve({
        valid: 2,
        columns: [
          { column: 'Phone Number', field: 'phoneNumber' },
          { column: 'Country Code', field: 'countryCode' },
          { column: 'Region', field: null },
        ],
        changes: [
          { line: 2, field: 'phoneNumber', from: '(11) 3456-7890', to: '+55 11 3456 7890' },
          { line: 2, field: 'countryCode', from: 'Brasil', to: 'BR' },
        ],
        changeCount: 3,
      }),
    );
    const user = renderDialog({ upload });
    await chooseFile(user);
    const mapping = await screen.findByRole('group', {
      name: 'How the columns of clinics.csv are read',
    });
    expect(
      within(mapping)
        .getAllByRole('combobox')
        .map((select) => [
          (select as HTMLSelectElement).labels?.[0]?.textContent,
          (select as HTMLSelectElement).selectedOptions[0]?.textContent,
        ]),
    ).toEqual([
      ['Phone Number', 'phoneNumber'],
      ['Country Code', 'countryCode'],
      ['Region', 'Ignored: not imported'],
    ]);
    const changes = screen.getByRole('table', {
      name: 'Values written differently from clinics.csv',
    });
    expect(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2', 'phoneNumber', '(11) 3456-7890', '+55 11 3456 7890'],
      ['2', 'countryCode', 'Brasil', 'BR'],
    ]);
    expect(screen.getByText('Showing the first 2 of 3 changed values.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 clinics' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('checks the file again as the person chooses a heading’s field, and imports it so', async () => {
    const missingType = new ApiError(
      importMessages.invalid,
      422,
      'IMPORT_INVALID',
      false,
      [],
      [
        {
          line: 1,
          column: 'type',
          message: importMessages.columnMissingNamed,
          values: { column: 'type' },
        },
      ],
      null,
      {
        code: 'IMPORT_INVALID',
        columns: [
          { column: 'Unidade', field: 'name' },
          { column: 'Categoria', field: null },
        ],
      },
    );
    const upload = vi.fn<Upload>((_file, options) =>
      options.columns
        ? Promise.resolve(
            options.dryRun ? { valid: 1, columns: [...options.columns] } : { created: 1 },
          )
        : Promise.reject(missingType),
    );
    const user = renderDialog({ upload });
    await chooseFile(user);
    const kind = await screen.findByRole('combobox', { name: 'Categoria' });
    await user.selectOptions(kind, 'type');
    const chosen = [
      { column: 'Unidade', field: 'name' },
      { column: 'Categoria', field: 'type' },
    ];
    await waitFor(() =>
      expect(upload).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ dryRun: true, columns: chosen }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Import 1 clinics' }));
    await waitFor(() =>
      expect(upload).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ columns: chosen }),
      ),
    );
    expect(upload.mock.lastCall?.[1].dryRun).toBeUndefined();
  });

  it('offers a workbook’s tabs when the first holds no list, and imports the one picked', async () => {
    const workbookFile = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'clinicas.xlsx');
    const tabs = (sheet: string) => ({ sheets: ['Notas', 'Clínicas'], sheet });
    const noList = new ApiError(
      importMessages.invalid,
      422,
      'IMPORT_INVALID',
      false,
      [],
      [
        {
          line: 1,
          column: 'name',
          message: importMessages.columnMissingNamed,
          values: { column: 'name' },
        },
      ],
      null,
      {
        code: 'IMPORT_INVALID',
        columns: [{ column: 'Lista exportada', field: null }],
        workbook: tabs('Notas'),
      },
    );
    const upload = vi.fn<Upload>((_file, options) => {
      if (options.sheet !== 'Clínicas') return Promise.reject(noList);
      return Promise.resolve(
        options.dryRun
          ? { valid: 2, columns: [{ column: 'name', field: 'name' }], workbook: tabs('Clínicas') }
          : { created: 2 },
      );
    });
    const errorReport = vi.fn(() =>
      Promise.resolve({ blob: new Blob(['line']), fileName: 'e.csv' }),
    );
    const user = renderDialog({ upload, errorReport });
    await chooseFile(user, workbookFile);
    const sheet = await screen.findByRole('combobox', { name: 'Sheet to import' });
    expect((sheet as HTMLSelectElement).value).toBe('Notas');
    // Each tab's name keeps its own direction (isolated) in the reader's language.
    expect(
      within(sheet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['\u2068Notas\u2069', '\u2068Clínicas\u2069']);
    expect(sheet).toHaveAccessibleDescription(
      'Pick the sheet that holds the list. The file is checked again at once.',
    );
    // The error report reads the tab that was read.
    await user.click(screen.getByRole('button', { name: /error report/i }));
    await waitFor(() =>
      expect(errorReport).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ sheet: undefined }),
      ),
    );
    await expectNoAxeViolations();

    await user.selectOptions(sheet, 'Clínicas');
    // Another tab is another header: its columns are read afresh, not as chosen for the first.
    await waitFor(() =>
      expect(upload).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ dryRun: true, sheet: 'Clínicas', columns: undefined }),
      ),
    );
    expect(await screen.findByRole('combobox', { name: 'Sheet to import' })).toHaveValue(
      'Clínicas',
    );
    await user.click(await screen.findByRole('button', { name: 'Import 2 clinics' }));
    await waitFor(() =>
      expect(upload).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ sheet: 'Clínicas' }),
      ),
    );
    expect(upload.mock.lastCall?.[1].dryRun).toBeUndefined();
  });

  it('offers no tab choice for a workbook of one tab, nor for a CSV file', async () => {
    const upload = vi.fn<Upload>((file) =>
      Promise.resolve({
        valid: 1,
        columns: [{ column: 'name', field: 'name' }],
        ...(file.name.endsWith('.xlsx')
          ? { workbook: { sheets: ['Clínicas'], sheet: 'Clínicas' } }
          : {}),
      }),
    );
    const user = renderDialog({ upload });
    await chooseFile(user, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'uma.xlsx'));
    await screen.findByRole('button', { name: 'Import 1 clinics' });
    expect(screen.queryByRole('combobox', { name: 'Sheet to import' })).toBeNull();
  });

  it('names a tab the workbook does not have in its own direction, inside the sentence', async () => {
    const upload = vi.fn<Upload>(() =>
      Promise.reject(
        importInvalid([
          {
            line: 1,
            column: null,
            message: importMessages.sheetMissing,
            values: { sheet: 'العيادات' },
          },
        ]),
      ),
    );
    const user = renderDialog({ upload });
    await chooseFile(user);
    const name = await screen.findByText('العيادات', { selector: 'bdi' });
    expect(name.parentElement).toHaveTextContent(
      'This workbook has no sheet named "العيادات". Choose one of its sheets.',
    );
  });

  it('says a problem with its values: the earlier line, the example number', async () => {
    const upload = vi.fn<Upload>(() =>
      Promise.reject(
        importInvalid([
          { line: 5, column: 'email', message: importMessages.emailRepeated, values: { line: 3 } },
          {
            line: 6,
            column: 'phoneNumber',
            message: importMessages.phoneUnreadableFor,
            values: { local: '(11) 96123-4567', international: '+55 11 96123 4567' },
          },
        ]),
      ),
    );
    const user = renderDialog({ upload });
    await chooseFile(user);
    expect(await screen.findByText('Same e-mail as line 3.')).toBeInTheDocument();
    // The examples keep their own direction: each in a <bdi> of the sentence.
    const example = screen.getByText('(11) 96123-4567', { selector: 'bdi' });
    expect(example.parentElement).toHaveTextContent(
      'This phone number cannot be read. Write it as (11) 96123-4567 or +55 11 96123 4567.',
    );
  });

  it('has a translation of every import message of the api', () => {
    for (const message of Object.values(importMessages)) {
      expect(en, message).toHaveProperty([message], message);
    }
  });
});
