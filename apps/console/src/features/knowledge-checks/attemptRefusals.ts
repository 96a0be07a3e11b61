import { errorCodes, trainingMessages } from '@org/contracts';
import { MutationFailure } from '../../app/data/runMutation';
import { KNOWLEDGE_CHECKS_NAMESPACE } from './knowledgeChecksNamespace';

/**
 * The refusals of an attempt that say why in their own words (docs/decisions.md "Attempts are
 * submitted whole"): the check was edited since it was opened, or another attempt went in at the
 * same moment. Each message is its own translation key in this screen's text.
 */
const messageByCode: Record<string, string> = {
  [errorCodes.knowledgeCheckChanged]: trainingMessages.checkChanged,
  [errorCodes.attemptConflict]: trainingMessages.attemptConflict,
};

const codeOf = (error: unknown): unknown =>
  error !== null && typeof error === 'object' && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

/** Runs the submission; a refusal above fails with its own words, anything else goes on as is. */
export async function sayingAttemptRefusals<T>(submission: Promise<T>): Promise<T> {
  try {
    return await submission;
  } catch (error) {
    const code = codeOf(error);
    const key = typeof code === 'string' ? messageByCode[code] : undefined;
    throw key ? new MutationFailure({ key, ns: KNOWLEDGE_CHECKS_NAMESPACE }) : error;
  }
}
