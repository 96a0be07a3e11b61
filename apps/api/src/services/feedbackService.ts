import type { SupportContact } from '@org/contracts';
import type { FeedbackValues } from '@org/forms';
import type { Database } from '../db/database';
import { notFound } from '../http/HttpError';
import { feedbackMail } from '../mail/feedbackMail';
import { queueMail } from '../mail/mailQueue';
import type { Clock } from './clock';
import { rateLimitRules, tooManyRequests, type RateLimiter } from './rateLimiter';
import type { UserRow } from './userService';

export const NO_SUPPORT_ADDRESS = 'Feedback is not available: no support address is configured.';

/**
 * Support (docs/product.md §2.5): the address staff write to, and feedback sent from the console
 * as a mail to it through the mail queue, a few per person at a time.
 */
export function createFeedbackService(deps: {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  supportEmail: string | null;
  consoleUrl: string;
  onMailQueued: () => void;
}) {
  return {
    contact: (): SupportContact => ({ email: deps.supportEmail }),

    async send(sender: UserRow, feedback: FeedbackValues): Promise<void> {
      const { supportEmail } = deps;
      if (!supportEmail) throw notFound(NO_SUPPORT_ADDRESS);
      const wait = await deps.rateLimiter.hit(
        `feedback:account:${sender.id}`,
        rateLimitRules.feedbackPerAccount,
      );
      if (wait !== null) throw tooManyRequests(wait);
      const mail = feedbackMail(sender, feedback, { supportEmail, consoleUrl: deps.consoleUrl });
      await queueMail(deps.db, [mail], deps.now());
      deps.onMailQueued();
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
