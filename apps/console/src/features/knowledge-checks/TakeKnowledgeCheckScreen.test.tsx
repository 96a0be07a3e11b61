import type * as ApiClientExports from '@org/api-client';
import { getKnowledgeCheck, submitKnowledgeCheckAttempt } from '@org/api-client';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { handHygieneCheck } from './knowledgeCheckTestData';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';
import { TakeKnowledgeCheckScreen } from './TakeKnowledgeCheckScreen';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  getKnowledgeCheck: vi.fn(),
  submitKnowledgeCheckAttempt: vi.fn(),
}));

const renderScreen = () =>
  renderScreenAt(
    '/knowledge-center/knowledge-checks/:id/take',
    <TakeKnowledgeCheckScreen />,
    '/knowledge-center/knowledge-checks/c1/take',
  );

beforeAll(() => loadEnglishText([KNOWLEDGE_CHECKS_NAMESPACE, LISTS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getKnowledgeCheck).mockReset().mockResolvedValue(handHygieneCheck);
  vi.mocked(submitKnowledgeCheckAttempt).mockReset();
});

describe('taking a knowledge check (docs/decisions.md "Attempts are submitted whole")', () => {
  it('sends the chosen option of every question, then shows the score and the pass mark', async () => {
    vi.mocked(submitKnowledgeCheckAttempt).mockResolvedValue({
      id: 'a1',
      checkId: 'c1',
      number: 1,
      score: 50,
      passMark: 75,
      passed: false,
      correctCount: 1,
      questionCount: 2,
      answers: [
        { questionId: 'q1', optionId: 'q1-b', correct: true },
        { questionId: 'q2', optionId: 'q2-b', correct: false },
      ],
      submittedAt: '2025-02-01T10:00:00.000Z',
    });
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Hand hygiene basics' })).toBeVisible();
    await expectNoAxeViolations();
    const first = screen.getByRole('group', { name: '1. How long should a hand wash last?' });
    await user.click(within(first).getByRole('radio', { name: '20 seconds' }));
    const second = screen.getByRole('group', { name: '2. When are gloves changed?' });
    await user.click(within(second).getByRole('radio', { name: 'Once a day' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    await vi.waitFor(() =>
      expect(submitKnowledgeCheckAttempt).toHaveBeenCalledWith(apiClient, 'c1', {
        answers: [
          { questionId: 'q1', optionId: 'q1-b' },
          { questionId: 'q2', optionId: 'q2-b' },
        ],
      }),
    );
    const result = await screen.findByRole('heading', { name: 'Your result' });
    await vi.waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByText('Score: 50%')).toBeVisible();
    expect(screen.getByText('Not passed')).toBeVisible();
    expect(screen.getByText('Pass mark: 75%')).toBeVisible();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const again = screen.getByRole('group', { name: '1. How long should a hand wash last?' });
    expect(within(again).getByRole('radio', { name: '20 seconds' })).not.toBeChecked();
  });

  it('refuses to send an attempt with a question left unanswered, and says which', async () => {
    const { user } = renderScreen();
    const first = await screen.findByRole('group', {
      name: '1. How long should a hand wash last?',
    });
    await user.click(within(first).getByRole('radio', { name: '5 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer every question before you submit. Questions without an answer: 1.',
    );
    const second = screen.getByRole('group', { name: '2. When are gloves changed?' });
    expect(second).toHaveAccessibleDescription('Choose an answer to this question.');
    expect(within(second).getByRole('radio', { name: 'Between patients' })).toHaveFocus();
    expect(submitKnowledgeCheckAttempt).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
