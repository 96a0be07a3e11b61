import type * as ApiClientExports from '@org/api-client';
import { getSupportContact, sendFeedback } from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../session/apiClient';
import { queryClient } from '../session/queryClient';
import { demoUserAs } from '../../testing/demoAdmin';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { AppHeader } from './AppHeader';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getSupportContact: vi.fn(),
  sendFeedback: vi.fn(),
}));

const PAGE = '/clinics-and-hospitals?status=ACTIVE';

function renderHeader(role: Parameters<typeof demoUserAs>[0] = 'NURSE') {
  return renderScreenAt('/clinics-and-hospitals', <AppHeader user={demoUserAs(role)} />, PAGE);
}

async function openProfileMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByRole('button', { name: 'Ada Admin, profile menu' }));
  return screen.findByRole('menu');
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeAll(() => loadEnglishText([]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getSupportContact).mockReset().mockResolvedValue({ email: 'help@clinic.example' });
  vi.mocked(sendFeedback).mockReset().mockResolvedValue(undefined);
});

describe('the header’s support and profile entries (docs/product.md §2.5)', () => {
  it('offers Profile, Settings, Support at the api’s address, Feedback and Logout', async () => {
    const { user } = renderHeader();
    await vi.waitFor(() => expect(getSupportContact).toHaveBeenCalled());
    const menu = await openProfileMenu(user);
    await vi.waitFor(() =>
      expect(entries(menu)).toEqual(['Profile', 'Settings', 'Support', 'Feedback', 'Logout']),
    );
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:help@clinic.example',
    );
  });

  it('shows no Support, Feedback or contact line when the api has no support address', async () => {
    vi.mocked(getSupportContact).mockResolvedValue({ email: null });
    const { user } = renderHeader();
    await vi.waitFor(() => expect(getSupportContact).toHaveBeenCalled());
    const menu = await openProfileMenu(user);
    expect(entries(menu)).toEqual(['Profile', 'Settings', 'Logout']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(help).queryByRole('link', { name: /support/i })).toBeNull();
    expect(within(help).queryByText(/clinic\.test/)).toBeNull();
  });

  it('sends feedback with the page it was written on, and says it went', async () => {
    const { user } = renderHeader();
    const menu = await openProfileMenu(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Feedback' }));
    const drawer = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect(within(drawer).getByText(PAGE)).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Send feedback' }));
    expect(await within(drawer).findByText('Message is required')).toBeVisible();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'About' }), 'idea');
    await user.type(
      within(drawer).getByRole('textbox', { name: /^Message/ }),
      'Sort clinics by country.',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Send feedback' }));
    await vi.waitFor(() =>
      expect(sendFeedback).toHaveBeenCalledWith(apiClient, {
        message: 'Sort clinics by country.',
        category: 'idea',
        page: PAGE,
      }),
    );
    expect(
      await screen.findByText('Thank you: your feedback was sent to the support team.'),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send feedback' })).toBeNull(),
    );
  });

  it.each(['NURSE', 'DOCTOR', 'CLINIC_MANAGER', 'SYSTEM_ADMIN'] as const)(
    'links %s to the clinics they read',
    (role) => {
      renderHeader(role);
      const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(navigation).getByRole('link', { name: 'Clinics & Hospitals' })).toHaveAttribute(
        'href',
        '/clinics-and-hospitals',
      );
    },
  );
});
