import type * as ApiClientExports from '@org/api-client';
import {
  auditActions,
  exportAuditLog,
  getAuditLog,
  type AuditEntry,
  type Page,
} from '@org/api-client';
import { ToastProvider } from '@org/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDownload } from '../../app/data/saveDownload';
import { DesignSystemText } from '../../app/DesignSystemText';
import { i18n, i18nReady, loadScreenText } from '../../app/i18n/i18n';
import { AuditLogSection } from './AuditLogSection';
import { auditSentenceKeys } from './auditEntryText';
import en from './locales/en.json';
import { SETTINGS_NAMESPACE } from './settingsNamespace';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { sentence } from '../../testing/sentence';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getAuditLog: vi.fn(),
  exportAuditLog: vi.fn(),
}));
vi.mock('../../app/data/saveDownload', () => ({ saveDownload: vi.fn() }));

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  at: '2026-03-04T09:30:00.000Z',
  userId: crypto.randomUUID(),
  userEmail: 'admin@clinic.test',
  userFullName: 'Ada Admin',
  actionCode: 'auth.signedIn',
  action: 'POST /api/v1/auth/verify-otp',
  status: 200,
  ip: '203.0.113.7',
  requestId: 'req-1',
  entityType: null,
  entityId: null,
  summary: null,
  ...fields,
});

const page = (items: AuditEntry[], total = items.length): Page<AuditEntry> => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});

const entries = [
  entry({}),
  entry({
    actionCode: 'clinic.created',
    action: 'POST /api/v1/clinics',
    status: 201,
    entityType: 'clinic',
    summary: 'Clínica Norte',
  }),
  entry({ actionCode: 'settings.languageChanged', summary: 'es' }),
  entry({ actionCode: 'settings.darkModeChanged', summary: 'on' }),
  entry({
    actionCode: 'maintenance.published',
    status: 401,
    userId: null,
    userEmail: null,
    userFullName: null,
  }),
];

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <DesignSystemText>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <main>
              <AuditLogSection />
            </main>
          </ToastProvider>
        </QueryClientProvider>
      </DesignSystemText>
    </I18nextProvider>,
  );
}

const table = (name = 'Audit log') => screen.findByRole('table', { name });
/** The table once the first page is in. */
const loaded = async (firstSentence = 'Created clinic Clínica Norte', name = 'Audit log') => {
  const found = await table(name);
  await within(found).findByText(sentence(firstSentence));
  return found;
};
const lastParams = () => vi.mocked(getAuditLog).mock.lastCall?.[1];

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await loadScreenText(SETTINGS_NAMESPACE);
});
afterAll(() => i18n.changeLanguage('en'));

beforeEach(() => {
  vi.mocked(getAuditLog).mockReset().mockResolvedValue(page(entries));
  vi.mocked(exportAuditLog)
    .mockReset()
    .mockResolvedValue({ blob: new Blob(['at\r\n']), fileName: 'audit-log.csv' });
  vi.mocked(saveDownload).mockReset();
});

