import type * as ApiClientExports from '@org/api-client';
import {
  ApiError,
  getPatient,
  listClinics,
  listPatients,
  listClinicStaff,
  listPrograms,
  setEnrolmentStatus,
  setPatientAssignment,
  updatePatientContact,
} from '@org/api-client';
import type {
  Clinic,
  CurrentUser,
  PatientEnrolment,
  PatientRecord,
  Program,
  Role,
} from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, page, renderScreenAt } from '../../testing/signedInScreen';
import { HomeScreen } from './HomeScreen';
import { HOME_NAMESPACE } from './homeNamespace';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  listPatients: vi.fn(),
  getPatient: vi.fn(),
  listPrograms: vi.fn(),
  listClinics: vi.fn(),
  listClinicStaff: vi.fn(),
  updatePatientContact: vi.fn(),
  setPatientAssignment: vi.fn(),
  setEnrolmentStatus: vi.fn(),
}));

const PATIENT_ID = '0b6d7c1e-3f2a-4d5b-9c8e-7a6b5c4d3e2f';
const DOCTOR_ID = 'd0000000-0000-4000-8000-000000000001';
const CLINIC_ID = 'c0000000-0000-4000-8000-000000000001';
const PROGRAM_ID = 'a0000000-0000-4000-8000-000000000001';

const maria: PatientEnrolment = {
  id: PATIENT_ID,
  fullName: 'Maria Silva',
  email: 'maria@example.test',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  program: { id: PROGRAM_ID, name: 'Diabetes care' },
  clinic: { id: CLINIC_ID, name: 'Clínica São José' },
  doctor: { id: DOCTOR_ID, name: 'Dmitri Doctor' },
  nurse: null,
  status: 'ENROLLED',
  statusReason: null,
  enrolledAt: '2025-02-03T10:00:00.000Z',
  statusChangedAt: '2025-02-03T10:00:00.000Z',
};
const record: PatientRecord = {
  ...maria,
  history: [
    {
      at: '2025-02-03T10:00:00.000Z',
      by: { id: 'm1', name: 'Marta Manager' },
      kind: 'ENROLLED',
      status: null,
      reason: null,
    },
  ],
};

const userAs = (role: Role, id = 'u1'): CurrentUser => demoUserAs(role, { id });

function renderHome(user: CurrentUser, url = '/') {
  appStore.set(currentUserAtom, user);
  return renderScreenAt('/', <HomeScreen />, url);
}

