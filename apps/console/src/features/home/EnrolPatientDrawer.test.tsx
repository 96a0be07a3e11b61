import type * as ApiClientExports from '@org/api-client';
import { ApiError, enrolPatient, listClinics, listPrograms } from '@org/api-client';
import { patientMessages, type Clinic, type PatientEnrolment, type Program } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadScreenText } from '../../app/i18n/i18n';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, page as pageOf, renderSignedIn } from '../../testing/signedInScreen';
import { EnrolPatientDrawer } from './EnrolPatientDrawer';
import { HOME_NAMESPACE } from './homeNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  enrolPatient: vi.fn(),
  listPrograms: vi.fn(),
  listClinics: vi.fn(),
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
  const clinic = within(drawer()).getByRole('combobox', { name: /Clinic/ });
  await within(clinic).findByRole('option', { name: 'Clínica São José' });
  await user.selectOptions(clinic, 'Clínica São José');
  const program = within(drawer()).getByRole('combobox', { name: /Program/ });
  await within(program).findByRole('option', { name: 'Diabetes care' });
  await user.selectOptions(program, 'Diabetes care');
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
  vi.mocked(listPrograms)
    .mockReset()
    .mockResolvedValue(
      page([
        { id: 'p1', name: 'Diabetes care', status: 'ACTIVE' } as Program,
        { id: 'p2', name: 'Old program', status: 'INACTIVE' } as Program,
      ]),
    );
  vi.mocked(listClinics)
    .mockReset()
    .mockResolvedValue(
      page([
        { id: 'c1', name: 'Clínica São José', status: 'ACTIVE', countryCode: 'PT' } as Clinic,
        { id: 'c2', name: 'Clinique des Lilas', status: 'INACTIVE', countryCode: 'FR' } as Clinic,
      ]),
    );
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
    const program = within(drawer()).getByRole('combobox', { name: /Program/ });
    expect(within(program).queryByRole('option', { name: 'Old program' })).toBeNull();
    const clinic = within(drawer()).getByRole('combobox', { name: /Clinic/ });
    expect(within(clinic).queryByRole('option', { name: 'Clinique des Lilas' })).toBeNull();
    await user.click(within(drawer()).getByRole('button', { name: 'Enrol patient' }));

    await vi.waitFor(() => expect(onEnrolled).toHaveBeenCalledWith({ ...existing, id: 'new' }));
    expect(enrolPatient).toHaveBeenCalledWith(apiClient, expectedBody);
    expect(await screen.findByText('Maria Silva enrolled')).toBeInTheDocument();
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
      const clinic = within(form).getByRole('combobox', { name: /Clínica/ });
      await within(clinic).findByRole('option', { name: 'Clínica São José' });
      await user.selectOptions(clinic, 'c1');
      const program = within(form).getByRole('combobox', { name: /Programa/ });
      await within(program).findByRole('option', { name: 'Diabetes care' });
      await user.selectOptions(program, 'p1');
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
