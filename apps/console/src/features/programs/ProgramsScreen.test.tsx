import type * as ApiClientExports from '@org/api-client';
import { ApiError, createProgram, listPrograms, setProgramStatus } from '@org/api-client';
import { patientMessages, type Program } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import {
  loadEnglishText,
  menuItemTexts,
  openRowMenu,
  page,
  renderScreenAt,
} from '../../testing/signedInScreen';
import { ProgramsScreen } from './ProgramsScreen';
import { PROGRAMS_NAMESPACE } from './programsNamespace';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listPrograms: vi.fn(),
  createProgram: vi.fn(),
  setProgramStatus: vi.fn(),
}));

const program = (overrides: Partial<Program>): Program => ({
  id: 'p1',
  name: 'Diabetes care',
  description: 'Blood sugar checks and diet advice.',
  status: 'ACTIVE',
  enrolments: 1234,
  createdAt: '2025-01-10T08:00:00.000Z',
  updatedAt: '2025-01-10T08:00:00.000Z',
  ...overrides,
});
const diabetes = program({});
const maternity = program({
  id: 'p2',
  name: 'Maternity',
  description: '',
  status: 'INACTIVE',
  enrolments: 0,
});

const renderScreen = (url = '/programs') => renderScreenAt('/programs', <ProgramsScreen />, url);

beforeAll(() => loadEnglishText([PROGRAMS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listPrograms)
    .mockReset()
    .mockResolvedValue(page([diabetes, maternity]));
  vi.mocked(createProgram).mockReset();
  vi.mocked(setProgramStatus).mockReset();
});

describe('the Programs tab (docs/product.md §2.7)', () => {
  it('lists programs with their enrolments and status, by name', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Programs' });
    const row = (await within(table).findByRole('rowheader', { name: 'Diabetes care' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Blood sugar checks and diet advice.')).toBeVisible();
    expect(within(row).getByText('1,234')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    const other = within(table).getByRole('rowheader', { name: 'Maternity' }).closest('tr')!;
    expect(within(other).getByText('Inactive')).toBeVisible();
    expect(within(other).getByText('No description')).toBeInTheDocument();
    expect(listPrograms).toHaveBeenCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: 'name',
      locale: 'en',
    });
  });

  it('creates a program, and puts a name already taken under the name field', async () => {
    vi.mocked(createProgram)
      .mockRejectedValueOnce(
        new ApiError(patientMessages.programNameTaken, 409, 'PROGRAM_EXISTS', false, [
          { path: 'name', message: patientMessages.programNameTaken },
        ]),
      )
      .mockResolvedValueOnce(program({ id: 'p3', name: 'Hypertension' }));
    const { user } = renderScreen();
    await screen.findByRole('rowheader', { name: 'Diabetes care' });
    await user.click(screen.getByRole('button', { name: 'New program' }));
    const drawer = await screen.findByRole('dialog', { name: 'New program' });
    await user.type(within(drawer).getByRole('textbox', { name: /Name/ }), 'diabetes CARE');
    await user.click(within(drawer).getByRole('button', { name: 'Create program' }));
    expect(
      await within(drawer).findByText('A program with this name already exists.'),
    ).toBeVisible();

    const name = within(drawer).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Hypertension');
    await user.type(
      within(drawer).getByRole('textbox', { name: /Description/ }),
      'Blood pressure follow-up.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Create program' }));
    await vi.waitFor(() =>
      expect(createProgram).toHaveBeenLastCalledWith(apiClient, {
        name: 'Hypertension',
        description: 'Blood pressure follow-up.',
      }),
    );
    expect(await screen.findByText('Program created')).toBeInTheDocument();
  });

  it('asks before deactivating, and says enrolled patients keep their enrolment', async () => {
    vi.mocked(setProgramStatus).mockResolvedValue({ ...diabetes, status: 'INACTIVE' });
    const { user } = renderScreen();
    const menu = await openRowMenu(user, 'Diabetes care');
    expect(menuItemTexts(menu)).toEqual(['Edit', 'Deactivate']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Diabetes care?' });
    expect(dialog).toHaveTextContent('Patients already enrolled keep their enrolment.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(setProgramStatus).toHaveBeenCalledWith(apiClient, 'p1', 'INACTIVE'),
    );
    expect(await screen.findByText(sentence('Diabetes care deactivated'))).toBeInTheDocument();
  });

  it('offers Activate for an inactive program', async () => {
    const { user } = renderScreen();
    const menu = await openRowMenu(user, 'Maternity');
    expect(menuItemTexts(menu)).toEqual(['Edit', 'Activate']);
  });
});
