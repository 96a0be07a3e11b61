import type * as ApiClientExports from '@org/api-client';
import { getOwnProfile, listClinics, listPrograms, type OwnProfile } from '@org/api-client';
import type { Clinic, StaffUser } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORTS_NAMESPACE } from '../../app/imports/importsNamespace';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, page, renderSignedIn } from '../../testing/signedInScreen';
import { ClinicDrawer } from '../clinics/ClinicDrawer';
import { CLINICS_NAMESPACE } from '../clinics/clinicsNamespace';
import { EnrolPatientDrawer } from '../home/EnrolPatientDrawer';
import { HOME_NAMESPACE } from '../home/homeNamespace';
import { StaffUserDrawer } from '../users/StaffUserDrawer';
import { USERS_NAMESPACE } from '../users/usersNamespace';

/**
 * Wherever an address is edited it is a text area, so that an address of several lines (typed,
 * or imported from a quoted CSV cell) is shown and saved as it is, never glued into one line.
 */

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getOwnProfile: vi.fn(),
  listClinics: vi.fn(),
  listPrograms: vi.fn(),
}));

const ADDRESS = 'Rua das Flores 12\nBloco C\nAndar 3';

const clinic: Clinic = {
  id: 'c1',
  name: 'Clínica do Bloco',
  type: 'CLINIC',
  address: ADDRESS,
  phoneNumber: null,
  email: 'bloco@example.pt',
  countryCode: 'PT',
  status: 'ACTIVE',
} as Clinic;

const staffUser = {
  id: 'u1',
  fullName: 'Ana Bloco',
  email: 'ana@example.pt',
  phoneNumber: null,
  role: 'NURSE',
  address: ADDRESS,
  clinics: [{ id: 'c1', name: 'Clínica do Bloco', countryCode: 'PT' }],
  status: 'ACTIVE',
} as unknown as StaffUser;

const addressOf = () =>
  within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Address/ });

beforeAll(() =>
  loadEnglishText([
    CLINICS_NAMESPACE,
    USERS_NAMESPACE,
    HOME_NAMESPACE,
    RECORDS_NAMESPACE,
    IMPORTS_NAMESPACE,
  ]),
);

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getOwnProfile)
    .mockReset()
    .mockResolvedValue({ clinics: [] } as unknown as OwnProfile);
  vi.mocked(listClinics).mockReset().mockResolvedValue(page([]));
  vi.mocked(listPrograms).mockReset().mockResolvedValue(page([]));
});

describe('an address being edited', () => {
  it('keeps its lines in the clinic drawer', () => {
    renderSignedIn(<ClinicDrawer target={{ clinic }} onClose={vi.fn()} />);
    expect(addressOf().tagName).toBe('TEXTAREA');
    expect(addressOf()).toHaveValue(ADDRESS);
  });

  it('keeps its lines in the staff drawer', () => {
    renderSignedIn(<StaffUserDrawer target={{ user: staffUser }} onClose={vi.fn()} />);
    expect(addressOf().tagName).toBe('TEXTAREA');
    expect(addressOf()).toHaveValue(ADDRESS);
  });

  it('takes several lines in the enrolment drawer', async () => {
    const { user } = renderSignedIn(
      <EnrolPatientDrawer onClose={vi.fn()} onEnrolled={vi.fn()} onOpenExisting={vi.fn()} />,
    );
    expect(addressOf().tagName).toBe('TEXTAREA');
    await user.type(addressOf(), 'Rua 1{Enter}Bloco C');
    expect(addressOf()).toHaveValue('Rua 1\nBloco C');
  });
});
