import type * as ApiClientExports from '@org/api-client';
import { getOwnProfile } from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { queryClient } from '../../app/session/queryClient';
import { demoAdminProfile } from '../../testing/demoAdmin';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { ClinicDrawer } from './ClinicDrawer';
import { CLINICS_NAMESPACE } from './clinicsNamespace';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getOwnProfile: vi.fn(),
}));

const drawer = () => screen.getByRole('dialog');
const phoneCountry = () => within(drawer()).getByRole('combobox', { name: 'Country code' });

beforeAll(() => loadEnglishText([CLINICS_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getOwnProfile).mockReset().mockResolvedValue(demoAdminProfile([]));
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
    vi.mocked(getOwnProfile).mockResolvedValue(demoAdminProfile(['DE', 'FR'], { inactive: [0] }));
    renderSignedIn(<ClinicDrawer target={{ clinic: null }} onClose={vi.fn()} />);
    await vi.waitFor(() => expect(phoneCountry()).toHaveDisplayValue('France (+33)'));
  });
});