// Rendering the whole section with its date pickers takes a while in jsdom.
describe('the audit log in Settings (docs/product.md §12.3)', { timeout: 20_000 }, () => {
  it('words every action in English, with its named forms', () => {
    const english = en as Record<string, string>;
    for (const action of auditActions) {
      for (const key of auditSentenceKeys(action)) expect(english[key], key).toBeTruthy();
    }
  });

  it('shows what people did as sentences, with who, when and the result', async () => {
    renderSection();
    const rows = within(await loaded()).getAllByRole('row');
    const texts = rows.map((row) => row.textContent);
    expect(texts[1]).toContain('Signed in');
    expect(texts[1]).toContain('Ada Admin');
    expect(texts[1]).toContain('admin@clinic.test');
    expect(texts[1]).toContain('Done');
    expect(texts[1]).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date('2026-03-04T09:30:00.000Z'),
      ),
    );
    expect(texts[2]).toContain('Created clinic Clínica Norte');
    expect(texts[3]).toContain('Changed language to Español');
    expect(texts[4]).toContain('Turned dark mode on');
    expect(texts[5]).toContain('Published the maintenance message');
    expect(texts[5]).toContain('Not signed in');
    expect(texts[5]).toContain('Refused (401)');
    // Each sentence is its row's header.
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe(
      'Created clinic Clínica Norte',
    );
  });

  it('is also a list of cards, one per entry, for narrow screens', async () => {
    renderSection();
    await loaded();
    const cards = within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
    expect(cards).toHaveLength(entries.length);
    expect(cards[1]!.textContent).toContain('Created clinic Clínica Norte');
    expect(within(cards[4]!).getByText('Refused (401)')).toBeTruthy();
  });

  it('asks for ten entries a page, without preference changes, until asked', async () => {
    renderSection();
    await loaded();
    expect(lastParams()).toEqual({ page: 1, pageSize: 10 });
    await userEvent.click(screen.getByRole('checkbox', { name: /Show preference changes/ }));
    await waitFor(() =>
      expect(lastParams()).toEqual({ page: 1, pageSize: 10, includePreferences: true }),
    );
  });

  it('narrows to a person, an action and the reader’s days, and starts again at page 1', async () => {
    vi.mocked(getAuditLog).mockResolvedValue(page(entries, 25));
    renderSection();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 2 }));

    await userEvent.type(screen.getByRole('searchbox', { name: /Person/ }), ' ada ');
    await waitFor(() => expect(lastParams()).toEqual({ actor: 'ada', page: 1, pageSize: 10 }));

    const actions = screen.getByRole('combobox', { name: 'Action' });
    expect(within(actions).getAllByRole('option')).toHaveLength(auditActions.length + 1);
    await userEvent.selectOptions(actions, 'Published the maintenance message');
    await waitFor(() => expect(lastParams()).toMatchObject({ action: ['maintenance.published'] }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '2026-03-01');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '2026-03-02');
    await userEvent.tab();
    await waitFor(() =>
      expect(lastParams()).toEqual({
        actor: 'ada',
        action: ['maintenance.published'],
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('refuses an end date before the start date in words, and asks nothing', async () => {
    renderSection();
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '2026-03-05');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '2026-03-01');
    await userEvent.tab();
    await screen.findByText('The end date is before the start date.');
    expect(vi.mocked(getAuditLog).mock.calls.some(([, params]) => params?.to)).toBe(false);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    renderSection();
    await loaded();
    vi.mocked(getAuditLog).mockResolvedValue(page([]));
    await userEvent.type(screen.getByRole('searchbox', { name: /Person/ }), 'nobody');
    await within(await table()).findByText('No entries match these filters.');
    vi.mocked(getAuditLog).mockResolvedValue(page(entries));
    await userEvent.click(within(await table()).getByRole('button', { name: 'Clear filters' }));
    await within(await table()).findByText(sentence('Created clinic Clínica Norte'));
    expect(lastParams()).toEqual({ page: 1, pageSize: 10 });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: /Person/ }).value).toBe('');
  });

  it('exports what the filters select, without the page, as a download', async () => {
    renderSection();
    await loaded();
    await userEvent.click(screen.getByRole('checkbox', { name: /Show preference changes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveDownload).toHaveBeenCalled());
    expect(vi.mocked(exportAuditLog).mock.lastCall?.[1]).toEqual({ includePreferences: true });
    await screen.findByText('Audit log downloaded');
  });

  it('speaks the reader’s language: dates, sentences and names', async () => {
    await i18n.changeLanguage('fr');
    await loadScreenText(SETTINGS_NAMESPACE);
    try {
      renderSection();
      const rows = within(
        await loaded('Création de la clinique Clínica Norte', 'Journal d’audit'),
      ).getAllByRole('row');
      expect(rows[2]!.textContent).toContain('Création de la clinique Clínica Norte');
      expect(rows[1]!.textContent).toContain(
        new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'medium' }).format(
          new Date('2026-03-04T09:30:00.000Z'),
        ),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('has no axe violations', async () => {
    renderSection();
    await loaded();
    await expectNoAxeViolations();
  });
});
