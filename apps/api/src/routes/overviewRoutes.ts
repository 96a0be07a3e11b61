import type { FastifyInstance } from 'fastify';
import type { Overview } from '@org/contracts';
import { overviewQuerySchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { validateBody } from '../http/validateBody';
import type { OverviewService } from '../services/overviewService';

// System admins and clinic managers (their clinics); doctors and nurses get a 403.
const read = { config: { access: 'overview:read' } } as const;

/** The Overview tab on Home: every figure for one range and set of filters, in one answer. */
export function overviewRoutes(deps: { overview: OverviewService }) {
  const { overview } = deps;
  return async (app: FastifyInstance) => {
    app.get('/api/v1/overview', read, async (request): Promise<Overview> => {
      const query = await validateBody(overviewQuerySchema, request.query);
      return overview.read(requireAuth(request).user, query);
    });
  };
}
