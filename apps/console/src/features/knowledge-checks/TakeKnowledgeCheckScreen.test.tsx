import type * as ApiClientExports from '@org/api-client';
import { ApiError, getKnowledgeCheck, submitKnowledgeCheckAttempt } from '@org/api-client';
import {
  errorCodes,
  trainingMessages,
  type KnowledgeCheckAttemptResult as AttemptResult,
} from '@org/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTS_NAMESPACE } from '../../app/lists/listsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderScreenAt } from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { sentence } from '../../testing/sentence';
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

/** A result as the api answers it: 20 seconds (right) and once a day (wrong). */
const scored = (overrides: Partial<AttemptResult> = {}): AttemptResult => ({
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
  answerKeyShown: false,
  allowance: { attemptsLeft: 2, nextAttemptAt: null },
  submittedAt: '2025-02-01T10:00:00.000Z',
  ...overrides,
});

/** Midday UTC: Sunday, February 2, 2025 in every time zone a test machine may be in. */
const nextAttemptAt = '2025-02-02T12:00:00.000Z';
const nextAttemptText =
  /^You have used every attempt allowed within 24 hours\. Your next attempt is possible from Sunday, February 2, 2025 at \d{1,2}:\d{2}\s[AP]M\.$/;

const answerEveryQuestion = async (user: ReturnType<typeof renderScreen>['user']) => {
  const first = await screen.findByRole('group', { name: '1. How long should a hand wash last?' });
  await user.click(within(first).getByRole('radio', { name: '20 seconds' }));
  const second = screen.getByRole('group', { name: '2. When are gloves changed?' });
  await user.click(within(second).getByRole('radio', { name: 'Once a day' }));
};

beforeEach(() => {
  queryClient.clear();
  vi.mocked(getKnowledgeCheck).mockReset().mockResolvedValue(handHygieneCheck);
  vi.mocked(submitKnowledgeCheckAttempt).mockReset();
});

describe('taking a knowledge check (docs/decisions.md "Attempts are submitted whole")', () => {
  it('sends the chosen option of every question, then shows the score, the pass mark and each answer without the key', async () => {
    vi.mocked(submitKnowledgeCheckAttempt).mockResolvedValue(scored());
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Hand hygiene basics' })).toBeVisible();
    expect(screen.getByText('Attempts left within 24 hours: 3 of 3')).toBeVisible();
    await expectNoAxeViolations();
    await answerEveryQuestion(user);
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
    const answers = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole(
      'listitem',
    );
    expect(answers.map((answer) => answer.textContent)).toEqual([
      '1. How long should a hand wash last?Your answer: 20 seconds Right',
      '2. When are gloves changed?Your answer: Once a day Wrong',
    ]);
    expect(screen.queryByText(/^Right answer:/)).toBeNull();
    expect(
      screen.getByText(
        'The right answers are shown once you pass, or once you have used every attempt allowed within 24 hours.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Attempts left within 24 hours: 2 of 3')).toBeVisible();
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

  it('shows the right answers and the explanations after the last attempt, and when the next one is possible instead of "Try again"', async () => {
    vi.mocked(submitKnowledgeCheckAttempt).mockResolvedValue(
      scored({
        number: 3,
        answers: [
          { questionId: 'q1', optionId: 'q1-b', correct: true, correctOptionId: 'q1-b' },
          {
            questionId: 'q2',
            optionId: 'q2-b',
            correct: false,
            correctOptionId: 'q2-a',
            explanation: 'Gloves carry germs from one patient to the next.',
          },
        ],
        answerKeyShown: true,
        allowance: { attemptsLeft: 0, nextAttemptAt },
      }),
    );
    const { user } = renderScreen();
    await answerEveryQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    await screen.findByRole('heading', { name: 'Your result' });
    const [first, second] = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole(
      'listitem',
    );
    // A right answer needs no correction; a wrong one shows the right option and why.
    expect(within(first!).queryByText(/^Right answer:/)).toBeNull();
    expect(within(second!).getByText(sentence('Right answer: Between patients'))).toBeVisible();
    expect(
      within(second!).getByText(sentence('Why: Gloves carry germs from one patient to the next.')),
    ).toBeVisible();
    // What the check's author typed keeps its own direction inside each sentence (a Latin answer
    // in an Arabic sentence): it is a <bdi> of its own.
    for (const typed of [
      'How long should a hand wash last?',
      '20 seconds',
      'Between patients',
      'Gloves carry germs from one patient to the next.',
    ]) {
      const answers = within(screen.getByRole('list', { name: 'Your answers' }));
      expect(answers.getByText(typed).tagName, typed).toBe('BDI');
    }
    expect(screen.queryByText(/^The right answers are shown once/)).toBeNull();
    expect(screen.getByText(nextAttemptText)).toHaveRole('status');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('says when the next attempt is possible instead of offering to submit once none is left', async () => {
    vi.mocked(getKnowledgeCheck).mockResolvedValue({
      ...handHygieneCheck,
      allowance: { attemptsLeft: 0, nextAttemptAt },
    });
    renderScreen();
    expect(await screen.findByText(nextAttemptText)).toHaveRole('status');
    expect(
      screen.getByRole('group', { name: '1. How long should a hand wash last?' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    expect(screen.queryByText(/^Attempts left/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says a refusal over the limit in its own words, then when the next attempt is possible', async () => {
    vi.mocked(submitKnowledgeCheckAttempt).mockRejectedValue(
      new ApiError(
        trainingMessages.attemptLimitReached,
        429,
        errorCodes.attemptLimitReached,
        false,
        [],
        [],
        86_400,
        {
          message: trainingMessages.attemptLimitReached,
          code: errorCodes.attemptLimitReached,
          nextAttemptAt,
        },
      ),
    );
    const { user } = renderScreen();
    await answerEveryQuestion(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used every attempt at this knowledge check for now. Try again once the next attempt is possible.',
    );
    expect(await screen.findByText(nextAttemptText)).toHaveRole('status');
    expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    await expectNoAxeViolations();
  });
});
