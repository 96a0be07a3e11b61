import { DEFAULT_ATTEMPT_LIMIT } from '@org/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../testing/schemaErrors';
import { knowledgeCheckSchema } from './knowledgeChecks';

const valid = {
  moduleId: 'm1',
  title: 'Hand hygiene basics',
  passMark: 75,
  questions: [
    {
      text: 'How long should a hand wash last?',
      options: [
        { text: '5 seconds', correct: false },
        { text: '20 seconds', correct: true },
      ],
    },
  ],
};

describe('knowledgeCheckSchema: attempts within 24 hours and explanations', () => {
  it('allows 3 attempts unless told otherwise, and 1 to 20 when told', async () => {
    expect(knowledgeCheckSchema.cast(valid).attemptLimit).toBe(DEFAULT_ATTEMPT_LIMIT);
    for (const attemptLimit of [1, 20, '7']) {
      expect(await schemaErrors(knowledgeCheckSchema, { ...valid, attemptLimit })).toEqual({});
    }
    for (const attemptLimit of [0, 21, 2.5, '', 'many', null]) {
      expect(
        await schemaErrors(knowledgeCheckSchema, { ...valid, attemptLimit }),
        JSON.stringify(attemptLimit),
      ).toEqual({ attemptLimit: 'Attempts must be a whole number from 1 to 20' });
    }
  });

  it('takes an optional explanation of at most 1000 characters per question', async () => {
    const explained = (explanation: string) => ({
      ...valid,
      questions: [{ ...valid.questions[0]!, explanation }],
    });
    expect(knowledgeCheckSchema.cast(valid).questions[0]!.explanation).toBe('');
    expect(await schemaErrors(knowledgeCheckSchema, explained('x'.repeat(1000)))).toEqual({});
    expect(await schemaErrors(knowledgeCheckSchema, explained('x'.repeat(1001)))).toEqual({
      'questions[0].explanation': 'Explanation must be at most 1000 characters',
    });
  });
});
