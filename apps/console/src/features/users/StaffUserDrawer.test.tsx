import type * as ApiClientExports from '@org/api-client';
import {
  ApiError,
  createStaffUser,
  getClinic,
  getOwnProfile,
  listClinics,
  updateStaffUser,
} from '@org/api-client';
import { userMessages, type Clinic, type Page, type StaffUser } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadScreenText } from '../../app/i18n/i18n';
import { IMPORTS_NAMESPACE } from '../../app/imports/importsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { pickOptions } from '../../testing/searchPickers';
import { demoAdminProfile } from '../../testing/demoAdmin';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { StaffUserDrawer, type StaffUserDrawerTarget } from './StaffUserDrawer';
import { USERS_NAMESPACE } from './usersNamespace';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  createStaffUser: vi.fn(),
  updateStaffUser: vi.fn(),
  listClinics: vi.fn(),
  getClinic: vi.fn(),
  getOwnProfile: vi.fn(),
}));

const clinic = (id: string, name: string) => ({ id, name }) as Clinic;
const activeClinics: Page<Clinic> = {
  items: [clinic('c1', 'Lisbon Central'), clinic('c2', 'Porto North')],
  total: 2,
  page: 1,
  pageSize: 100,
};

const staffUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 'u1',
  fullName: 'Ada Admin',
  email: 'admin@clinic.test',
  phoneNumber: null,
  role: 'SYSTEM_ADMIN',
  address: 'Rua Augusta 1, Lisboa',
  clinics: [{ id: 'c1', name: 'Lisbon Central' }],
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
  ...overrides,
});

function renderDrawer(target: StaffUserDrawerTarget) {
  const onClose = vi.fn();
  return { onClose, ...renderSignedIn(<StaffUserDrawer target={target} onClose={onClose} />) };
}

const drawer = () => screen.getByRole('dialog');
const field = (name: RegExp) => within(drawer()).getByRole('textbox', { name });

async function chooseClinics(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await pickOptions(user, within(drawer()).getByRole('combobox', { name: /^Clinics/ }), names);
}

async function fillNewUser(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full name/), 'Beatriz Sousa');
  await user.type(field(/E-mail/), 'beatriz@clinic.test');
  await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Role/ }), 'Nurse');
  await user.type(field(/Address/), 'Rua das Flores 10, Porto');
  await chooseClinics(user, ['Lisbon Central', 'Porto North']);
}

beforeAll(() => loadEnglishText([USERS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listClinics).mockReset().mockResolvedValue(activeClinics);
  vi.mocked(createStaffUser).mockReset();
  vi.mocked(updateStaffUser).mockReset();
  vi.mocked(getClinic)
    .mockReset()
    .mockImplementation((_client, id) =>
      Promise.resolve({ ...clinic(id, id), countryCode: id === 'c1' ? 'PT' : 'FR' }),
    );
  vi.mocked(getOwnProfile).mockReset().mockResolvedValue(demoAdminProfile([]));
});

const phoneCountry = () => within(drawer()).getByRole('combobox', { name: 'Country code' });

describe('the phone number’s country on a new staff user', () => {
  it('is none at first for an admin without a clinic, then the first chosen clinic’s', async () => {
    const { user } = renderDrawer({ user: null });
    expect(phoneCountry()).toHaveDisplayValue('Choose a country');
    await chooseClinics(user, ['Lisbon Central']);
    await vi.waitFor(() => expect(phoneCountry()).toHaveDisplayValue('Portugal (+351)'));
  });

  it('starts on the admin’s own clinic’s country before a clinic is chosen', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(demoAdminProfile(['FR']));
    renderDrawer({ user: null });
    await vi.waitFor(() => expect(phoneCountry()).toHaveDisplayValue('France (+33)'));
  });
});