const search = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeAll(() => loadEnglishText([HOME_NAMESPACE, LISTS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(listPatients)
    .mockReset()
    .mockResolvedValue(page([maria]));
  vi.mocked(getPatient).mockReset().mockResolvedValue(record);
  vi.mocked(listPrograms)
    .mockReset()
    .mockResolvedValue(
      page([{ id: PROGRAM_ID, name: 'Diabetes care', status: 'ACTIVE' } as Program]),
    );
  vi.mocked(listClinics)
    .mockReset()
    .mockResolvedValue(
      page([
        { id: CLINIC_ID, name: 'Clínica São José', status: 'ACTIVE', countryCode: 'PT' } as Clinic,
      ]),
    );
  vi.mocked(listClinicStaff)
    .mockReset()
    .mockImplementation((_client, _clinicId, role) =>
      Promise.resolve(role === 'DOCTOR' ? [{ id: DOCTOR_ID, fullName: 'Dmitri Doctor' }] : []),
    );
  vi.mocked(updatePatientContact).mockReset();
  vi.mocked(setPatientAssignment).mockReset();
  vi.mocked(setEnrolmentStatus).mockReset();
});
afterEach(() => appStore.set(currentUserAtom, null));

describe('Home, the patients list (docs/product.md §2.7)', () => {
  it('greets the person above their patients, newest enrolment first', async () => {
    renderHome(userAs('CLINIC_MANAGER'));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Patients' });
    const row = (await within(table).findByRole('rowheader', { name: 'Maria Silva' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Diabetes care')).toBeVisible();
    expect(within(row).getByText('Clínica São José')).toBeVisible();
    expect(within(row).getByText('Dmitri Doctor')).toBeVisible();
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();
    expect(within(row).getByText('Enrolled')).toBeVisible();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
      new Date(maria.enrolledAt),
    );
    expect(within(row).getAllByText(date)[0]).toHaveAttribute('datetime', maria.enrolledAt);
    expect(listPatients).toHaveBeenCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: '-enrolledAt',
      locale: 'en',
    });
  });

  it('asks the api for the program, clinic, status and search in the address', async () => {
    renderHome(
      userAs('SYSTEM_ADMIN'),
      `/?programId=${PROGRAM_ID}&clinicId=${CLINIC_ID}&status=WITHDRAWN&search=maria&status2=x`,
    );
    await screen.findByRole('rowheader', { name: 'Maria Silva' });
    expect(listPatients).toHaveBeenLastCalledWith(apiClient, {
      page: 1,
      pageSize: 25,
      sort: '-enrolledAt',
      search: 'maria',
      programId: PROGRAM_ID,
      clinicId: CLINIC_ID,
      status: 'WITHDRAWN',
      locale: 'en',
    });
    // The filters name what the address chose, by the lists' `id` filter.
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('Diabetes care'),
    );
    expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveValue('Clínica São José');
    expect(listClinics).toHaveBeenCalledWith(apiClient, {
      id: CLINIC_ID,
      pageSize: 100,
      sort: 'name',
    });
  });

  it('offers managers "Enrol patient" and "Export", and no "Assigned to me"', async () => {
    renderHome(userAs('CLINIC_MANAGER'));
    await screen.findByRole('rowheader', { name: 'Maria Silva' });
    expect(screen.getByRole('button', { name: 'Enrol patient' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Assigned to me' })).toBeNull();
  });

  it('lets a doctor narrow the list to the patients assigned to them, and nothing more', async () => {
    const { user, router } = renderHome(userAs('DOCTOR', DOCTOR_ID));
    await screen.findByRole('rowheader', { name: 'Maria Silva' });
    expect(screen.queryByRole('button', { name: 'Enrol patient' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    expect(search(router)).toEqual({ assignedToMe: 'true' });
    await vi.waitFor(() =>
      expect(listPatients).toHaveBeenLastCalledWith(apiClient, {
        page: 1,
        pageSize: 25,
        sort: '-enrolledAt',
        assignedToMe: 'true',
        locale: 'en',
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked();
  });
});

describe("a patient's record", () => {
  it('opens from the name at an address of its own, and closes back to the list', async () => {
    const { user, router } = renderHome(userAs('NURSE'), '/?status=ENROLLED');
    await user.click(await screen.findByRole('link', { name: 'Maria Silva' }));
    expect(search(router)).toEqual({ status: 'ENROLLED', patient: PATIENT_ID });

    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    expect(within(drawer).getByText(sentence('Diabetes care at Clínica São José'))).toBeVisible();
    expect(within(drawer).getByRole('heading', { name: 'Contact' })).toBeVisible();
    expect(within(drawer).getByText('+351 912 345 678')).toBeVisible();
    expect(within(drawer).getByRole('heading', { name: 'History' })).toBeVisible();
    expect(within(drawer).getByText(sentence('by Marta Manager'))).toBeVisible();
    // A nurse the patient is not assigned to reads, and changes nothing.
    expect(within(drawer).queryByRole('button', { name: 'Edit contact' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(getPatient).toHaveBeenCalledWith(apiClient, PATIENT_ID);

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(search(router)).toEqual({ status: 'ENROLLED' }));
  });

  it('says a patient outside the person’s clinics is not found', async () => {
    vi.mocked(getPatient).mockRejectedValue(
      new ApiError('No such patient.', 404, 'NOT_FOUND', false),
    );
    renderHome(userAs('NURSE'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Patient not found' });
    expect(
      within(drawer).getByText('This patient does not exist, or is not at one of your clinics.'),
    ).toBeVisible();
    expect(getPatient).toHaveBeenCalledTimes(1);
  });

  it('lets the doctor assigned edit the phone, in a form over the record', async () => {
    vi.mocked(updatePatientContact).mockResolvedValue({
      ...maria,
      phoneNumber: { callingCode: '351', localPhoneNumber: '913333333' },
    });
    const { user } = renderHome(userAs('DOCTOR', DOCTOR_ID), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    await user.click(within(drawer).getByRole('button', { name: 'Edit contact' }));

    const form = await screen.findByRole('dialog', { name: 'Contact of Maria Silva' });
    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, '913333333');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(updatePatientContact).toHaveBeenCalledWith(apiClient, PATIENT_ID, {
        fullName: 'Maria Silva',
        phoneNumber: { callingCode: '351', localPhoneNumber: '913333333' },
      }),
    );
    expect(await screen.findByText('Contact updated')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Contact of Maria Silva' })).toBeNull(),
    );
  });

  it('lets a system admin assign one of the clinic’s active doctors', async () => {
    vi.mocked(getPatient).mockResolvedValue({ ...record, doctor: null });
    vi.mocked(setPatientAssignment).mockResolvedValue(maria);
    const { user } = renderHome(userAs('SYSTEM_ADMIN'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    await user.click(within(drawer).getByRole('button', { name: 'Change doctor or nurse' }));

    const form = await screen.findByRole('dialog', { name: 'Doctor and nurse of Maria Silva' });
    const doctor = within(form).getByRole('combobox', { name: 'Doctor' });
    await within(doctor).findByRole('option', { name: 'Dmitri Doctor' });
    expect(listClinicStaff).toHaveBeenCalledWith(apiClient, CLINIC_ID, 'DOCTOR');
    expect(listClinicStaff).toHaveBeenCalledWith(apiClient, CLINIC_ID, 'NURSE');
    await user.selectOptions(doctor, 'Dmitri Doctor');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(setPatientAssignment).toHaveBeenCalledWith(apiClient, PATIENT_ID, {
        clinicId: CLINIC_ID,
        doctorId: DOCTOR_ID,
        nurseId: null,
      }),
    );
    expect(await screen.findByText('Doctor and nurse updated')).toBeInTheDocument();
  });

  it('asks a manager for the reason of a withdrawal before it ends the enrolment', async () => {
    vi.mocked(setEnrolmentStatus).mockResolvedValue({ ...maria, status: 'WITHDRAWN' });
    const { user } = renderHome(userAs('CLINIC_MANAGER'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    await user.click(within(drawer).getByRole('button', { name: 'Change status' }));

    const form = await screen.findByRole('dialog', { name: 'Change the status of Maria Silva' });
    const status = within(form).getByRole('combobox', { name: /New status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Completed', 'Withdrawn']);
    await user.selectOptions(status, 'Withdrawn');
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    expect(await within(form).findByText('A reason is required to withdraw')).toBeVisible();
    expect(setEnrolmentStatus).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Moved abroad');
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() =>
      expect(setEnrolmentStatus).toHaveBeenCalledWith(apiClient, PATIENT_ID, {
        status: 'WITHDRAWN',
        reason: 'Moved abroad',
      }),
    );
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
  });

  it('offers no status change once the enrolment has ended', async () => {
    vi.mocked(getPatient).mockResolvedValue({
      ...record,
      status: 'COMPLETED',
      statusChangedAt: '2025-03-01T09:00:00.000Z',
    });
    renderHome(userAs('CLINIC_MANAGER'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    expect(within(drawer).getByText('Completed')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Edit contact' })).toBeVisible();
  });

  it('offers a manager every active doctor and nurse of the clinic, without reading its patients', async () => {
    vi.mocked(getPatient).mockResolvedValue({ ...record, doctor: null });
    vi.mocked(listClinicStaff).mockImplementation((_client, _clinicId, role) =>
      Promise.resolve(
        role === 'DOCTOR'
          ? [{ id: DOCTOR_ID, fullName: 'Dmitri Doctor' }]
          : [{ id: 'n1', fullName: 'Nadia Nurse' }],
      ),
    );
    const { user } = renderHome(userAs('CLINIC_MANAGER'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    await user.click(within(drawer).getByRole('button', { name: 'Change doctor or nurse' }));

    const form = await screen.findByRole('dialog', { name: 'Doctor and nurse of Maria Silva' });
    const doctor = within(form).getByRole('combobox', { name: 'Doctor' });
    await within(doctor).findByRole('option', { name: 'Dmitri Doctor' });
    const nurse = within(form).getByRole('combobox', { name: 'Nurse' });
    await within(nurse).findByRole('option', { name: 'Nadia Nurse' });
    expect(doctor).not.toHaveAccessibleDescription();
    expect(listClinicStaff).toHaveBeenCalledWith(apiClient, CLINIC_ID, 'DOCTOR');
    // The clinic's patients are not read (nor audited) to find its staff.
    expect(listPatients).not.toHaveBeenCalledWith(
      apiClient,
      expect.objectContaining({ clinicId: CLINIC_ID }),
    );
  });

  it('says the clinic’s doctors and nurses could not be loaded', async () => {
    vi.mocked(listClinicStaff).mockRejectedValue(new ApiError('Unavailable', 503, null, false));
    const { user } = renderHome(userAs('CLINIC_MANAGER'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Maria Silva' });
    await user.click(within(drawer).getByRole('button', { name: 'Change doctor or nurse' }));
    const form = await screen.findByRole('dialog', { name: 'Doctor and nurse of Maria Silva' });
    // The query tries once more after a second (docs/product.md §9) before it fails.
    await vi.waitFor(
      () =>
        expect(within(form).getByRole('combobox', { name: 'Doctor' })).toHaveAccessibleDescription(
          "The clinic's doctors and nurses could not be loaded.",
        ),
      { timeout: 10_000 },
    );
  });

  it('says a record that could not be loaded, and loads it again on "Try again"', async () => {
    vi.mocked(getPatient)
      .mockRejectedValueOnce(new ApiError('Unavailable', 503, null, false))
      .mockRejectedValueOnce(new ApiError('Unavailable', 503, null, false))
      .mockResolvedValue(record);
    const { user } = renderHome(userAs('NURSE'), `/?patient=${PATIENT_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'Patient' });
    const failed = await within(drawer).findByRole('heading', {
      name: 'The patient could not be loaded.',
    });
    expect(failed).toBeVisible();
    expect(within(drawer).getByText('Check your connection, then try again.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Maria Silva' })).toBeVisible();
  });
});
