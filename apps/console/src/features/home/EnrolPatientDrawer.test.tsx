import type * as ApiClientExports from '@org/api-client';
import { ApiError, enrolPatient, getClinic, listClinics, listPrograms } from '@org/api-client';
import { patientMessages, type Clinic, type PatientEnrolment, type Program } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadScreenText } from '../../app/i18n/i18n';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { pickOptions } from '../../testing/searchPickers';
import { loadEnglishText, page as pageOf, renderSignedIn } from '../../testing/signedInScreen';
import { EnrolPatientDrawer } from './EnrolPatientDrawer';
import { HOME_NAMESPACE } from './homeNamespace';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  enrolPatient: vi.fn(),
  listPrograms: vi.fn(),
  listClinics: vi.fn(),
  getClinic: vi.fn(),
}));

const page = <T,>(items: T[]) => pageOf(items, 100);

const existing: PatientEnrolment = {
  id: 'e1',
  fullName: 'Maria Silva',
  email: 'maria@example.test',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  program: { id: 'p1', name: 'Diabetes care' },
  clinic: { id: 'c1', name: 'Clínica São José' },
  doctor: null,
  nurse: null,
  status: 'ENROLLED',
  statusReason: null,
  enrolledAt: '2025-02-03T10:00:00.000Z',
  statusChangedAt: '2025-02-03T10:00:00.000Z',
};

function renderDrawer() {
  const props = { onClose: vi.fn(), onEnrolled: vi.fn(), onOpenExisting: vi.fn() };
  return { ...props, ...renderSignedIn(<EnrolPatientDrawer {...props} />) };
}

const drawer = () => screen.getByRole('dialog', { name: 'Enrol patient' });
const field = (name: RegExp) => within(drawer()).getByRole('textbox', { name });

async function fillPatient(user: ReturnType<typeof userEvent.setup>) {
  // The clinic first: the phone number's country follows it.
  await pickOptions(user, within(drawer()).getByRole('combobox', { name: /Clinic/ }), [
    'Clínica São José',
  ]);
  await pickOptions(user, within(drawer()).getByRole('combobox', { name: /Program/ }), [
    'Diabetes care',
  ]);
  await user.type(field(/Full name/), 'Maria Silva');
  await user.type(field(/E-mail/), 'maria.s@example.test');
  await user.type(field(/Phone number/), '912345678');
}

const expectedBody = {
  fullName: 'Maria Silva',
  email: 'maria.s@example.test',
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: null,
  programSelection: 'p1',
  clinicId: 'c1',
};