describe('the staff user drawer (docs/product.md §3, §5)', () => {
  it('shows the spec’s message under every empty required field and sends nothing', async () => {
    const { user } = renderDrawer({ user: null });
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Role is required',
      'Address is required',
      'Clinic is required',
    ]) {
      expect(await within(drawer()).findByText(message)).toBeVisible();
    }
    expect(createStaffUser).not.toHaveBeenCalled();
  });

  it('creates the user with the chosen clinics’ ids, says who was invited and closes', async () => {
    vi.mocked(createStaffUser).mockImplementation((_client, body) =>
      Promise.resolve(staffUser({ id: 'u9', ...body, clinics: [] })),
    );
    const { user, onClose } = renderDrawer({ user: null });
    await fillNewUser(user);
    // Only the active clinics are offered, searched by name on the server.
    expect(listClinics).toHaveBeenCalledWith(apiClient, {
      status: 'ACTIVE',
      pageSize: 20,
      sort: 'name',
    });
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(createStaffUser).toHaveBeenCalledWith(apiClient, {
      fullName: 'Beatriz Sousa',
      email: 'beatriz@clinic.test',
      phoneNumber: null,
      role: 'NURSE',
      address: 'Rua das Flores 10, Porto',
      clinics: ['c1', 'c2'],
    });
    expect(
      await screen.findByText(
        sentence('User created. An invitation was sent to beatriz@clinic.test.'),
      ),
    ).toBeInTheDocument();
  });

  it('creates a system admin without a clinic: the clinics are required of the other roles only', async () => {
    vi.mocked(createStaffUser).mockImplementation((_client, body) =>
      Promise.resolve(staffUser({ id: 'u9', ...body, clinics: [] })),
    );
    const { user, onClose } = renderDrawer({ user: null });
    await user.type(field(/Full name/), 'Carla Reis');
    await user.type(field(/E-mail/), 'carla@clinic.test');
    const role = within(drawer()).getByRole('combobox', { name: /Role/ });
    await user.selectOptions(role, 'Nurse');
    expect(within(drawer()).getByRole('combobox', { name: /Clinics/ })).toBeRequired();
    await user.selectOptions(role, 'System administrator');
    expect(within(drawer()).getByRole('combobox', { name: /Clinics/ })).not.toBeRequired();
    await user.type(field(/Address/), 'Rua Nova 2, Lisboa');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(createStaffUser).toHaveBeenCalledWith(
      apiClient,
      expect.objectContaining({ role: 'SYSTEM_ADMIN', clinics: [] }),
    );
  });

  it('puts an e-mail already used under the e-mail field and keeps the drawer open', async () => {
    const taken = 'This e-mail is already used.';
    vi.mocked(createStaffUser).mockRejectedValue(
      new ApiError(taken, 409, 'EMAIL_TAKEN', false, [{ path: 'email', message: taken }]),
    );
    const { user, onClose } = renderDrawer({ user: null });
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await within(drawer()).findByText(taken)).toBeVisible();
    expect(field(/E-mail/)).toHaveAccessibleDescription(expect.stringContaining(taken));
    expect(field(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer()).getByText('Failed to create user')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/Full name/)).toHaveValue('Beatriz Sousa');
  });

  it('says the api’s own field messages in the reader’s language', async () => {
    await i18n.changeLanguage('pt');
    await loadScreenText([USERS_NAMESPACE, RECORDS_NAMESPACE, IMPORTS_NAMESPACE]);
    try {
      vi.mocked(createStaffUser).mockRejectedValue(
        new ApiError('Invalid', 400, 'VALIDATION_FAILED', false, [
          { path: 'email', message: 'This e-mail is already used.' },
          { path: 'clinics', message: userMessages.clinicsNotActive },
        ]),
      );
      const { user } = renderDrawer({ user: null });
      await user.type(field(/Nome completo/), 'Beatriz Sousa');
      await user.type(field(/E-mail/), 'beatriz@clinic.test');
      await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Função/ }), 'NURSE');
      await user.type(field(/Morada/), 'Rua das Flores 10, Porto');
      await pickOptions(user, within(drawer()).getByRole('combobox', { name: /^Clínicas/ }), [
        'Porto North',
      ]);
      await user.click(screen.getByRole('button', { name: 'Criar utilizador' }));

      expect(
        await within(drawer()).findByText('Este e-mail já está a ser utilizado.'),
      ).toBeVisible();
      expect(within(drawer()).getByText('Escolha apenas clínicas ativas.')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('edits with the person’s clinics kept, and says why the api refuses a self-demotion', async () => {
    vi.mocked(updateStaffUser).mockRejectedValue(
      new ApiError(userMessages.selfAccessChange, 409, 'SELF_ACCESS_CHANGE', false),
    );
    // The person's clinics are named without a search: none is dropped by an edit.
    const admin = staffUser({
      clinics: [
        { id: 'c1', name: 'Lisbon Central' },
        { id: 'c7', name: 'Zambujeira' },
      ],
    });
    const { user, onClose } = renderDrawer({ user: admin });
    expect(screen.getByRole('heading', { name: 'Edit Ada Admin' })).toBeVisible();
    expect(
      await within(drawer()).findByRole('button', { name: 'Remove Lisbon Central' }),
    ).toBeVisible();
    expect(within(drawer()).getByRole('button', { name: 'Remove Zambujeira' })).toBeVisible();
    await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Role/ }), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Change role' }));

    expect(
      await within(drawer()).findByText('You cannot deactivate yourself or change your own role.'),
    ).toBeVisible();
    expect(updateStaffUser).toHaveBeenCalledWith(apiClient, 'u1', {
      fullName: 'Ada Admin',
      email: 'admin@clinic.test',
      phoneNumber: null,
      role: 'DOCTOR',
      address: 'Rua Augusta 1, Lisboa',
      clinics: ['c1', 'c7'],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the required marks of the staff user drawer (docs/product.md §5)', () => {
  /** Whether the label of `control` shows the red asterisk. */
  const marked = (control: HTMLElement) =>
    document.querySelector(`label[for="${control.id}"]`)?.textContent?.endsWith('*');

  it('marks the required text fields as it marks the role, all from the schema, and not the phone', () => {
    renderDrawer({ user: null });
    for (const name of [/^Full name/, /^E-mail/, /^Address/])
      expect(marked(field(name))).toBe(true);
    expect(marked(within(drawer()).getByRole('combobox', { name: /^Role/ }))).toBe(true);
    // The phone's label is the whole of its text: no asterisk.
    expect(within(drawer()).getByText('Phone number')).toHaveTextContent(/^Phone number$/);
  });
});

describe('a role change in the staff user drawer (docs/product.md §6)', () => {
  const nurse = () =>
    staffUser({ id: 'u2', fullName: 'Nuno Nurse', email: 'nurse@clinic.test', role: 'NURSE' });

  it('asks first, saying the person is signed out on every device; cancelled, nothing is sent', async () => {
    const { user, onClose } = renderDrawer({ user: nurse() });
    await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Role/ }), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const ask = await screen.findByRole('alertdialog', {
      name: 'Change the role of Nuno Nurse to Doctor?',
    });
    expect(ask).toHaveAccessibleDescription(
      'Nuno Nurse will be signed out on every device at once and will sign in again as Doctor.',
    );
    // Signing someone out is not undone: the answer starts on Cancel.
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(updateStaffUser).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(drawer()).getByRole('combobox', { name: /Role/ })).toHaveValue('DOCTOR');
  });

  it('saves the new role once confirmed', async () => {
    vi.mocked(updateStaffUser).mockImplementation((_client, _id, body) =>
      Promise.resolve(staffUser({ ...nurse(), ...body, clinics: [] })),
    );
    const { user, onClose } = renderDrawer({ user: nurse() });
    await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Role/ }), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Change role' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(updateStaffUser).toHaveBeenCalledWith(
      apiClient,
      'u2',
      expect.objectContaining({ role: 'DOCTOR' }),
    );
  });

  it('saves other changes without asking', async () => {
    vi.mocked(updateStaffUser).mockImplementation((_client, _id, body) =>
      Promise.resolve(staffUser({ ...nurse(), ...body, clinics: [] })),
    );
    const { user, onClose } = renderDrawer({ user: nurse() });
    await user.type(field(/Full name/), ' Silva');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(updateStaffUser).toHaveBeenCalledWith(
      apiClient,
      'u2',
      expect.objectContaining({ fullName: 'Nuno Nurse Silva', role: 'NURSE' }),
    );
  });
});
