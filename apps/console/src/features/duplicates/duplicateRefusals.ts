import { duplicateMessages } from '@org/contracts';
import { MutationFailure } from '../../app/data/runMutation';
import { DUPLICATES_NAMESPACE } from './duplicatesNamespace';

/**
 * The refusals of a merge or an unmerge that say why in their own words (the pair was decided
 * elsewhere, a record changed, 30 days went by): each api message is its own translation key in
 * this screen's text. Anything else goes on as it is.
 */
const ownWords = new Set<string>([
  duplicateMessages.pairDecided,
  duplicateMessages.recordChanged,
  duplicateMessages.unmergeChanged,
  duplicateMessages.unmergeExpired,
  duplicateMessages.staffNotAtClinic,
]);

const fieldOf = (value: unknown, field: string): unknown =>
  value !== null && typeof value === 'object' && field in value
    ? (value as Record<string, unknown>)[field]
    : undefined;

/** The api's own message, which an ApiError keeps in its `body`. */
const messageOf = (error: unknown): unknown => fieldOf(fieldOf(error, 'body'), 'message');

export async function sayingDuplicateRefusals<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    const message = messageOf(error);
    if (typeof message === 'string' && ownWords.has(message)) {
      throw new MutationFailure({ key: message, ns: DUPLICATES_NAMESPACE });
    }
    throw error;
  }
}