beforeAll(() => loadEnglishText([HOME_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(enrolPatient).mockReset();
  // The api answers by status, as the server does.
  const programs = [
    { id: 'p1', name: 'Diabetes care', status: 'ACTIVE' } as Program,
    { id: 'p2', name: 'Old program', status: 'INACTIVE' } as Program,
  ];
  const clinics = [
    { id: 'c1', name: 'Clínica São José', status: 'ACTIVE', countryCode: 'PT' } as Clinic,
    { id: 'c2', name: 'Clinique des Lilas', status: 'INACTIVE', countryCode: 'FR' } as Clinic,
  ];
  vi.mocked(listPrograms)
    .mockReset()
    .mockImplementation((_client, params) =>
      Promise.resolve(
        page(programs.filter((each) => !params?.status || each.status === params.status)),
      ),
    );
  vi.mocked(listClinics)
    .mockReset()
    .mockImplementation((_client, params) =>
      Promise.resolve(
        page(clinics.filter((each) => !params?.status || each.status === params.status)),
      ),
    );
  vi.mocked(getClinic)
    .mockReset()
    .mockImplementation((_client, id) => Promise.resolve(clinics.find((each) => each.id === id)!));
});

describe('enrolling a patient (docs/product.md §3 Patient form)', () => {
  it('says what is missing, the phone included, and sends nothing', async () => {
    const { user } = renderDrawer();
    await user.click(within(drawer()).getByRole('button', { name: 'Enrol patient' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Program selection is required',
      'Clinic name is required',
    ]) {
      expect(await within(drawer()).findByText(message)).toBeVisible();
    }
    expect(enrolPatient).not.toHaveBeenCalled();
  });

  it('offers only active programs and clinics, enrols, and opens the new record', async () => {
    vi.mocked(enrolPatient).mockResolvedValue({
      kind: 'enrolled',
      patient: { ...existing, id: 'new' },
    });
    const { user, onEnrolled } = renderDrawer();
    await fillPatient(user);
    // Only active programs and clinics are searched.
    expect(listPrograms).toHaveBeenCalledWith(apiClient, {
      status: 'ACTIVE',
      pageSize: 20,
      sort: 'name',
    });
    expect(listClinics).toHaveBeenCalledWith(apiClient, {
      status: 'ACTIVE',
      pageSize: 20,
      sort: 'name',
    });
    expect(listPrograms).not.toHaveBeenCalledWith(
      apiClient,
      expect.not.objectContaining({ status: 'ACTIVE' }),
    );
    await user.click(within(drawer()).getByRole('button', { name: 'Enrol patient' }));

    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalledWith({ ...existing, id: 'new' }));
    expect(enrolPatient).toHaveBeenCalledWith(apiClient, expectedBody);
    expect(await screen.findByText(sentence('Maria Silva enrolled'))).toBeInTheDocument();
  });

  it('shows a possible duplicate, and enrols anyway once confirmed', async () => {
    vi.mocked(enrolPatient)
      .mockResolvedValueOnce({ kind: 'possibleDuplicate', existing })
      .mockResolvedValueOnce({ kind: 'enrolled', patient: { ...existing, id: 'new' } });
    const { user, onEnrolled, onOpenExisting } = renderDrawer();
    await fillPatient(user);
    await user.click(within(drawer()).getByRole('button', { name: 'Enrol patient' }));

    const notice = await within(drawer()).findByRole('region', { name: 'Possible duplicate' });
    expect(notice).toHaveTextContent(patientMessages.possibleDuplicate);
    expect(notice).toHaveTextContent(
      'Maria Silva was enrolled in Diabetes care at Clínica São José',
    );
    await vi.waitFor(() => expect(notice).toHaveFocus());
    expect(onOpenExisting).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: 'Enrol as a new patient' }));
    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    expect(enrolPatient).toHaveBeenLastCalledWith(apiClient, {
      ...expectedBody,
      confirmDuplicate: true,
    });
  });

  it('opens the record already at the clinic when asked', async () => {
    vi.mocked(enrolPatient).mockResolvedValue({ kind: 'possibleDuplicate', existing });
    const { user, onOpenExisting } = renderDrawer();
    await fillPatient(user);
    await user.click(within(drawer()).getByRole('button', { name: 'Enrol patient' }));
    const notice = await within(drawer()).findByRole('region', { name: 'Possible duplicate' });
    await user.click(within(notice).getByRole('button', { name: 'Open the existing record' }));
    expect(onOpenExisting).toHaveBeenCalledWith(existing);
  });

  it('puts "already enrolled" under the e-mail, in the reader’s language', async () => {
    await i18n.changeLanguage('pt');
    await loadScreenText([HOME_NAMESPACE, RECORDS_NAMESPACE]);
    try {
      vi.mocked(enrolPatient).mockRejectedValue(
        new ApiError(patientMessages.alreadyEnrolled, 409, 'ALREADY_ENROLLED', false, [
          { path: 'email', message: patientMessages.alreadyEnrolled },
        ]),
      );
      const { user, onEnrolled } = renderDrawer();
      const form = screen.getByRole('dialog', { name: 'Inscrever paciente' });
      await pickOptions(user, within(form).getByRole('combobox', { name: /Clínica/ }), [
        'Clínica São José',
      ]);
      await pickOptions(user, within(form).getByRole('combobox', { name: /Programa/ }), [
        'Diabetes care',
      ]);
      await user.type(within(form).getByRole('textbox', { name: /Nome completo/ }), 'Maria Silva');
      await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'maria@example.test');
      await user.type(within(form).getByRole('textbox', { name: /telefone/ }), '912345678');
      await user.click(within(form).getByRole('button', { name: 'Inscrever paciente' }));

      expect(
        await within(form).findByText('Esta pessoa já está inscrita neste programa.'),
      ).toBeVisible();
      expect(within(form).getByText('Não foi possível inscrever o paciente')).toBeVisible();
      expect(onEnrolled).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
