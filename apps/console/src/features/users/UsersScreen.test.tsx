import type * as ApiClientExports from '@org/api-client';
import {
  ApiError,
  listClinics,
  listStaffUsers,
  resendInvitation,
  setStaffUserStatus,
} from '@org/api-client';
import { userMessages, type Clinic, type StaffUser } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORTS_NAMESPACE } from '../../app/imports/importsNamespace';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { demoUserAs } from '../../testing/demoAdmin';
import {
  loadEnglishText,
  menuItemTexts,
  openRowMenu as openMenu,
  page,
  renderScreenAt,
} from '../../testing/signedInScreen';
import { UsersScreen } from './UsersScreen';
import { USERS_NAMESPACE } from './usersNamespace';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listStaffUsers: vi.fn(),
  listClinics: vi.fn(),
  resendInvitation: vi.fn(),
  setStaffUserStatus: vi.fn(),
}));

const staffUser = (overrides: Partial<StaffUser>): StaffUser => ({
  id: 'u1',
  fullName: 'Ana Lima',
  email: 'ana@clinic.test',
  phoneNumber: null,
  role: 'NURSE',
  address: 'Rua 1',
  clinics: [
    { id: 'c1', name: 'Lisbon Central' },
    { id: 'c2', name: 'Porto North' },
  ],
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: '2025-03-04T09:30:00.000Z',
  ...overrides,
});

const ana = staffUser({});
const bea = staffUser({
  id: 'u2',
  fullName: 'Bea Costa',
  email: 'bea@clinic.test',
  role: 'DOCTOR',
  clinics: [],
  status: 'INACTIVE',
  lastSignInAt: null,
});

const renderScreen = (url = '/users') => renderScreenAt('/users', <UsersScreen />, url);

/** Opens the row's menu; answers its items' texts. */
const openRowMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  menuItemTexts(await openMenu(user, name));

beforeAll(() =>
  loadEnglishText([USERS_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE]),
);

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listStaffUsers)
    .mockReset()
    .mockResolvedValue(page([ana, bea]));
  vi.mocked(listClinics)
    .mockReset()
    .mockResolvedValue(page([{ id: 'c1', name: 'Lisbon Central' } as Clinic]));
  vi.mocked(resendInvitation).mockReset().mockResolvedValue(undefined);
  vi.mocked(setStaffUserStatus).mockReset();
});

describe('the Users tab', () => {
  it('lists staff with their role, clinics, status and last sign-in', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Users' });
    const anaRow = (await within(table).findByRole('rowheader', { name: 'Ana Lima' })).closest(
      'tr',
    )!;
    expect(within(anaRow).getByText('Nurse')).toBeVisible();
    expect(within(anaRow).getByText(sentence('Lisbon Central, Porto North'))).toBeVisible();
    expect(within(anaRow).getByText('Active')).toBeVisible();
    const signIn = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(
      within(anaRow).getByText(signIn.format(new Date('2025-03-04T09:30:00.000Z'))),
    ).toHaveAttribute('datetime', '2025-03-04T09:30:00.000Z');

    const beaRow = within(table).getByRole('rowheader', { name: 'Bea Costa' }).closest('tr')!;
    expect(within(beaRow).getByText('Inactive')).toBeVisible();
    expect(within(beaRow).getByText('Never')).toBeInTheDocument();
    expect(listStaffUsers).toHaveBeenCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: 'fullName',
      locale: 'en',
    });
  });

  it('asks the api for the role, status and clinic in the address, and names the clinic', async () => {
    const clinicId = '4f1e3c2a-9b8d-4c7e-a6f5-0123456789ab';
    vi.mocked(listClinics).mockImplementation((_client, params) =>
      Promise.resolve(
        params?.id === clinicId
          ? page([{ id: clinicId, name: 'Hospital 120' } as Clinic])
          : page([{ id: 'c1', name: 'Lisbon Central' } as Clinic]),
      ),
    );
    renderScreen(
      '/users?role=DOCTOR&status=INACTIVE&clinicId=4f1e3c2a-9b8d-4c7e-a6f5-0123456789ab&search=bea',
    );
    await screen.findByRole('rowheader', { name: 'Bea Costa' });
    expect(listStaffUsers).toHaveBeenLastCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: 'fullName',
      search: 'bea',
      role: 'DOCTOR',
      status: 'INACTIVE',
      clinicId,
      locale: 'en',
    });
    // The filter says which clinic, though no search has listed it.
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Clinic/ })).toHaveValue('Hospital 120'),
    );
  });

  it('offers Activate, and only that change, for an inactive user', async () => {
    vi.mocked(setStaffUserStatus).mockResolvedValue({ ...bea, status: 'ACTIVE' });
    const { user } = renderScreen();
    expect(await openRowMenu(user, 'Bea Costa')).toEqual(['Edit', 'Activate']);
    await user.click(screen.getByRole('menuitem', { name: 'Activate' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Activate Bea Costa?' });
    expect(dialog).toHaveTextContent('Bea Costa will be able to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await vi.waitFor(() =>
      expect(setStaffUserStatus).toHaveBeenCalledWith(apiClient, 'u2', 'ACTIVE'),
    );
    expect(await screen.findByText(sentence('Bea Costa activated'))).toBeInTheDocument();
  });

  it('warns that deactivating signs the person out everywhere at once', async () => {
    vi.mocked(setStaffUserStatus).mockRejectedValue(
      new ApiError(userMessages.lastAdmin, 409, 'LAST_ADMIN', false),
    );
    const { user } = renderScreen();
    expect(await openRowMenu(user, 'Ana Lima')).toEqual([
      'Edit',
      'Resend invitation',
      'Deactivate',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ana Lima?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(setStaffUserStatus).toHaveBeenCalledWith(apiClient, 'u1', 'INACTIVE'),
    );
    expect(
      await screen.findByText(
        'The last active system admin cannot be deactivated or given another role.',
      ),
    ).toBeInTheDocument();
  });

  it("offers no Deactivate on the reader's own row, which the server would refuse", async () => {
    appStore.set(currentUserAtom, { ...demoUserAs('SYSTEM_ADMIN'), id: ana.id });
    try {
      const { user } = renderScreen();
      expect(await openRowMenu(user, 'Ana Lima')).toEqual(['Edit', 'Resend invitation']);
    } finally {
      appStore.set(currentUserAtom, null);
    }
  });

  it('resends the invitation and says where it went', async () => {
    const { user } = renderScreen();
    await openRowMenu(user, 'Ana Lima');
    await user.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));
    await vi.waitFor(() => expect(resendInvitation).toHaveBeenCalledWith(apiClient, 'u1'));
    expect(
      await screen.findByText(sentence('Invitation sent to ana@clinic.test')),
    ).toBeInTheDocument();
  });

  it('offers "New user" when there is nobody yet', async () => {
    vi.mocked(listStaffUsers).mockResolvedValue(page([]));
    renderScreen();
    await screen.findByRole('heading', { name: 'No data' });
    expect(screen.getAllByRole('button', { name: 'New user' })).toHaveLength(2);
  });
});
