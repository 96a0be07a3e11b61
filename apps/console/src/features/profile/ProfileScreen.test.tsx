import type * as ApiClientExports from '@org/api-client';
import { getOwnProfile, type OwnProfile } from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { appStore } from '../../app/session/appStore';
import { queryClient } from '../../app/session/queryClient';
import { currentUserAtom } from '../../app/session/sessionAtoms';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { PROFILE_NAMESPACE } from './profileNamespace';
import { ProfileScreen } from './ProfileScreen';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getOwnProfile: vi.fn(),
}));

const nurse: OwnProfile = {
  fullName: 'Ada Admin',
  email: 'admin@clinic.test',
  role: 'NURSE',
  avatar: null,
  phoneNumber: { callingCode: '351', localPhoneNumber: '912345678' },
  address: 'Rua Augusta 1\nLisboa',
  clinics: [
    { id: 'c1', name: 'Hospital Central de Lisboa', countryCode: 'PT', status: 'ACTIVE' },
    { id: 'c2', name: '仁愛診所', countryCode: 'TW', status: 'INACTIVE' },
  ],
};

const renderAs = (role: OwnProfile['role']) => {
  appStore.set(currentUserAtom, demoUserAs(role));
  return renderScreenAt('/profile', <ProfileScreen />);
};

/** The value a term of the details stands beside. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;

beforeAll(() => loadEnglishText([PROFILE_NAMESPACE, LISTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getOwnProfile).mockReset().mockResolvedValue(nurse);
});
afterEach(() => appStore.set(currentUserAtom, null));

describe('the Profile screen (docs/product.md §2.5)', () => {
  it('shows the person’s own details, read-only, and where to change what they may', async () => {
    renderAs('NURSE');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await screen.findByText('Role', { selector: 'dt' });
    expect(detail('Role')).toHaveTextContent('Nurse');
    expect(detail('E-mail')).toHaveTextContent('admin@clinic.test');
    expect(detail('Phone number')).toHaveTextContent('+351 912 345 678');
    expect(detail('Address')).toHaveTextContent('Rua Augusta 1 Lisboa');
    const clinics = within(detail('Clinics') as HTMLElement).getAllByRole('listitem');
    expect(clinics.map((item) => item.textContent)).toEqual([
      'Hospital Central de LisboaPortugal',
      '仁愛診所TaiwanInactive',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Change your name and profile picture in Settings' }),
    ).toHaveAttribute('href', '/settings');
    expect(
      screen.getByText(
        'To change your e-mail, phone number, address, role or clinics, ask a system administrator.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('sends a system administrator to Users for the rest, with every clinic and no phone', async () => {
    vi.mocked(getOwnProfile).mockResolvedValue({
      ...nurse,
      role: 'SYSTEM_ADMIN',
      phoneNumber: null,
      clinics: [],
    });
    renderAs('SYSTEM_ADMIN');
    await screen.findByText('Role', { selector: 'dt' });
    expect(detail('Phone number')).toHaveTextContent('None');
    expect(detail('Clinics')).toHaveTextContent(
      'Every clinic: a system administrator needs none of their own',
    );
    expect(
      screen.getByRole('link', {
        name: 'Change your e-mail, phone number, address and clinics in Users',
      }),
    ).toHaveAttribute('href', '/users');
  });

  it('says when the details could not be loaded, and tries again', async () => {
    // The read and its one retry (docs/product.md §9) both fail.
    vi.mocked(getOwnProfile)
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderAs('DOCTOR');
    expect(
      await screen.findByText('Your profile could not be loaded.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Role', { selector: 'dt' })).toBeVisible();
  });
});
