import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DuplicatePair,
  DuplicatePairDetail,
  DuplicateScan,
  Page,
  PatientRecord,
} from '@org/contracts';
import { patientMergeSchema } from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import type { DuplicateScanner } from '../services/duplicateScan';
import {
  duplicatePairListing,
  NO_SUCH_PAIR,
  type DuplicateService,
} from '../services/duplicateService';
import type { PatientService } from '../services/patientService';

// Reviewing and merging is for whoever may enrol (admins, and managers in their clinics); the
// scan reads every clinic's patients, so it is a system admin's, as maintenance is.
const review = { config: { access: 'patients:enrol', audit: 'patient-read' } } as const;
const decide = { config: { access: 'patients:enrol' } } as const;
const scanRead = { config: { access: 'maintenance:manage' } } as const;

/** Possible duplicate patients, merge and unmerge, and the background scan. */
export function duplicateRoutes(deps: {
  duplicates: DuplicateService;
  scanner: DuplicateScanner;
  patients: PatientService;
}) {
  const { duplicates, scanner, patients } = deps;
  const pairId = (request: FastifyRequest) => uuidParam(request, 'id', NO_SUCH_PAIR);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;
  const about = (
    request: FastifyRequest,
    id: string,
    patientIds: string[],
    summary: string | null,
  ) => {
    request.auditEntity = { type: 'patient-duplicate', id, summary };
    request.auditPatientIds = patientIds;
  };

  return async (app: FastifyInstance) => {
    app.get('/api/v1/patient-duplicates', review, async (request): Promise<Page<DuplicatePair>> => {
      const page = await duplicates.list(
        viewer(request),
        duplicatePairListing.parse(request.query),
      );
      request.auditPatientIds = page.items.flatMap((pair) => [pair.first.id, pair.second.id]);
      return page;
    });

    app.get(
      '/api/v1/patient-duplicates/scans/latest',
      scanRead,
      async (): Promise<{
        scan: DuplicateScan | null;
      }> => ({ scan: await scanner.latest() }),
    );

    app.post('/api/v1/patient-duplicates/scans', scanRead, async (request, reply) => {
      const scan = await scanner.start(viewer(request).id);
      request.auditEntity = { type: 'patient-duplicate-scan', id: scan.id, summary: null };
      return reply.status(202).send(scan);
    });

    app.get(
      '/api/v1/patient-duplicates/:id',
      review,
      async (request): Promise<DuplicatePairDetail> => {
        const pair = await duplicates.get(viewer(request), pairId(request));
        about(request, pair.id, [pair.first.id, pair.second.id], null);
        return pair;
      },
    );

    app.post('/api/v1/patient-duplicates/:id/dismiss', decide, async (request, reply) => {
      const id = pairId(request);
      await duplicates.dismiss(viewer(request), id);
      about(request, id, [], null);
      return reply.status(204).send();
    });

    // 200 with the record that remains; the audit entry names both ids and each field's choice.
    app.post(
      '/api/v1/patient-duplicates/:id/merge',
      decide,
      async (request): Promise<PatientRecord> => {
        const id = pairId(request);
        const values = await validateBody(patientMergeSchema, request.body);
        const merged = await duplicates.merge(viewer(request), id, values);
        const choices = Object.entries(merged.choices)
          .map(([field, from]) => `${field}=${from === 'KEPT' ? 'kept' : 'merged'}`)
          .join(' ');
        about(
          request,
          id,
          [merged.survivor, merged.merged],
          `kept ${merged.survivor} merged ${merged.merged} ${choices}`,
        );
        return patients.get(viewer(request), merged.survivor);
      },
    );

    app.post('/api/v1/patient-duplicates/:id/unmerge', decide, async (request) => {
      const id = pairId(request);
      const restored = await duplicates.unmerge(viewer(request), id);
      about(
        request,
        id,
        [restored.survivor, restored.merged],
        `restored ${restored.merged} from ${restored.survivor}`,
      );
      return duplicates.get(viewer(request), id);
    });
  };
}
