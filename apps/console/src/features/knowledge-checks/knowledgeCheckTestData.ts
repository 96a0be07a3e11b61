import type { CurrentUser, KnowledgeCheck, KnowledgeCheckSummary, Role } from '@org/contracts';
import { demoUserAs } from '../../testing/demoAdmin';

/** What the knowledge-check tests share: a signed-in person of a role, checks as the api sends them. */
export const userWithRole = (role: Role): CurrentUser => demoUserAs(role);

export const checkSummary = (overrides: Partial<KnowledgeCheckSummary>): KnowledgeCheckSummary => ({
  id: 'c1',
  moduleId: 'm1',
  moduleTitle: 'Hand hygiene',
  title: 'Hand hygiene basics',
  passMark: 75,
  attemptLimit: 3,
  questionCount: 2,
  status: 'PUBLISHED',
  mine: { attempts: 0, bestScore: null, passed: false },
  createdAt: '2025-01-10T08:00:00.000Z',
  updatedAt: '2025-01-10T08:00:00.000Z',
  ...overrides,
});

/** A published check as staff receive it: no answer key. */
export const handHygieneCheck: KnowledgeCheck = {
  ...checkSummary({}),
  allowance: { attemptsLeft: 3, nextAttemptAt: null },
  questions: [
    {
      id: 'q1',
      text: 'How long should a hand wash last?',
      options: [
        { id: 'q1-a', text: '5 seconds' },
        { id: 'q1-b', text: '20 seconds' },
      ],
    },
    {
      id: 'q2',
      text: 'When are gloves changed?',
      options: [
        { id: 'q2-a', text: 'Between patients' },
        { id: 'q2-b', text: 'Once a day' },
      ],
    },
  ],
};
