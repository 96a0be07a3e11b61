import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  errorCodes,
  patientMessages,
  type AuditEntry,
  type Clinic,
  type Page,
  type Program,
} from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { describe, expect, it } from 'vitest';
import { patients } from '../src/db/schema';
import { demoMemberships } from '../src/db/seed';
import { demoPrograms } from '../src/db/seedPatients';
import { demoPeople, withDemoPeople, type DemoPerson } from './support/demoPeople';
import { fieldErrors } from './support/forms';

/**
 * Programs through the real server (docs/product.md §13.6): everyone signed in reads the active
 * ones (to enrol patients in), system admins read all and manage them; names are unique whatever
 * their case; programs are never deleted; `enrolments` counts only what the reader may see.
 */

const people = demoPeople;
type Who = DemoPerson;

const signedIn = withDemoPeople();
const { call } = signedIn;

const list = async (who: Who, query = '') => {
  const response = await call(who, 'GET', `/api/v1/programs${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<Program>;
};

const create = async (name: string, description = 'Um programa de teste.') => {
  const response = await call('admin', 'POST', '/api/v1/programs', { name, description });
  expect(response.status, response.text).toBe(201);
  return response.body as unknown as Program;
};

const setStatus = (id: string, status: string, who: Who = 'admin') =>
  call(who, 'PATCH', `/api/v1/programs/${id}/status`, { status });

describe('GET /api/v1/programs', () => {
  it('lets everyone signed in read the active programs by name, each with its enrolments', async () => {
    for (const who of people) {
      const page = await list(who);
      expect(page.items.map((program) => program.name)).toEqual(
        demoPrograms.map((program) => program.name).sort(),
      );
      expect(Object.keys(page.items[0]!).sort()).toEqual(
        ['createdAt', 'description', 'enrolments', 'id', 'name', 'status', 'updatedAt'].sort(),
      );
    }
    expect((await call('admin', 'GET', '/api/v1/programs')).status).toBe(200);
    expect((await signedIn.api.request('GET', '/api/v1/programs')).status).toBe(401);
  });

  it('counts every enrolment for a system admin, and only those of their clinics for others', async () => {
    const counts = async (clinicNames: string[] | null) => {
      const rows = await signedIn.api.db
        .select({ programId: patients.programId, total: count() })
        .from(patients)
        .where(
          clinicNames
            ? sql`${patients.clinicId} in (select id from clinics where name = any(${sql.param(clinicNames)}::text[]))`
            : undefined,
        )
        .groupBy(patients.programId);
      return Object.fromEntries(rows.map((row) => [row.programId, row.total]));
    };
    const figures = (page: Page<Program>) =>
      Object.fromEntries(
        page.items.filter((program) => program.enrolments > 0).map((p) => [p.id, p.enrolments]),
      );
    expect(figures(await list('admin'))).toEqual(await counts(null));
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      expect(figures(await list(who)), who).toEqual(
        await counts(demoMemberships[`${who}@clinic.test`]!),
      );
    }
  });

  it('shows inactive programs to system admins only, who may filter by status', async () => {
    const paused = await create(`Programa Pausado ${randomUUID().slice(0, 6)}`);
    expect((await setStatus(paused.id, 'INACTIVE')).status).toBe(200);
    const inactive = await list('admin', '?status=INACTIVE');
    expect(inactive.items.map((program) => program.id)).toContain(paused.id);
    expect(inactive.items.every((program) => program.status === 'INACTIVE')).toBe(true);
    expect((await list('admin')).items.map((program) => program.id)).toContain(paused.id);
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      expect((await list(who)).items.map((program) => program.id)).not.toContain(paused.id);
      expect(await list(who, '?status=INACTIVE')).toMatchObject({ items: [], total: 0 });
    }
  });

  it('searches name and description, sorts and pages as every list does', async () => {
    expect((await list('nurse', '?search=TUBERCULOSIS')).items.map((p) => p.name)).toEqual([
      'Tuberculosis Treatment',
    ]);
    expect((await list('nurse', '?search=antiretroviral')).items.map((p) => p.name)).toEqual([
      'HIV Care',
    ]);
    const down = (await list('admin', '?sort=-name&pageSize=100')).items.map((p) =>
      p.name.toLowerCase(),
    );
    expect(down).toEqual([...down].sort().reverse());
    const byCreation = (await list('admin', '?sort=createdAt&pageSize=100')).items.map(
      (p) => p.createdAt,
    );
    expect(byCreation).toEqual([...byCreation].sort());
    const byStatus = (await list('admin', '?sort=status&pageSize=100')).items.map((p) => p.status);
    expect(byStatus).toEqual([...byStatus].sort());
    expect(await list('admin', '?pageSize=2&page=2')).toMatchObject({ page: 2, pageSize: 2 });
    const bad = await call('admin', 'GET', '/api/v1/programs?status=PAUSED&sort=enrolments');
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['sort', 'status']);
  });
});

describe('managing programs', () => {
  it('creates a program (201), active and without enrolments', async () => {
    const answer = await call('admin', 'POST', '/api/v1/programs', {
      name: '  Saúde Mental  ',
      description: ' Consultas e acompanhamento. ',
    });
    expect(answer.status, answer.text).toBe(201);
    const program = answer.body as unknown as Program;
    expect(program).toMatchObject({
      name: 'Saúde Mental',
      description: 'Consultas e acompanhamento.',
      status: 'ACTIVE',
      enrolments: 0,
    });
    expect(program.updatedAt).toBe(program.createdAt);
    // A description may be left out.
    const bare = await call('admin', 'POST', '/api/v1/programs', { name: 'Cuidados Paliativos' });
    expect(bare.body).toMatchObject({ description: '' });
  });

  it('says every message of the program form', async () => {
    expect(fieldErrors(await call('admin', 'POST', '/api/v1/programs', {}))).toEqual({
      name: m.programNameRequired,
    });
    expect(
      fieldErrors(
        await call('admin', 'POST', '/api/v1/programs', {
          name: 'n'.repeat(101),
          description: 'd'.repeat(601),
        }),
      ),
    ).toEqual({ name: m.programNameMax, description: m.descriptionMax });
    const [created] = (await list('admin', '?search=diabetes')).items;
    expect(
      fieldErrors(await call('admin', 'PUT', `/api/v1/programs/${created!.id}`, { name: ' ' })),
    ).toEqual({ name: m.programNameRequired });
    expect(fieldErrors(await setStatus(created!.id, 'PAUSED'))).toEqual({
      status: m.statusInvalid,
    });
  });

  it('refuses a name another program has, whatever its case (409 PROGRAM_EXISTS on name)', async () => {
    const taken = {
      message: patientMessages.programNameTaken,
      code: errorCodes.programExists,
      errors: [{ path: 'name', message: patientMessages.programNameTaken }],
    };
    const again = await call('admin', 'POST', '/api/v1/programs', { name: 'hiv CARE' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(taken);
    const other = await create('Nutrição Infantil');
    const renamed = await call('admin', 'PUT', `/api/v1/programs/${other.id}`, {
      name: 'Maternal health',
      description: '',
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual(taken);
    // Its own name in another case is no conflict.
    const recased = await call('admin', 'PUT', `/api/v1/programs/${other.id}`, {
      name: 'NUTRIÇÃO INFANTIL',
      description: 'Crescimento e alimentação.',
    });
    expect(recased.status, recased.text).toBe(200);
  });

  it('edits a program, keeping its id, creation time and status', async () => {
    const program = await create('Saúde Oral');
    await setStatus(program.id, 'INACTIVE');
    const answer = await call('admin', 'PUT', `/api/v1/programs/${program.id}`, {
      name: 'Saúde Oral Infantil',
      description: 'Higiene oral nas escolas.',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      id: program.id,
      name: 'Saúde Oral Infantil',
      description: 'Higiene oral nas escolas.',
      status: 'INACTIVE',
      createdAt: program.createdAt,
    });
    expect((answer.body as unknown as Program).updatedAt >= program.updatedAt).toBe(true);
    const activated = await setStatus(program.id, 'ACTIVE');
    expect(activated.body).toMatchObject({ status: 'ACTIVE' });
  });

  it('answers 404 for a program that does not exist, and has no way to delete one', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const edit = await call('admin', 'PUT', `/api/v1/programs/${id}`, { name: 'Fantasma' });
      expect(edit.status).toBe(404);
      expect((await setStatus(id, 'ACTIVE')).status).toBe(404);
    }
    const [any] = (await list('admin')).items;
    const deletion = await call('admin', 'DELETE', `/api/v1/programs/${any!.id}`);
    expect(deletion.status).toBe(404);
    expect((await list('admin')).items.map((program) => program.id)).toContain(any!.id);
  });

  it('is the system admins’ alone (403 for everyone else)', async () => {
    const [any] = (await list('admin')).items;
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      const writes = [
        await call(who, 'POST', '/api/v1/programs', { name: `Programa de ${who}` }),
        await call(who, 'PUT', `/api/v1/programs/${any!.id}`, { name: 'Outro nome' }),
        await setStatus(any!.id, 'INACTIVE', who),
      ];
      expect(writes.map((answer) => [answer.status, answer.body?.code])).toEqual(
        writes.map(() => [403, errorCodes.forbidden]),
      );
    }
    expect((await list('admin')).items.find((program) => program.id === any!.id)).toEqual(any);
  });

  it('names the program in the audit log', async () => {
    const program = await create('Saúde Ocupacional');
    const log = (await call('admin', 'GET', '/api/v1/audit-log?pageSize=1'))
      .body as unknown as Page<AuditEntry>;
    expect(log.items[0]).toMatchObject({
      action: 'POST /api/v1/programs',
      entityType: 'program',
      entityId: program.id,
      summary: 'Saúde Ocupacional',
      patientIds: null,
    });
  });
});

describe('enrolling in programs', () => {
  it('takes only active programs: a deactivated one keeps its patients but takes no new ones', async () => {
    const program = await create('Rastreio Auditivo');
    const clinics = (await call('admin', 'GET', '/api/v1/clinics?search=Central%20de%20Lisboa'))
      .body as unknown as Page<Clinic>;
    const form = (email: string) => ({
      fullName: 'Henriqueta Lobo',
      email,
      phoneNumber: { callingCode: '351', localPhoneNumber: '912000333' },
      programSelection: program.id,
      clinicId: clinics.items[0]!.id,
      confirmDuplicate: true,
    });
    const enrolled = await call('manager', 'POST', '/api/v1/patients', form('h.lobo@example.pt'));
    expect(enrolled.status, enrolled.text).toBe(201);
    await setStatus(program.id, 'INACTIVE');
    const refused = await call('manager', 'POST', '/api/v1/patients', form('h.lobo2@example.pt'));
    expect(fieldErrors(refused)).toEqual({ programSelection: patientMessages.programNotActive });
    const [row] = await signedIn.api.db
      .select({ total: count() })
      .from(patients)
      .where(eq(patients.programId, program.id));
    expect(row!.total).toBe(1);
    expect(
      (await list('admin', '?status=INACTIVE')).items.find((each) => each.id === program.id),
    ).toMatchObject({ enrolments: 1 });
  });
});
