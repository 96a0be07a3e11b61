import type { FastifyInstance } from 'fastify';
import type { SupportContact } from '@org/contracts';
import { feedbackSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import type { FeedbackService } from '../services/feedbackService';

/** docs/product.md §2.5: the support address (SUPPORT_EMAIL) and feedback mailed to it. */
export function supportRoutes(deps: { feedback: FeedbackService }) {
  const self = { config: { access: 'account:self' } } as const;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/support', self, async (): Promise<SupportContact> => deps.feedback.contact());

    app.post('/api/v1/support/feedback', self, async (request, reply) => {
      const feedback = await validateBody(feedbackSchema, request.body);
      await deps.feedback.send(requireAuth(request).user, feedback);
      return reply.status(204).send();
    });
  };
}
