import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  trainingMessages,
  type KnowledgeCheck,
  type KnowledgeCheckAttempt,
  type KnowledgeCheckAttemptResult,
  type KnowledgeCheckSummary,
  type KnowledgeStatus,
  type Page,
} from '@org/contracts';
import {
  knowledgeCheckAttemptSchema,
  knowledgeCheckSchema,
  knowledgeStatusSchema,
} from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { streamCsv } from '../imports/csv';
import { csvAttachment } from '../imports/csvRoutes';
import { MANAGE_KNOWLEDGE } from '../services/knowledgeAccess';
import {
  attemptListing,
  knowledgeCheckListing,
  type KnowledgeCheckService,
} from '../services/knowledgeCheckService';

/** The attempts export (`knowledge-check-attempts.csv`): one row per attempt, written by csv.ts. */
export const ATTEMPT_EXPORT_COLUMNS = [
  'fullName',
  'email',
  'role',
  'attempt',
  'score',
  'passMark',
  'passed',
  'submittedAt',
] as const;

export const attemptCsvRow = (attempt: KnowledgeCheckAttempt): string[] => [
  attempt.user.fullName,
  attempt.user.email,
  attempt.user.role,
  String(attempt.number),
  String(attempt.score),
  String(attempt.passMark),
  attempt.passed ? 'true' : 'false',
  attempt.submittedAt,
];

// Every role reads and takes the published checks; system admins build them and see the results.
const read = { config: { access: 'knowledge:read' } } as const;
const manage = { config: { access: MANAGE_KNOWLEDGE } } as const;

/** The audit log names the check a write (an attempt included) was about. */
const audited = <T extends { id: string; title: string }>(request: FastifyRequest, check: T): T => {
  request.auditEntity = { type: 'knowledge-check', id: check.id, summary: check.title };
  return check;
};

/** docs/product.md §3.4: knowledge checks and their attempts, never deleted. */
export function knowledgeCheckRoutes(deps: { checks: KnowledgeCheckService }) {
  const { checks } = deps;
  const checkId = (request: FastifyRequest) =>
    uuidParam(request, 'id', trainingMessages.checkNotFound);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    app.get(
      '/api/v1/knowledge-checks',
      read,
      async (request): Promise<Page<KnowledgeCheckSummary>> =>
        checks.list(viewer(request), knowledgeCheckListing.parse(request.query)),
    );

    /** Staff get the questions and options only; the answer key is for system admins. */
    app.get('/api/v1/knowledge-checks/:id', read, async (request): Promise<KnowledgeCheck> =>
      checks.get(viewer(request), checkId(request)),
    );

    app.post('/api/v1/knowledge-checks', manage, async (request, reply) => {
      const values = await validateBody(knowledgeCheckSchema, request.body);
      return reply.status(201).send(audited(request, await checks.create(viewer(request), values)));
    });

    app.put('/api/v1/knowledge-checks/:id', manage, async (request): Promise<KnowledgeCheck> => {
      const id = checkId(request);
      const values = await validateBody(knowledgeCheckSchema, request.body);
      return audited(request, await checks.update(viewer(request), id, values));
    });

    app.patch(
      '/api/v1/knowledge-checks/:id/status',
      manage,
      async (request): Promise<KnowledgeCheck> => {
        const id = checkId(request);
        const { status } = await validateBody(knowledgeStatusSchema, request.body);
        return audited(
          request,
          await checks.setStatus(viewer(request), id, status as KnowledgeStatus),
        );
      },
    );

    /**
     * One whole attempt, scored here: 201 with the score, whether it passed and, once allowed, the
     * right answers; 429 ATTEMPT_LIMIT_REACHED when no attempt is left within 24 hours.
     */
    app.post('/api/v1/knowledge-checks/:id/attempts', read, async (request, reply) => {
      const id = checkId(request);
      const values = await validateBody(knowledgeCheckAttemptSchema, request.body);
      const { result, title } = await checks.attempt(viewer(request), id, values);
      audited(request, { id, title });
      return reply.status(201).send(result satisfies KnowledgeCheckAttemptResult);
    });

    app.get(
      '/api/v1/knowledge-checks/:id/attempts',
      manage,
      async (request): Promise<Page<KnowledgeCheckAttempt>> => {
        const id = checkId(request);
        return checks.attempts(id, attemptListing.parse(request.query));
      },
    );

    app.get('/api/v1/knowledge-checks/:id/attempts/export', manage, async (request, reply) => {
      const id = checkId(request);
      const selection = attemptListing.parse(request.query);
      await checks.assertCheck(id);
      async function* rows() {
        for await (const batch of checks.allAttempts(id, selection)) {
          yield batch.map(attemptCsvRow);
        }
      }
      return csvAttachment(reply, 'knowledge-check-attempts.csv').send(
        streamCsv(ATTEMPT_EXPORT_COLUMNS, rows()),
      );
    });
  };
}
