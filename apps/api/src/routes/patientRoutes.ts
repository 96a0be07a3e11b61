import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Page, type PatientEnrolment, type PatientRecord } from '@org/contracts';
import {
  clinicAssignmentSchema,
  enrolmentStatusSchema,
  patientSchema,
  shortContactSchema,
} from '@org/forms';
import { requireAuth } from '../http/authentication';
import { uuidParam } from '../http/routeParams';
import { validateBody } from '../http/validateBody';
import { streamCsv } from '../imports/csv';
import { csvAttachment } from '../imports/csvRoutes';
import { PATIENT_EXPORT_COLUMNS, patientCsvRow } from '../imports/patientExport';
import { patientListing } from '../services/patientRecords';
import { NO_SUCH_PATIENT, PossibleDuplicate } from '../services/patientRefusals';
import type { PatientService } from '../services/patientService';

// docs/product.md §12.3: every read of patient data is audited, with the ids it read.
const read = { config: { access: 'patients:read', audit: 'patient-read' } } as const;
// The export is the admins' and managers' (docs/product.md §13.6); others get a 403.
const exportAccess = { config: { access: 'patients:enrol', audit: 'patient-read' } } as const;
const enrol = { config: { access: 'patients:enrol' } } as const;
const editContact = { config: { access: 'patients:edit-contact' } } as const;

/** POST /api/v1/patients: the patient form and the clinic it enrols at. */
const enrolmentSchema = patientSchema.concat(clinicAssignmentSchema.pick(['clinicId']));

/** The audit log names the patient a request read or wrote (by id only: no patient data). */
const audited = (request: FastifyRequest, patient: PatientRecord): PatientRecord => {
  request.auditEntity = { type: 'patient', id: patient.id, summary: null };
  request.auditPatientIds = [patient.id];
  return patient;
};

/** docs/product.md §13.6: patients and their enrolment, in each person's scope. */
export function patientRoutes(deps: { patients: PatientService }) {
  const { patients } = deps;
  const patientId = (request: FastifyRequest) => uuidParam(request, 'id', NO_SUCH_PATIENT);
  const viewer = (request: FastifyRequest) => requireAuth(request).user;

  return async (app: FastifyInstance) => {
    app.get('/api/v1/patients', read, async (request): Promise<Page<PatientEnrolment>> => {
      const page = await patients.list(viewer(request), patientListing.parse(request.query));
      request.auditPatientIds = page.items.map((patient) => patient.id);
      return page;
    });

    // Every patient the list would show with the same search, filters and sort: no page.
    app.get('/api/v1/patients/export', exportAccess, async (request, reply) => {
      const batches = patients.selectAll(viewer(request), patientListing.parse(request.query));
      const exported: string[] = [];
      request.auditPatientIds = exported;
      request.auditEntity = { type: 'patient-export', id: null, summary: null };
      async function* rows() {
        for await (const batch of batches) {
          for (const patient of batch) exported.push(patient.id);
          yield batch.map(patientCsvRow);
        }
      }
      return csvAttachment(reply, 'patients.csv').send(streamCsv(PATIENT_EXPORT_COLUMNS, rows()));
    });

    app.get('/api/v1/patients/:id', read, async (request): Promise<PatientRecord> =>
      audited(request, await patients.get(viewer(request), patientId(request))),
    );

    // 201 with the new record; 409 POSSIBLE_DUPLICATE shows the record already at the clinic.
    app.post('/api/v1/patients', enrol, async (request, reply) => {
      const values = await validateBody(enrolmentSchema, request.body);
      const confirmDuplicate = (request.body as { confirmDuplicate?: unknown }).confirmDuplicate;
      try {
        const created = await patients.enrol(viewer(request), values, confirmDuplicate === true);
        return reply.status(201).send(audited(request, created));
      } catch (error) {
        if (error instanceof PossibleDuplicate) request.auditPatientIds = [error.existing.id];
        throw error;
      }
    });

    app.put('/api/v1/patients/:id/assignment', enrol, async (request): Promise<PatientRecord> => {
      const id = patientId(request);
      const values = await validateBody(clinicAssignmentSchema, request.body);
      return audited(request, await patients.assign(viewer(request), id, values));
    });

    app.patch(
      '/api/v1/patients/:id/contact',
      editContact,
      async (request): Promise<PatientRecord> => {
        const id = patientId(request);
        const values = await validateBody(shortContactSchema, request.body);
        return audited(request, await patients.editContact(viewer(request), id, values));
      },
    );

    app.patch('/api/v1/patients/:id/enrolment', enrol, async (request): Promise<PatientRecord> => {
      const id = patientId(request);
      const values = await validateBody(enrolmentStatusSchema, request.body);
      return audited(request, await patients.changeStatus(viewer(request), id, values));
    });
  };
}
