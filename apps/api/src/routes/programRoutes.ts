import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Page, type Program, type RecordStatus } from '@org/contracts';
import { clinicStatusSchema, programSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { NO_SUCH_PROGRAM } from '../services/patientRefusals';
import { MANAGE_PROGRAMS, programListing, type ProgramService } from '../services/programService';

// Everyone signed in reads the active programs (to enrol in); system admins manage them.
const read = { config: { access: 'patients:read' } } as const;
const manage = { config: { access: MANAGE_PROGRAMS } } as const;

/** The audit log names the program a write was about. */
const audited = (request: FastifyRequest, program: Program): Program => {
  request.auditEntity = { type: 'program', id: program.id, summary: program.name };
  return program;
};

/** docs/product.md §13.6: programs, never deleted (no DELETE route). */
export function programRoutes(deps: { programs: ProgramService }) {
  const { programs } = deps;
  const programId = (request: FastifyRequest) => uuidParam(request, 'id', NO_SUCH_PROGRAM);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/programs', read, async (request): Promise<Page<Program>> =>
      programs.list(viewer(request), programListing.parse(request.query)),
    );

    app.post('/api/v1/programs', manage, async (request, reply) => {
      const values = await validateBody(programSchema, request.body);
      return reply
        .status(201)
        .send(audited(request, await programs.create(viewer(request), values)));
    });

    app.put('/api/v1/programs/:id', manage, async (request): Promise<Program> => {
      const id = programId(request);
      const values = await validateBody(programSchema, request.body);
      return audited(request, await programs.update(viewer(request), id, values));
    });

    app.patch('/api/v1/programs/:id/status', manage, async (request): Promise<Program> => {
      const id = programId(request);
      // The same `{status}` rule as a clinic's (ACTIVE or INACTIVE, 'Invalid status').
      const { status } = await validateBody(clinicStatusSchema, request.body);
      return audited(
        request,
        await programs.setStatus(viewer(request), id, status as RecordStatus),
      );
    });
  };
}
