import { errorCodes, trainingMessages } from '@org/contracts';
import { MutationFailure } from '../../app/data/runMutation';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

/**
 * The refusals of an attempt that say why in their own words (docs/decisions.md "Attempts are
 * submitted whole"): the check was edited since it was opened, another attempt went in at the
 * same moment, or every attempt allowed within 24 hours is used. Each message is its own
 * translation key in this screen's text.
 */
const messageByCode: Record<string, string> = {
  [errorCodes.knowledgeCheckChanged]: trainingMessages.checkChanged,
  [errorCodes.attemptConflict]: trainingMessages.attemptConflict,
  [errorCodes.attemptLimitReached]: trainingMessages.attemptLimitReached,
};

const fieldOf = (value: unknown, field: string): unknown =>
  value !== null && typeof value === 'object' && field in value
    ? (value as Record<string, unknown>)[field]
    : undefined;

interface AttemptRefusalHandlers {
  /** 429 ATTEMPT_LIMIT_REACHED: when the next attempt is possible, as the api said. */
  onLimitReached?: (nextAttemptAt: string) => void;
}

/** Runs the submission; a refusal above fails with its own words, anything else goes on as is. */
export async function sayingAttemptRefusals<T>(
  submission: Promise<T>,
  { onLimitReached }: AttemptRefusalHandlers = {},
): Promise<T> {
  try {
    return await submission;
  } catch (error) {
    const code = fieldOf(error, 'code');
    const key = typeof code === 'string' ? messageByCode[code] : undefined;
    const nextAttemptAt = fieldOf(fieldOf(error, 'body'), 'nextAttemptAt');
    if (code === errorCodes.attemptLimitReached && typeof nextAttemptAt === 'string') {
      onLimitReached?.(nextAttemptAt);
    }
    throw key ? new MutationFailure({ key, ns: KNOWLEDGE_CHECKS_NAMESPACE }) : error;
  }
}
