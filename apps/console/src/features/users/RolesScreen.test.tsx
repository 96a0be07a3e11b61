import type * as ApiClientExports from '@org/api-client';
import { getRolePermissions } from '@org/api-client';
import { permissions, rolePermissionMatrix, roles } from '@org/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemText } from '../../app/DesignSystemText';
import { i18n, i18nReady, loadScreenText, loadSignedInText } from '../../app/i18n/i18n';
import en from './locales/en.json';
import { permissionTextKey, RolesScreen } from './RolesScreen';
import { USERS_NAMESPACE } from './usersNamespace';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getRolePermissions: vi.fn(),
}));

const english = en as Record<string, string>;
const roleNames = ['System administrator', 'Clinic manager', 'Doctor', 'Nurse'];

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemText>
        <QueryClientProvider client={queryClient}>
          <main>
            <RolesScreen />
          </main>
        </QueryClientProvider>
      </DesignSystemText>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await Promise.all([loadSignedInText(), loadScreenText(USERS_NAMESPACE)]);
});

beforeEach(() => {
  vi.mocked(getRolePermissions).mockReset().mockResolvedValue(rolePermissionMatrix());
});

describe('the Roles tab (docs/product.md §6)', () => {
  it('names and explains every permission of the one table', () => {
    for (const permission of permissions) {
      expect(english[permissionTextKey(permission, 'name')], permission).toBeTruthy();
      expect(english[permissionTextKey(permission, 'description')], permission).toBeTruthy();
    }
  });

  it('is a table with a column header per role and a row header per permission', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Permissions of each role' });
    await within(table).findByRole('rowheader', { name: /Manage clinics/ });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Permission', ...roleNames]);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(permissions.length);
    permissions.forEach((permission, index) => {
      expect(rowHeaders[index]).toHaveTextContent(english[permissionTextKey(permission, 'name')]!);
      expect(rowHeaders[index]).toHaveTextContent(
        english[permissionTextKey(permission, 'description')]!,
      );
    });

    // Each cell says it in words, as the table says it.
    const manageClinics = within(table).getByRole('rowheader', { name: /Manage clinics/ });
    const cells = within(manageClinics.closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Allowed',
      'Not allowed',
      'Not allowed',
      'Not allowed',
    ]);
    expect(roles).toHaveLength(4);
    await expectNoAxeViolations();
  });

  it('explains the permissions in the reader’s language', async () => {
    await i18n.changeLanguage('ar');
    await loadScreenText(USERS_NAMESPACE);
    try {
      renderScreen();
      const table = await screen.findByRole('table', { name: 'صلاحيات كل دور' });
      expect(
        await within(table).findByRole('rowheader', { name: /معرفة من غيّر ماذا ومتى ومن أين/ }),
      ).toBeVisible();
      expect(within(table).getByRole('columnheader', { name: 'ممرض' })).toBeVisible();
      await expectNoAxeViolations();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the loading skeleton, then says the roles could not be loaded, with "Try again"', async () => {
    vi.mocked(getRolePermissions)
      .mockReset()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(rolePermissionMatrix());
    renderScreen();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { name: 'The roles could not be loaded.' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /Read the audit log/ })).toBeVisible();
  });
});
