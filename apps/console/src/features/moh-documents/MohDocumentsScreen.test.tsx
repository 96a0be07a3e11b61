import type * as ApiClientExports from '@org/api-client';
import {
  ApiError,
  createMohDocument,
  getMohDocumentFileAddress,
  listMohDocuments,
  updateMohDocument,
} from '@org/api-client';
import type { MohDocument, Role } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, openRowMenu, page, renderScreenAt } from '../../testing/signedInScreen';
import { MohDocumentsScreen } from './MohDocumentsScreen';
import { MOH_DOCUMENTS_NAMESPACE } from './mohDocumentsNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listMohDocuments: vi.fn(),
  getMohDocumentFileAddress: vi.fn(),
  createMohDocument: vi.fn(),
  updateMohDocument: vi.fn(),
}));

const guide: MohDocument = {
  id: 'd1',
  title: 'Vaccination guide',
  description: 'For every clinic.',
  language: 'pt',
  publishedAt: '2025-03-01',
  status: 'PUBLISHED',
  fileName: 'guia.pdf',
  fileSize: 2_400_000,
  createdAt: '2025-03-02T08:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
};

const PATH = '/knowledge-center/moh-documents';
const renderAs = (role: Role) => {
  appStore.set(currentUserAtom, demoUserAs(role));
  return renderScreenAt(PATH, <MohDocumentsScreen />);
};

beforeAll(() => loadEnglishText([MOH_DOCUMENTS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listMohDocuments)
    .mockReset()
    .mockResolvedValue(page([guide]));
  vi.mocked(getMohDocumentFileAddress).mockReset();
  vi.mocked(createMohDocument).mockReset();
  vi.mocked(updateMohDocument).mockReset();
});
afterEach(() => appStore.set(currentUserAtom, null));

describe('the MOH documents screen (docs/product.md §13.7)', () => {
  it('lets staff read and download, without the changes, the status filter or column', async () => {
    renderAs('NURSE');
    const table = await screen.findByRole('table', { name: 'MOH Documents' });
    const title = await within(table).findByRole('rowheader', { name: 'Vaccination guide' });
    const row = title.closest('tr')!;
    expect(within(row).getByText('Portuguese')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Download Vaccination guide' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload document' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: /Status/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Vaccination guide' })).toBeNull();
  });

  it('writes each file size in the unit that fits it, a small one in bytes', async () => {
    const note = { ...guide, id: 'd2', title: 'Short note', fileSize: 700 };
    vi.mocked(listMohDocuments).mockResolvedValue(page([guide, note]));
    renderAs('NURSE');
    const table = await screen.findByRole('table', { name: 'MOH Documents' });
    const rowOf = async (title: string) =>
      (await within(table).findByRole('rowheader', { name: title })).closest('tr')!;
    expect(within(await rowOf('Vaccination guide')).getByText('2.4 MB')).toBeVisible();
    expect(within(await rowOf('Short note')).getByText('700 bytes')).toBeVisible();
  });

  it('gives a system admin the upload button, the status filter and column', async () => {
    renderAs('SYSTEM_ADMIN');
    const table = await screen.findByRole('table', { name: 'MOH Documents' });
    await within(table).findByRole('rowheader', { name: 'Vaccination guide' });
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toBeVisible();
    const row = within(table).getByRole('rowheader', { name: 'Vaccination guide' }).closest('tr')!;
    expect(within(row).getByText('Published')).toBeVisible();
  });

  it('asks for the PDF when a new document has none, and sends nothing', async () => {
    const { user } = renderAs('SYSTEM_ADMIN');
    await screen.findByRole('rowheader', { name: 'Vaccination guide' });
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const drawer = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(drawer).getByRole('button', { name: 'Upload document' }));
    expect(await within(drawer).findByText('Choose a PDF file to upload.')).toBeVisible();
    expect(within(drawer).getByText('Title is required')).toBeVisible();
    expect(createMohDocument).not.toHaveBeenCalled();
  });

  it("clears that message once a PDF is chosen, and puts the api's refusal of it under the field", async () => {
    vi.mocked(createMohDocument).mockRejectedValue(
      new ApiError('The document must be a PDF file.', 400, 'DOCUMENT_NOT_A_PDF', false, [
        { path: 'file', message: 'The document must be a PDF file.' },
      ]),
    );
    const { user } = renderAs('SYSTEM_ADMIN');
    await screen.findByRole('rowheader', { name: 'Vaccination guide' });
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const drawer = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/ }), 'Guide');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: /^Language/ }), 'pt');
    await user.click(within(drawer).getByRole('button', { name: 'Upload document' }));
    await within(drawer).findByText('Choose a PDF file to upload.');
    const pdf = new File(['%PDF-1.4'], 'guia.pdf', { type: 'application/pdf' });
    await user.upload(drawer.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    expect(within(drawer).queryByText('Choose a PDF file to upload.')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Upload document' }));
    expect(await within(drawer).findByText('The document must be a PDF file.')).toBeVisible();
    expect(createMohDocument).toHaveBeenCalledWith(
      apiClient,
      expect.objectContaining({ title: 'Guide', language: 'pt' }),
      pdf,
    );
  });

  it('says once, in a toast, that a download failed', async () => {
    vi.mocked(getMohDocumentFileAddress).mockRejectedValue(
      new ApiError('Internal server error', 500, 'INTERNAL', false),
    );
    const { user } = renderAs('NURSE');
    await user.click(await screen.findByRole('button', { name: 'Download Vaccination guide' }));
    expect(
      await screen.findByText('The document could not be downloaded. Try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('The document could not be downloaded. Try again.')).toHaveLength(1);
    expect(getMohDocumentFileAddress).toHaveBeenCalledTimes(1);
    expect(getMohDocumentFileAddress).toHaveBeenCalledWith(apiClient, 'd1');
  });

  it('saves an edit without a new PDF as the metadata alone', async () => {
    vi.mocked(updateMohDocument).mockResolvedValue({ ...guide, title: 'Vaccination guide 2025' });
    const { user } = renderAs('SYSTEM_ADMIN');
    const menu = await openRowMenu(user, 'Vaccination guide');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Vaccination guide' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/ }), ' 2025');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(updateMohDocument).toHaveBeenCalledWith(
        apiClient,
        'd1',
        {
          title: 'Vaccination guide 2025',
          description: 'For every clinic.',
          language: 'pt',
          publishedAt: '2025-03-01',
        },
        null,
      ),
    );
    expect(await screen.findByText('Document updated')).toBeInTheDocument();
  });

  it('picks the published date on the design system’s date picker, as yyyy-MM-dd', async () => {
    vi.mocked(updateMohDocument).mockResolvedValue(guide);
    const { user } = renderAs('SYSTEM_ADMIN');
    const menu = await openRowMenu(user, 'Vaccination guide');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Vaccination guide' });
    // Not the browser's own date input: the text field of @org/ui's DatePicker.
    const date = within(drawer).getByRole('textbox', { name: /^Published date/ });
    expect(date).toHaveValue('2025-03-01');
    expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await user.click(date);
    const calendar = await screen.findByRole('dialog', { name: 'Choose date' });
    await user.click(within(calendar).getByRole('gridcell', { name: /March 14th, 2025/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(updateMohDocument).toHaveBeenCalledWith(
        apiClient,
        'd1',
        expect.objectContaining({ publishedAt: '2025-03-14' }),
        null,
      ),
    );
  });
});
