import type * as ApiClientExports from '@org/api-client';
import {
  exportKnowledgeCheckAttempts,
  getKnowledgeCheck,
  listKnowledgeCheckAttempts,
} from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, page, renderScreenAt } from '../../testing/signedInScreen';
import { KnowledgeCheckResultsScreen } from './KnowledgeCheckResultsScreen';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { handHygieneCheck } from './knowledgeCheckTestData';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getKnowledgeCheck: vi.fn(),
  listKnowledgeCheckAttempts: vi.fn(),
  exportKnowledgeCheckAttempts: vi.fn(),
}));

beforeAll(() => loadEnglishText([KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getKnowledgeCheck).mockReset().mockResolvedValue(handHygieneCheck);
  vi.mocked(exportKnowledgeCheckAttempts).mockReset().mockRejectedValue(new Error('offline'));
  vi.mocked(listKnowledgeCheckAttempts)
    .mockReset()
    .mockResolvedValue(
      page([
        {
          id: 'a1',
          user: { id: 'u1', fullName: 'Ana Silva', email: 'ana@example.org', role: 'NURSE' },
          number: 2,
          score: 100,
          passMark: 75,
          passed: true,
          submittedAt: '2025-02-01T10:00:00.000Z',
        },
      ]),
    );
});

describe('a check\'s results (docs/decisions.md "Attempt results")', () => {
  it('lists who attempted the check and exports the same rows', async () => {
    const { user } = renderScreenAt(
      '/knowledge-center/knowledge-checks/:id/results',
      <KnowledgeCheckResultsScreen />,
      '/knowledge-center/knowledge-checks/c1/results',
    );
    const row = (await screen.findByRole('rowheader', { name: 'Ana Silva' })).closest('tr')!;
    expect(within(row).getByText('100%')).toBeVisible();
    expect(within(row).getByText('Passed')).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Results: Hand hygiene basics' }),
    ).toBeVisible();
    expect(listKnowledgeCheckAttempts).toHaveBeenCalledWith(apiClient, 'c1', {
      page: 1,
      pageSize: 25,
      sort: '-submittedAt',
      locale: 'en',
    });
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() =>
      expect(exportKnowledgeCheckAttempts).toHaveBeenCalledWith(apiClient, 'c1', {
        page: 1,
        pageSize: 25,
        sort: '-submittedAt',
        locale: 'en',
      }),
    );
  });
});
