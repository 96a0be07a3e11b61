import type * as ApiClientExports from '@org/api-client';
import { getOwnProfile, type OwnProfile } from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { ClinicDrawer } from './ClinicDrawer';
import { CLINICS_NAMESPACE } from './clinicsNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getOwnProfile: vi.fn(),
}));

/** The signed-in admin's own record, in clinics of these countries. */
const ownProfile = (countries: string[]): OwnProfile => ({
  fullName: 'Ada Admin',
  email: 'admin@clinic.test',
  role: 'SYSTEM_ADMIN',
  avatar: null,
  phoneNumber: null,
  address: 'Rua Augusta 1, Lisboa',
  clinics: countries.map((countryCode, index) => ({
    id: `own${index}`,
    name: `Own ${index}`,
    countryCode,
    status: index === 0 && countries.length > 1 ? 'INACTIVE' : 'ACTIVE',
  })),
});

const drawer = () => screen.getByRole('dialog');
const phoneCountry = () => within(drawer()).getByRole('combobox', { name: 'Country code' });

beforeAll(() => loadEnglishText([CLINICS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getOwnProfile).mockReset().mockResolvedValue(ownProfile([]));
});

describe('the phone number’s country on a new clinic', () => {
  it('is none until the clinic’s country is chosen, then that country', async () => {
    const { user } = renderSignedIn(<ClinicDrawer target={{ clinic: null }} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(getOwnProfile).toHaveBeenCalled());
    expect(phoneCountry()).toHaveDisplayValue('Choose a country');
    await user.selectOptions(
      within(drawer()).getByRole('combobox', { name: /^Country\b(?! code)/ }),
      'VN',
    );
    expect(phoneCountry()).toHaveDisplayValue('Vietnam (+84)');
  });

  it('starts on the country of the admin’s own active clinic', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue(ownProfile(['DE', 'FR']));
    renderSignedIn(<ClinicDrawer target={{ clinic: null }} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(phoneCountry()).toHaveDisplayValue('France (+33)'));
  });
});
