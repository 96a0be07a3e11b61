import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import {
  errorCodes,
  patientMessages,
  type AuditEntry,
  type Clinic,
  type ClinicStaffMember,
  type Page,
  type PatientEnrolment,
  type PatientRecord,
  type PossibleDuplicateBody,
  type Program,
  type StaffUser,
} from '@org/contracts';
import { formatPhoneNumber, validationMessages as m } from '@org/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../src/db/schema';
import { demoMemberships } from '../src/db/seed';
import { demoPeople, withDemoPeople, type DemoPerson } from './support/demoPeople';
import { startLoggedServer } from './support/loggedServer';
import { fieldErrors } from './support/forms';

/**
 * Patients through the real server (docs/product.md §13.6): who sees which patient (a matrix of
 * the four roles × in and out of their scope × every patient route: zero leaks in lists, totals
 * and exports), the list contract, enrolment with its duplicate rules, assignment, the short
 * contact, the enrolment's transitions, every message of the three forms, the history, the
 * audit entries with the patient ids read, and logs without patient data.
 */

const people = demoPeople;
type Who = DemoPerson;

const signedIn = withDemoPeople();
const { tokens, call } = signedIn;
const userIds = {} as Record<Who, string>;
const clinicIds = new Map<string, string>();
const activeClinicIds = new Set<string>();
const programIds = new Map<string, string>();
let staff: StaffUser[] = [];

beforeAll(async () => {
  const clinics = (
    await signedIn.api.request('GET', '/api/v1/clinics?pageSize=100', { token: tokens.admin })
  ).body as unknown as Page<Clinic>;
  for (const clinic of clinics.items) {
    clinicIds.set(clinic.name, clinic.id);
    if (clinic.status === 'ACTIVE') activeClinicIds.add(clinic.id);
  }
  const programs = (
    await signedIn.api.request('GET', '/api/v1/programs?pageSize=100', { token: tokens.admin })
  ).body as unknown as Page<Program>;
  for (const program of programs.items) programIds.set(program.name, program.id);
  staff = (
    (await signedIn.api.request('GET', '/api/v1/users?pageSize=100', { token: tokens.admin }))
      .body as unknown as Page<StaffUser>
  ).items;
  for (const who of people) {
    userIds[who] = staff.find((user) => user.email === `${who}@clinic.test`)!.id;
  }
});

const clinic = (name: string) => {
  const id = clinicIds.get(name);
  if (!id) throw new Error(`no demo clinic ${name}`);
  return id;
};
const program = (name: string) => {
  const id = programIds.get(name);
  if (!id) throw new Error(`no demo program ${name}`);
  return id;
};
/** Active staff of a role at a clinic, other than the demo users. */
const staffAt = (clinicName: string, role: StaffUser['role'], status = 'ACTIVE') =>
  staff.filter(
    (user) =>
      user.role === role &&
      user.status === status &&
      user.clinics.some((each) => each.name === clinicName) &&
      !Object.values(userIds).includes(user.id),
  );

const list = async (who: Who, query = '') => {
  const response = await call(who, 'GET', `/api/v1/patients${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<PatientEnrolment>;
};

/** Every page of the list, as `who` reads it. */
const listAll = async (who: Who, query = '') => {
  const items: PatientEnrolment[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await list(who, `?pageSize=100&page=${page}${query}`);
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length < 100) return { items, total };
  }
};

const exportCsv = async (who: Who, query = '') => {
  const response = await call(who, 'GET', `/api/v1/patients/export${query ? `?${query}` : ''}`);
  if (response.status !== 200) {
    return { status: response.status, rows: [] as Record<string, string>[] };
  }
  const rows = parse(response.text, { bom: true, columns: true }) as Record<string, string>[];
  return { status: response.status, rows, response };
};

let counter = 0;
const run = randomUUID().slice(0, 8);
/** A valid patient form, enrolling at Hospital Central de Lisboa (fresh e-mail and phone each time). */
const newPatient = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: `Paciente Teste ${counter}`,
    email: `paciente.${counter}.${run}@example.pt`,
    phoneNumber: { callingCode: '351', localPhoneNumber: `93${String(counter).padStart(7, '0')}` },
    address: 'Rua Nova 1, Lisboa',
    programSelection: program('Diabetes Care'),
    clinicId: clinic('Hospital Central de Lisboa'),
    ...overrides,
  };
};

const enrol = async (overrides: Record<string, unknown> = {}, who: Who = 'admin') => {
  const response = await call(who, 'POST', '/api/v1/patients', newPatient(overrides));
  expect(response.status, response.text).toBe(201);
  return response.body as unknown as PatientRecord;
};

const assign = (who: Who, id: string, body: Record<string, unknown>) =>
  call(who, 'PUT', `/api/v1/patients/${id}/assignment`, body);
const editContact = (who: Who, id: string, body: Record<string, unknown>) =>
  call(who, 'PATCH', `/api/v1/patients/${id}/contact`, body);
const changeStatus = (who: Who, id: string, body: Record<string, unknown>) =>
  call(who, 'PATCH', `/api/v1/patients/${id}/enrolment`, body);
const read = (who: Who, id: string) => call(who, 'GET', `/api/v1/patients/${id}`);

/** The answer's field errors as `{path: message}`. */
/** The audit entry of a request (written once the answer has gone, so it is waited for). */
const auditOf = async (response: { headers: Headers }) => {
  const requestId = response.headers.get('x-request-id')!;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [entry] = await signedIn.api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, requestId));
    if (entry) return entry;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no audit entry for request ${requestId}`);
};

/** The clinics a demo user belongs to (the admin: null, every clinic). */
const clinicsOf = (who: Who): Set<string> | null =>
  who === 'admin' ? null : new Set(demoMemberships[`${who}@clinic.test`]!.map(clinic));

/** The ids of the patients `who` should see, read from the database itself. */
const expectedScope = async (who: Who) => {
  const scope = clinicsOf(who);
  const rows = await signedIn.api.db
    .select({ id: patients.id, clinicId: patients.clinicId })
    .from(patients);
  return new Set(rows.filter((row) => !scope || scope.has(row.clinicId)).map((row) => row.id));
};

const mayEnrol = (who: Who) => who === 'admin' || who === 'manager';

describe('the demo patients', () => {
  it('has about 300 patients in the six demo programs, named in several languages', async () => {
    const { items, total } = await listAll('admin');
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(350);
    expect([...programIds.keys()]).toEqual(
      expect.arrayContaining([
        'Maternal Health',
        'Tuberculosis Treatment',
        'Diabetes Care',
        'Childhood Immunisation',
        'HIV Care',
        'Hypertension Control',
      ]),
    );
    const names = items.map((patient) => patient.fullName).join(' ');
    expect(names).toMatch(/[ãçéíóúñü]/); // Portuguese, Spanish, French, German
    expect(names).toMatch(/\p{Script=Han}/u);
    expect(names).toMatch(/\p{Script=Arabic}/u);
    expect(names).toMatch(/[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/i);
    const withdrawn = items.filter((patient) => patient.status === 'WITHDRAWN');
    expect(withdrawn.length).toBeGreaterThan(3);
    expect(withdrawn.every((patient) => patient.statusReason)).toBe(true);
    expect(items.filter((patient) => patient.status === 'COMPLETED').length).toBeGreaterThan(3);
  });

  it('gives the demo manager, doctor and nurse patients at their clinics, and the doctor and nurse patients of their own', async () => {
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      expect((await list(who)).total, who).toBeGreaterThan(20);
    }
    for (const who of ['doctor', 'nurse'] as const) {
      const mine = await listAll(who, '&assignedToMe=true');
      expect(mine.total, who).toBeGreaterThan(10);
      expect(
        mine.items.every(
          (patient) => patient.doctor?.id === userIds[who] || patient.nurse?.id === userIds[who],
        ),
      ).toBe(true);
    }
  });

  it('gives each patient a history, newest first', async () => {
    const withdrawn = (await list('admin', '?status=WITHDRAWN')).items[0]!;
    const record = (await read('admin', withdrawn.id)).body as unknown as PatientRecord;
    expect(record.history.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['STATUS_CHANGED', 'ENROLLED']),
    );
    expect(record.history.at(-1)).toMatchObject({ kind: 'ENROLLED', status: null });
    expect(record.history[0]).toMatchObject({
      kind: 'STATUS_CHANGED',
      status: 'WITHDRAWN',
      reason: withdrawn.statusReason,
    });
    const times = record.history.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('who sees which patient: the scope matrix', () => {
  /** Patients made for the matrix, each ended (COMPLETED) so the calls below change nothing. */
  const fixtures = {} as Record<
    'lisbonAssigned' | 'lisbonUnassigned' | 'saoJose' | 'porto' | 'saintLouis',
    PatientRecord
  >;

  beforeAll(async () => {
    const at = (key: string, clinicName: string) =>
      enrol({ fullName: `Matriz ${key} ${run}`, clinicId: clinic(clinicName) });
    const made = {
      lisbonAssigned: await at('lisbonAssigned', 'Hospital Central de Lisboa'),
      lisbonUnassigned: await at('lisbonUnassigned', 'Hospital Central de Lisboa'),
      saoJose: await at('saoJose', 'Clínica São José'),
      porto: await at('porto', 'Centro de Saúde do Porto'),
      saintLouis: await at('saintLouis', 'Hôpital Saint-Louis'),
    };
    const assigned = await assign('admin', made.lisbonAssigned.id, {
      clinicId: clinic('Hospital Central de Lisboa'),
      doctorId: userIds.doctor,
      nurseId: userIds.nurse,
    });
    expect(assigned.status, assigned.text).toBe(200);
    for (const [key, patient] of Object.entries(made)) {
      const ended = await changeStatus('admin', patient.id, { status: 'COMPLETED' });
      expect(ended.status, ended.text).toBe(200);
      fixtures[key as keyof typeof fixtures] = ended.body as unknown as PatientRecord;
    }
  });

  const visible = (who: Who, patient: PatientRecord) =>
    clinicsOf(who)?.has(patient.clinic.id) ?? true;
  const assignedTo = (who: Who, patient: PatientRecord) =>
    patient.doctor?.id === userIds[who] || patient.nurse?.id === userIds[who];

  it.each(people)(
    '%s: the list, its total and the export hold exactly the patients of their clinics',
    async (who) => {
      const expected = await expectedScope(who);
      const { items, total } = await listAll(who);
      expect(total).toBe(expected.size);
      expect(new Set(items.map((patient) => patient.id))).toEqual(expected);

      const exported = await exportCsv(who);
      if (!mayEnrol(who)) {
        expect(exported.status).toBe(403);
        return;
      }
      expect(exported.rows).toHaveLength(expected.size);
      const key = (row: Record<string, string>) => `${row.email}|${row.program}|${row.clinic}`;
      expect(exported.rows.map(key).sort()).toEqual(
        items
          .map((patient) =>
            key({
              email: patient.email,
              program: patient.program.name,
              clinic: patient.clinic.name,
            }),
          )
          .sort(),
      );
    },
  );

  it.each(people)('%s: no filter or search reaches outside the scope', async (who) => {
    const outside = Object.values(fixtures).filter((patient) => !visible(who, patient));
    for (const patient of outside) {
      expect((await list(who, `?clinicId=${patient.clinic.id}`)).total).toBe(0);
      const searched = await list(who, `?search=${encodeURIComponent(patient.fullName)}`);
      expect(searched.total).toBe(0);
      const byPhone = await list(who, `?search=${patient.phoneNumber!.localPhoneNumber}`);
      expect(byPhone.items.map((each) => each.id)).not.toContain(patient.id);
      if (mayEnrol(who)) {
        const exported = await exportCsv(who, `clinicId=${patient.clinic.id}`);
        expect(exported.rows).toEqual([]);
      }
    }
    for (const patient of Object.values(fixtures).filter((each) => visible(who, each))) {
      const searched = await list(who, `?search=${encodeURIComponent(patient.fullName)}`);
      expect(searched.items.map((each) => each.id)).toEqual([patient.id]);
    }
  });

  it.each(people)('%s: every patient route, in and out of scope', async (who) => {
    const problems: string[] = [];
    const expectStatus = (route: string, patient: string, actual: number, expected: number) => {
      if (actual !== expected)
        problems.push(`${route} ${patient}: ${actual}, expected ${expected}`);
    };
    const missing = await read(who, randomUUID());
    for (const [name, patient] of Object.entries(fixtures)) {
      const inScope = visible(who, patient);
      const reading = await read(who, patient.id);
      expectStatus('GET /patients/:id', name, reading.status, inScope ? 200 : 404);
      // Out of scope answers exactly what a patient that does not exist answers.
      if (!inScope) expect(reading.body).toEqual(missing.body);

      const sameAssignment = {
        clinicId: patient.clinic.id,
        doctorId: patient.doctor?.id ?? null,
        nurseId: patient.nurse?.id ?? null,
      };
      const assignment = await assign(who, patient.id, sameAssignment);
      expectStatus(
        'PUT assignment',
        name,
        assignment.status,
        !mayEnrol(who) ? 403 : inScope ? 200 : 404,
      );

      const contact = await editContact(who, patient.id, {
        fullName: patient.fullName,
        phoneNumber: patient.phoneNumber,
      });
      expectStatus(
        'PATCH contact',
        name,
        contact.status,
        !inScope ? 404 : mayEnrol(who) || assignedTo(who, patient) ? 200 : 403,
      );

      // Every fixture is COMPLETED: in scope, the transition itself is refused.
      const status = await changeStatus(who, patient.id, { status: 'WITHDRAWN', reason: 'x' });
      expectStatus(
        'PATCH enrolment',
        name,
        status.status,
        !mayEnrol(who) ? 403 : inScope ? 409 : 404,
      );
    }
    expect(problems).toEqual([]);
    // Nothing above changed a patient: no new history.
    for (const patient of Object.values(fixtures)) {
      const now = (await read('admin', patient.id)).body as unknown as PatientRecord;
      expect(now.history).toEqual(patient.history);
    }
  });

  it('lets a doctor who can read a patient, but is not theirs, not edit the contact: 403', async () => {
    const answer = await editContact('doctor', fixtures.lisbonUnassigned.id, {
      fullName: 'Outro Nome',
      phoneNumber: null,
    });
    expect(answer.status).toBe(403);
    expect(answer.body?.code).toBe(errorCodes.forbidden);
  });
});

describe('GET /api/v1/patients: the list contract', () => {
  it('answers the newest enrolments first, 25 a page, each with its program, clinic and staff by name', async () => {
    const page = await list('admin');
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    const times = page.items.map((patient) => patient.enrolledAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'address',
        'clinic',
        'doctor',
        'email',
        'enrolledAt',
        'fullName',
        'id',
        'nurse',
        'phoneNumber',
        'program',
        'status',
        'statusChangedAt',
        'statusReason',
      ].sort(),
    );
    const assigned = (await list('admin', '?pageSize=100')).items.find((each) => each.doctor)!;
    expect(assigned.doctor).toEqual({
      id: assigned.doctor!.id,
      name: staff.find((user) => user.id === assigned.doctor!.id)!.fullName,
    });
  });

  it('sorts by each field, - first for descending', async () => {
    const valueOf = (patient: PatientEnrolment, field: string) =>
      field === 'fullName' ? patient.fullName.toLowerCase() : String(patient[field as 'status']);
    for (const field of ['status', 'enrolledAt', 'statusChangedAt']) {
      const ascending = (await list('admin', `?pageSize=100&sort=${field}`)).items;
      const values = ascending.map((patient) => valueOf(patient, field));
      expect(values, field).toEqual([...values].sort());
      const descending = (await list('admin', `?pageSize=100&sort=-${field}`)).items;
      const back = descending.map((patient) => valueOf(patient, field));
      expect(back, `-${field}`).toEqual([...back].sort().reverse());
    }
    await enrol({ fullName: 'zz Ordem A' });
    await enrol({ fullName: 'ZZ ordem b' });
    const byName = (await list('admin', '?search=zz%20ordem&sort=fullName')).items;
    expect(byName.map((patient) => patient.fullName)).toEqual(['zz Ordem A', 'ZZ ordem b']);
    const byNameDown = (await list('admin', '?search=zz%20ordem&sort=-fullName')).items;
    expect(byNameDown.map((patient) => patient.fullName)).toEqual(['ZZ ordem b', 'zz Ordem A']);
  });

  it('pages without overlaps', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list('admin', `?pageSize=30&page=${page}`)),
    );
    const ids = pages.flatMap((page) => page.items.map((patient) => patient.id));
    expect(new Set(ids).size).toBe(90);
    const past = await list('admin', '?pageSize=100&page=500');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(pages[0]!.total);
  });

  it('answers a narrowed search (a filter, or the caller’s clinics) as the counted list would, page after page', async () => {
    for (const sort of ['-enrolledAt', 'fullName', '-status', 'statusChangedAt']) {
      // A bare search by a system admin counts first; the same search with a filter reads its
      // matches in one pass (patientService's searchedPage): the same rows in the same order.
      const everyone = await listAll('admin', `&search=an&sort=${sort}`);
      const enrolled = everyone.items.filter((patient) => patient.status === 'ENROLLED');
      const narrowed = await listAll('admin', `&search=an&status=ENROLLED&sort=${sort}`);
      expect(narrowed.total, sort).toBe(enrolled.length);
      expect(
        narrowed.items.map((patient) => patient.id),
        sort,
      ).toEqual(enrolled.map((patient) => patient.id));
    }
    const firstPage = await list('manager', '?search=an&pageSize=10');
    expect(firstPage.total).toBeGreaterThan(10);
    const past = await list('manager', '?search=an&pageSize=10&page=999');
    expect(past).toEqual({ items: [], total: firstPage.total, page: 999, pageSize: 10 });
    expect(await list('manager', `?search=${encodeURIComponent('nobody at all')}`)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
  });

  it('searches the name and the e-mail without case, and the phone by its digits', async () => {
    const patient = await enrol({
      fullName: 'Filipa Quaresma-Teixeira',
      phoneNumber: { callingCode: '351', localPhoneNumber: '96 432 1987' },
    });
    const ids = async (search: string) =>
      (await list('admin', `?search=${encodeURIComponent(search)}`)).items.map((each) => each.id);
    expect(await ids('QUARESMA-teix')).toEqual([patient.id]);
    expect(await ids(patient.email.toUpperCase())).toEqual([patient.id]);
    expect(await ids('964321987')).toEqual([patient.id]);
    expect(await ids('964 321 987')).toEqual([patient.id]);
    expect(await ids('+351 964-321-987')).toEqual([patient.id]);
    expect(await ids('4321')).toContain(patient.id);
    expect(await ids('Quaresma%')).toEqual([]);
  });

  it('filters by program, clinic, status and the patients assigned to the caller', async () => {
    const byProgram = await listAll('admin', `&programId=${program('HIV Care')}`);
    expect(byProgram.total).toBeGreaterThan(0);
    expect(byProgram.items.every((patient) => patient.program.name === 'HIV Care')).toBe(true);
    const porto = clinic('Centro de Saúde do Porto');
    const byClinic = await listAll('manager', `&clinicId=${porto.toUpperCase()}`);
    expect(byClinic.total).toBeGreaterThan(0);
    expect(byClinic.items.every((patient) => patient.clinic.id === porto)).toBe(true);
    const completed = await listAll('admin', '&status=COMPLETED');
    expect(completed.items.every((patient) => patient.status === 'COMPLETED')).toBe(true);
    // An admin is nobody's doctor or nurse.
    expect((await list('admin', '?assignedToMe=true')).total).toBe(0);
    expect((await list('doctor', '?assignedToMe=false')).total).toBe((await list('doctor')).total);
  });

  it('refuses bad parameters with 400, naming each one', async () => {
    const answer = await call(
      'admin',
      'GET',
      '/api/v1/patients?programId=abc&clinicId=1&status=ACTIVE&assignedToMe=yes&sort=email',
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.code).toBe(errorCodes.validationFailed);
    expect(Object.keys(fieldErrors(answer)).sort()).toEqual(
      ['assignedToMe', 'clinicId', 'programId', 'sort', 'status'].sort(),
    );
  });
});

describe('POST /api/v1/patients: enrolment', () => {
  it('enrols the patient (201) and records who did it', async () => {
    const form = newPatient({ email: '  Nova.Paciente@Example.PT ', address: '' });
    const answer = await call('manager', 'POST', '/api/v1/patients', form);
    expect(answer.status, answer.text).toBe(201);
    const record = answer.body as unknown as PatientRecord;
    expect(record).toMatchObject({
      fullName: form.fullName,
      email: 'nova.paciente@example.pt',
      phoneNumber: form.phoneNumber,
      address: null,
      program: { id: program('Diabetes Care'), name: 'Diabetes Care' },
      clinic: { id: clinic('Hospital Central de Lisboa'), name: 'Hospital Central de Lisboa' },
      doctor: null,
      nurse: null,
      status: 'ENROLLED',
      statusReason: null,
    });
    expect(record.history).toEqual([
      {
        at: record.enrolledAt,
        by: { id: userIds.manager, name: 'Marta Manager' },
        kind: 'ENROLLED',
        status: null,
        reason: null,
      },
    ]);
    expect((await read('manager', record.id)).body).toEqual(record);
  });

  it('says every message of the patient form', async () => {
    const empty = await call('admin', 'POST', '/api/v1/patients', {});
    expect(empty.status).toBe(400);
    expect(empty.body?.code).toBe(errorCodes.validationFailed);
    expect(fieldErrors(empty)).toEqual({
      fullName: m.fullNameRequired,
      email: m.emailRequired,
      phoneNumber: m.phoneRequired,
      programSelection: m.programSelectionRequired,
      clinicId: m.clinicNameRequired,
    });
    const wrong = await call(
      'admin',
      'POST',
      '/api/v1/patients',
      newPatient({
        fullName: 'x'.repeat(101),
        email: 'not-an-e-mail',
        phoneNumber: { callingCode: '351', localPhoneNumber: '123' },
        address: 'y'.repeat(201),
      }),
    );
    expect(fieldErrors(wrong)).toEqual({
      fullName: m.fullNameMax,
      email: m.emailInvalid,
      phoneNumber: m.phoneInvalid,
      address: m.addressMax,
    });
    const noPhone = await call(
      'admin',
      'POST',
      '/api/v1/patients',
      newPatient({ phoneNumber: null }),
    );
    expect(fieldErrors(noPhone)).toEqual({ phoneNumber: m.phoneRequired });
  });

  it('enrols only in an active program, at an active clinic of the caller', async () => {
    const created = await call('admin', 'POST', '/api/v1/programs', {
      name: `Programa Encerrado ${run}`,
      description: '',
    });
    const closed = created.body as unknown as Program;
    await call('admin', 'PATCH', `/api/v1/programs/${closed.id}/status`, { status: 'INACTIVE' });
    const refusal = async (who: Who, programSelection: string, clinicId: string) => {
      const answer = await call(
        who,
        'POST',
        '/api/v1/patients',
        newPatient({ programSelection, clinicId }),
      );
      return { status: answer.status, code: answer.body?.code, errors: fieldErrors(answer) };
    };
    const diabetes = program('Diabetes Care');
    const lisbon = clinic('Hospital Central de Lisboa');
    for (const programSelection of [closed.id, randomUUID(), 'diabetes']) {
      expect(await refusal('admin', programSelection, lisbon)).toEqual({
        status: 400,
        code: errorCodes.validationFailed,
        errors: { programSelection: patientMessages.programNotActive },
      });
    }
    // Outside the manager's clinics, inactive (Clinique des Lilas is theirs), unknown, malformed.
    for (const clinicId of [
      clinic('Hôpital Saint-Louis'),
      clinic('Clinique des Lilas'),
      randomUUID(),
      'lisboa',
    ]) {
      expect(await refusal('manager', diabetes, clinicId)).toEqual({
        status: 400,
        code: errorCodes.validationFailed,
        errors: { clinicId: patientMessages.clinicNotInScope },
      });
    }
    expect((await refusal('admin', diabetes, clinic('Clinique des Lilas'))).errors).toEqual({
      clinicId: patientMessages.clinicNotInScope,
    });
    expect((await refusal('manager', closed.id, clinic('Hôpital Saint-Louis'))).errors).toEqual({
      programSelection: patientMessages.programNotActive,
      clinicId: patientMessages.clinicNotInScope,
    });
    expect(
      (
        await call(
          'admin',
          'POST',
          '/api/v1/patients',
          newPatient({ clinicId: clinic('Hôpital Saint-Louis') }),
        )
      ).status,
    ).toBe(201);
  });

  it('is refused to doctors and nurses (403)', async () => {
    for (const who of ['doctor', 'nurse'] as const) {
      const answer = await call(who, 'POST', '/api/v1/patients', newPatient());
      expect(answer.status).toBe(403);
      expect(answer.body?.code).toBe(errorCodes.forbidden);
    }
  });

  it('refuses a person already enrolled in the program (409 ALREADY_ENROLLED on email), whatever the case of the e-mail', async () => {
    const first = await enrol();
    const again = await call(
      'admin',
      'POST',
      '/api/v1/patients',
      newPatient({
        email: first.email.toUpperCase(),
        clinicId: clinic('Hôpital Saint-Louis'),
        confirmDuplicate: true,
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: patientMessages.alreadyEnrolled,
      code: errorCodes.alreadyEnrolled,
      errors: [{ path: 'email', message: patientMessages.alreadyEnrolled }],
    });
    // Another program is another enrolment; once the first ends, the same program again too.
    const other = await enrol({
      email: first.email,
      fullName: 'Outra Pessoa',
      programSelection: program('HIV Care'),
    });
    expect(other.program.name).toBe('HIV Care');
    await changeStatus('admin', first.id, { status: 'COMPLETED' });
    const back = await enrol({ email: first.email, fullName: 'Outra Pessoa Ainda' });
    expect(back.status).toBe('ENROLLED');
  });

  it('lets only one of two simultaneous enrolments of the same person in a program through', async () => {
    const form = newPatient();
    const answers = await Promise.all(
      [0, 1].map((index) =>
        call('admin', 'POST', '/api/v1/patients', {
          ...form,
          fullName: `${form.fullName} ${index}`,
          confirmDuplicate: true,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body?.code).toBe(
      errorCodes.alreadyEnrolled,
    );
  });

  it('warns of a likely duplicate at the clinic (same name in any case, same phone, any status) with the record, and enrols once confirmed', async () => {
    const existing = await enrol({ fullName: 'Gertrudes Valadares' });
    await changeStatus('admin', existing.id, { status: 'WITHDRAWN', reason: 'Mudou-se.' });
    const form = newPatient({
      fullName: 'GERTRUDES valadares',
      phoneNumber: {
        callingCode: '+351',
        localPhoneNumber: existing.phoneNumber!.localPhoneNumber,
      },
      programSelection: program('HIV Care'),
    });
    const warned = await call('manager', 'POST', '/api/v1/patients', form);
    expect(warned.status).toBe(409);
    const body = warned.body as unknown as PossibleDuplicateBody;
    const { history: _history, ...existingEnrolment } = (await read('admin', existing.id))
      .body as unknown as PatientRecord;
    expect(body).toEqual({
      message: patientMessages.possibleDuplicate,
      code: errorCodes.possibleDuplicate,
      existing: existingEnrolment,
    });
    expect(await listAll('admin', `&search=${encodeURIComponent(form.email)}`)).toMatchObject({
      total: 0,
    });
    const confirmed = await call('manager', 'POST', '/api/v1/patients', {
      ...form,
      confirmDuplicate: true,
    });
    expect(confirmed.status, confirmed.text).toBe(201);
    // At another clinic, or with another phone, it is nobody's duplicate.
    const { email: _email, ...samePerson } = form;
    await enrol({ ...samePerson, clinicId: clinic('Clínica São José') });
    await enrol({
      ...samePerson,
      phoneNumber: { callingCode: '351', localPhoneNumber: '965554433' },
    });
  });
});

describe('GET /api/v1/clinics/:id/staff: whom a patient of the clinic can be assigned', () => {
  const staffOf = (who: Who, clinicId: string, role: string) =>
    call(who, 'GET', `/api/v1/clinics/${clinicId}/staff?role=${role}`);

  /** The clinic's active staff of a role, as the staff list (a system admin's) reads them. */
  const expectedStaff = async (clinicId: string, role: 'DOCTOR' | 'NURSE') => {
    const page = (
      await call(
        'admin',
        'GET',
        `/api/v1/users?clinicId=${clinicId}&role=${role}&status=ACTIVE&pageSize=100&sort=fullName`,
      )
    ).body as unknown as Page<StaffUser>;
    return page.items.map((user) => ({ id: user.id, fullName: user.fullName }));
  };

  it('answers every active doctor (nurse) of the clinic by name, and nobody inactive or elsewhere', async () => {
    const lisbon = clinic('Hospital Central de Lisboa');
    for (const role of ['DOCTOR', 'NURSE'] as const) {
      const answer = await staffOf('manager', lisbon, role);
      expect(answer.status, answer.text).toBe(200);
      const members = answer.body as unknown as ClinicStaffMember[];
      expect(members).toEqual(await expectedStaff(lisbon, role));
      expect(members.length).toBeGreaterThan(0);
      const ids = members.map((member) => member.id);
      for (const inactive of staffAt('Hospital Central de Lisboa', role, 'INACTIVE')) {
        expect(ids).not.toContain(inactive.id);
      }
      for (const elsewhere of staff.filter(
        (user) => !user.clinics.some((each) => each.id === lisbon),
      )) {
        expect(ids).not.toContain(elsewhere.id);
      }
    }
    const doctors = (await staffOf('manager', lisbon, 'DOCTOR')).body as unknown as {
      id: string;
    }[];
    expect(doctors.map((member) => member.id)).toContain(userIds.doctor);
    expect(doctors.map((member) => member.id)).not.toContain(userIds.nurse);
  });

  it.each(people)('%s: every demo clinic, in and out of scope', async (who) => {
    const missing = await staffOf(who, randomUUID(), 'DOCTOR');
    const problems: string[] = [];
    for (const [name, id] of clinicIds) {
      const answer = await staffOf(who, id, 'DOCTOR');
      const inScope = clinicsOf(who)?.has(id) ?? true;
      const expected = !mayEnrol(who) ? 403 : inScope ? 200 : 404;
      if (answer.status !== expected)
        problems.push(`${name}: ${answer.status}, expected ${expected}`);
      // Out of scope answers exactly what a clinic that does not exist answers.
      if (mayEnrol(who) && !inScope) expect(answer.body).toEqual(missing.body);
      if (answer.status === 200) {
        expect(answer.body).toEqual(await expectedStaff(id, 'DOCTOR'));
      }
    }
    expect(problems).toEqual([]);
    expect(missing.status).toBe(mayEnrol(who) ? 404 : 403);
  });

  it('refuses a missing or other role (400) and a malformed id (404)', async () => {
    const lisbon = clinic('Hospital Central de Lisboa');
    const none = await call('admin', 'GET', `/api/v1/clinics/${lisbon}/staff`);
    expect(none.status).toBe(400);
    expect(fieldErrors(none)).toEqual({ role: m.roleRequired });
    for (const role of ['CLINIC_MANAGER', 'SYSTEM_ADMIN', 'doctor', 'x']) {
      const other = await staffOf('admin', lisbon, role);
      expect(other.status, role).toBe(400);
      expect(fieldErrors(other)).toEqual({ role: m.roleInvalid });
    }
    expect((await staffOf('admin', 'not-a-uuid', 'DOCTOR')).status).toBe(404);
  });

  it('reads no patient, so it writes no audit entry', async () => {
    const listed = await staffOf('manager', clinic('Hospital Central de Lisboa'), 'NURSE');
    expect(listed.status).toBe(200);
    // An audited read after it: once its entry is there, the listing's would be too.
    const patient = await enrol();
    await auditOf(await read('manager', patient.id));
    const requestId = listed.headers.get('x-request-id')!;
    expect(
      await signedIn.api.db.select().from(auditLog).where(eq(auditLog.requestId, requestId)),
    ).toEqual([]);
  });
});

describe('PUT /api/v1/patients/:id/assignment', () => {
  it('moves the patient and sets their doctor and nurse, in the history', async () => {
    const patient = await enrol({ clinicId: clinic('Hospital Central de Lisboa') });
    const nurse = staffAt('Clínica São José', 'NURSE')[0] ?? null;
    const answer = await assign('manager', patient.id, {
      clinicId: clinic('Clínica São José'),
      doctorId: userIds.doctor,
      nurseId: nurse?.id ?? null,
    });
    expect(answer.status, answer.text).toBe(200);
    const record = answer.body as unknown as PatientRecord;
    expect(record).toMatchObject({
      clinic: { id: clinic('Clínica São José'), name: 'Clínica São José' },
      doctor: { id: userIds.doctor, name: 'Dmitri Doctor' },
      nurse: nurse ? { id: nurse.id, name: nurse.fullName } : null,
    });
    expect(record.history.map((entry) => [entry.kind, entry.by?.name])).toEqual([
      ['ASSIGNMENT_CHANGED', 'Marta Manager'],
      ['ENROLLED', 'Ada Admin'],
    ]);
    const cleared = await assign('manager', patient.id, {
      clinicId: clinic('Clínica São José'),
      doctorId: '',
      nurseId: null,
    });
    expect(cleared.body).toMatchObject({ doctor: null, nurse: null });
  });

  it('says the clinic assignment form’s message, and refuses staff that do not work at the clinic', async () => {
    const patient = await enrol({ clinicId: clinic('Hospital Central de Lisboa') });
    const lisbon = clinic('Hospital Central de Lisboa');
    expect(fieldErrors(await assign('admin', patient.id, {}))).toEqual({
      clinicId: m.clinicNameRequired,
    });
    const elsewhereDoctor = staffAt('Hôpital Saint-Louis', 'DOCTOR')[0]!;
    const elsewhereNurse = staffAt('Hôpital Saint-Louis', 'NURSE')[0]!;
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      // A doctor of another clinic only.
      [{ doctorId: elsewhereDoctor.id }, { doctorId: patientMessages.doctorNotAtClinic }],
      // A nurse of the clinic is not its doctor, nor a doctor its nurse.
      [{ doctorId: userIds.nurse }, { doctorId: patientMessages.doctorNotAtClinic }],
      [{ nurseId: userIds.doctor }, { nurseId: patientMessages.nurseNotAtClinic }],
      [{ nurseId: elsewhereNurse.id }, { nurseId: patientMessages.nurseNotAtClinic }],
      [
        { doctorId: randomUUID(), nurseId: 'not-an-id' },
        {
          doctorId: patientMessages.doctorNotAtClinic,
          nurseId: patientMessages.nurseNotAtClinic,
        },
      ],
    ];
    for (const [change, errors] of refusals) {
      const answer = await assign('admin', patient.id, {
        clinicId: lisbon,
        doctorId: null,
        nurseId: null,
        ...change,
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(answer), JSON.stringify(change)).toEqual(errors);
    }
    // An inactive doctor of the clinic, too.
    const inactiveDoctor = staff.find(
      (user) =>
        user.role === 'DOCTOR' &&
        user.status === 'INACTIVE' &&
        user.clinics.some((each) => activeClinicIds.has(each.id)),
    )!;
    const theirClinic = inactiveDoctor.clinics.find((each) => activeClinicIds.has(each.id))!.id;
    const atTheirs = await assign('admin', patient.id, {
      clinicId: theirClinic,
      doctorId: inactiveDoctor.id,
      nurseId: null,
    });
    expect(fieldErrors(atTheirs)).toEqual({ doctorId: patientMessages.doctorNotAtClinic });
    // The patient's own staff stay with it unless it moves.
    const withDoctor = await assign('admin', patient.id, {
      clinicId: lisbon,
      doctorId: userIds.doctor,
      nurseId: null,
    });
    expect(withDoctor.status).toBe(200);
    const moved = await assign('admin', patient.id, {
      clinicId: clinic('Centro de Saúde do Porto'),
      doctorId: userIds.doctor,
      nurseId: null,
    });
    expect(fieldErrors(moved)).toEqual({ doctorId: patientMessages.doctorNotAtClinic });
    expect(((await read('admin', patient.id)).body as unknown as PatientRecord).clinic.id).toBe(
      lisbon,
    );
  });

  it('moves a patient only to an active clinic of the caller', async () => {
    const patient = await enrol({ clinicId: clinic('Centro de Saúde do Porto') });
    for (const clinicId of [
      clinic('Hôpital Saint-Louis'),
      clinic('Clinique des Lilas'),
      randomUUID(),
    ]) {
      const answer = await assign('manager', patient.id, {
        clinicId,
        doctorId: null,
        nurseId: null,
      });
      expect(answer.status).toBe(400);
      expect(fieldErrors(answer)).toEqual({ clinicId: patientMessages.clinicNotInScope });
    }
    const byAdmin = await assign('admin', patient.id, {
      clinicId: clinic('Hôpital Saint-Louis'),
      doctorId: null,
      nurseId: null,
    });
    expect(byAdmin.status).toBe(200);
    // Now outside the manager's clinics: not found.
    expect((await read('manager', patient.id)).status).toBe(404);
  });

  it('keeps a doctor who has since been deactivated while the clinic stays, and refuses to add one', async () => {
    const doctor = staffAt('Centro de Saúde do Porto', 'DOCTOR')[0]!;
    const patient = await enrol({ clinicId: clinic('Centro de Saúde do Porto') });
    const porto = clinic('Centro de Saúde do Porto');
    expect(
      (await assign('manager', patient.id, { clinicId: porto, doctorId: doctor.id, nurseId: null }))
        .status,
    ).toBe(200);
    const other = await enrol({ clinicId: porto });
    await call('admin', 'PATCH', `/api/v1/users/${doctor.id}/status`, { status: 'INACTIVE' });
    try {
      const nurse = staffAt('Centro de Saúde do Porto', 'NURSE')[0]!;
      const kept = await assign('manager', patient.id, {
        clinicId: porto,
        doctorId: doctor.id,
        nurseId: nurse.id,
      });
      expect(kept.status, kept.text).toBe(200);
      const added = await assign('manager', other.id, {
        clinicId: porto,
        doctorId: doctor.id,
        nurseId: null,
      });
      expect(fieldErrors(added)).toEqual({ doctorId: patientMessages.doctorNotAtClinic });
    } finally {
      await call('admin', 'PATCH', `/api/v1/users/${doctor.id}/status`, { status: 'ACTIVE' });
    }
  });
});

describe('PATCH /api/v1/patients/:id/contact', () => {
  it('lets the patient’s own doctor and nurse change the short contact, in the history', async () => {
    const patient = await enrol();
    await assign('admin', patient.id, {
      clinicId: patient.clinic.id,
      doctorId: userIds.doctor,
      nurseId: userIds.nurse,
    });
    const byDoctor = await editContact('doctor', patient.id, {
      fullName: '  Nome Corrigido ',
      phoneNumber: { callingCode: '351', localPhoneNumber: '912 888 777' },
    });
    expect(byDoctor.status, byDoctor.text).toBe(200);
    expect(byDoctor.body).toMatchObject({
      fullName: 'Nome Corrigido',
      phoneNumber: { callingCode: '351', localPhoneNumber: '912888777' },
      email: patient.email,
    });
    const byNurse = await editContact('nurse', patient.id, {
      fullName: 'Nome Corrigido',
      phoneNumber: null,
    });
    expect(byNurse.body).toMatchObject({ phoneNumber: null });
    const history = (byNurse.body as unknown as PatientRecord).history;
    expect(history.slice(0, 2).map((entry) => [entry.kind, entry.by?.name])).toEqual([
      ['CONTACT_CHANGED', 'Nadia Nurse'],
      ['CONTACT_CHANGED', 'Dmitri Doctor'],
    ]);
    // The same values again change nothing and add no history.
    const again = await editContact('nurse', patient.id, {
      fullName: 'Nome Corrigido',
      phoneNumber: null,
    });
    expect((again.body as unknown as PatientRecord).history).toEqual(history);
  });

  it('says every message of the short contact form', async () => {
    const patient = await enrol();
    expect(fieldErrors(await editContact('admin', patient.id, {}))).toEqual({
      fullName: m.fullNameRequired,
    });
    expect(
      fieldErrors(
        await editContact('admin', patient.id, {
          fullName: 'z'.repeat(101),
          phoneNumber: { callingCode: '351', localPhoneNumber: '12' },
        }),
      ),
    ).toEqual({ fullName: m.fullNameMax, phoneNumber: m.phoneInvalid });
  });
});

describe('PATCH /api/v1/patients/:id/enrolment', () => {
  it('withdraws an enrolled patient with a reason, once', async () => {
    const patient = await enrol();
    const answer = await changeStatus('manager', patient.id, {
      status: 'WITHDRAWN',
      reason: ' Mudou de cidade. ',
    });
    expect(answer.status, answer.text).toBe(200);
    const record = answer.body as unknown as PatientRecord;
    expect(record).toMatchObject({ status: 'WITHDRAWN', statusReason: 'Mudou de cidade.' });
    expect(record.statusChangedAt > record.enrolledAt).toBe(true);
    expect(record.history[0]).toEqual({
      at: record.statusChangedAt,
      by: { id: userIds.manager, name: 'Marta Manager' },
      kind: 'STATUS_CHANGED',
      status: 'WITHDRAWN',
      reason: 'Mudou de cidade.',
    });
    for (const status of ['COMPLETED', 'WITHDRAWN']) {
      const refused = await changeStatus('manager', patient.id, { status, reason: 'again' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: patientMessages.transitionRefused,
        code: errorCodes.enrolmentTransition,
        errors: [{ path: 'status', message: patientMessages.transitionRefused }],
      });
    }
  });

  it('completes an enrolled patient, keeping a reason when one is given', async () => {
    const patient = await enrol();
    const completed = await changeStatus('admin', patient.id, { status: 'COMPLETED', reason: '' });
    expect(completed.body).toMatchObject({ status: 'COMPLETED', statusReason: null });
    const other = await enrol();
    const withReason = await changeStatus('admin', other.id, {
      status: 'COMPLETED',
      reason: 'Alta clínica.',
    });
    expect(withReason.body).toMatchObject({ status: 'COMPLETED', statusReason: 'Alta clínica.' });
  });

  it('says every message of the enrolment status form', async () => {
    const patient = await enrol();
    expect(fieldErrors(await changeStatus('admin', patient.id, {}))).toEqual({
      status: m.enrolmentStatusInvalid,
    });
    expect(fieldErrors(await changeStatus('admin', patient.id, { status: 'ENROLLED' }))).toEqual({
      status: m.enrolmentStatusInvalid,
    });
    expect(fieldErrors(await changeStatus('admin', patient.id, { status: 'WITHDRAWN' }))).toEqual({
      reason: m.withdrawalReasonRequired,
    });
    expect(
      fieldErrors(
        await changeStatus('admin', patient.id, { status: 'COMPLETED', reason: 'r'.repeat(501) }),
      ),
    ).toEqual({ reason: m.reasonMax });
    expect(((await read('admin', patient.id)).body as unknown as PatientRecord).status).toBe(
      'ENROLLED',
    );
  });
});

describe('GET /api/v1/patients/export', () => {
  it('writes the rows the list would show as CSV, with formula cells neutralised', async () => {
    const risky = await enrol({
      fullName: '=HYPERLINK("http://x.test","ver")',
      address: '@SUM(A1)',
    });
    const exported = await exportCsv('admin', `search=${encodeURIComponent('hyperlink')}`);
    const response = exported.response!;
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="patients.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text.split('\r\n')[0]!.replace('\ufeff', '')).toBe(
      'fullName,email,phoneNumber,address,program,clinic,doctor,nurse,status,statusReason,enrolledAt,statusChangedAt',
    );
    expect(exported.rows).toEqual([
      {
        fullName: `'${risky.fullName}`,
        email: risky.email,
        phoneNumber: `'${formatPhoneNumber(risky.phoneNumber)}`,
        address: "'@SUM(A1)",
        program: 'Diabetes Care',
        clinic: 'Hospital Central de Lisboa',
        doctor: '',
        nurse: '',
        status: 'ENROLLED',
        statusReason: '',
        enrolledAt: risky.enrolledAt,
        statusChangedAt: risky.statusChangedAt,
      },
    ]);
    const withdrawn = await exportCsv('manager', 'status=WITHDRAWN&sort=fullName');
    expect(withdrawn.rows.length).toBe((await list('manager', '?status=WITHDRAWN')).total);
    expect(withdrawn.rows.every((row) => row.status === 'WITHDRAWN')).toBe(true);
  });
});

describe('the audit log of patient data', () => {
  it('names the patients of a list page, a record and an export', async () => {
    const page = await call('manager', 'GET', '/api/v1/patients?pageSize=7&sort=fullName');
    const pageEntry = await auditOf(page);
    expect(pageEntry).toMatchObject({
      action: 'GET /api/v1/patients',
      userId: userIds.manager,
      status: 200,
    });
    expect(pageEntry.patientIds).toEqual(
      (page.body as unknown as Page<PatientEnrolment>).items.map((patient) => patient.id),
    );

    const one = (page.body as unknown as Page<PatientEnrolment>).items[0]!;
    const record = await read('nurse', one.id);
    const recordEntry = await auditOf(record);
    if (record.status === 200) {
      expect(recordEntry).toMatchObject({
        action: 'GET /api/v1/patients/:id',
        entityType: 'patient',
        entityId: one.id,
        summary: null,
        patientIds: [one.id],
      });
    } else {
      expect(recordEntry).toMatchObject({ status: 404, patientIds: null });
    }

    const exported = await exportCsv('admin', 'status=COMPLETED');
    const exportEntry = await auditOf(exported.response!);
    expect(exportEntry.patientIds).toHaveLength(exported.rows.length);
    expect(new Set(exportEntry.patientIds)).toEqual(
      new Set((await listAll('admin', '&status=COMPLETED')).items.map((patient) => patient.id)),
    );

    const outside = await read('manager', randomUUID());
    expect(await auditOf(outside)).toMatchObject({ status: 404, patientIds: null });

    const log = (await call('admin', 'GET', '/api/v1/audit-log?pageSize=100'))
      .body as unknown as Page<AuditEntry>;
    expect(log.items.find((entry) => entry.action === 'GET /api/v1/patients')?.patientIds).toEqual(
      expect.any(Array),
    );
  });

  it('names the patient of every write, and the record a duplicate warning showed', async () => {
    const patient = await enrol();
    const written = await changeStatus('admin', patient.id, { status: 'COMPLETED' });
    expect(await auditOf(written)).toMatchObject({
      action: 'PATCH /api/v1/patients/:id/enrolment',
      entityType: 'patient',
      entityId: patient.id,
      summary: null,
      patientIds: [patient.id],
    });
    const duplicate = await call(
      'admin',
      'POST',
      '/api/v1/patients',
      newPatient({ fullName: patient.fullName, phoneNumber: patient.phoneNumber }),
    );
    expect(duplicate.status).toBe(409);
    expect(await auditOf(duplicate)).toMatchObject({ status: 409, patientIds: [patient.id] });
  });
});

describe('the logs', () => {
  it('never hold patient data: no search text, name, e-mail or phone', async () => {
    const form = newPatient({ fullName: 'Leopoldina Secretíssima' });
    const server = await startLoggedServer(signedIn.api.db, 'debug');
    const { app, lines } = server;
    try {
      const headers = await server.signedInHeaders(tokens.admin);
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/patients',
        headers,
        payload: form,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<PatientRecord>().id;
      for (const url of [
        `/api/v1/patients?search=${encodeURIComponent('Leopoldina Secretíssima')}`,
        `/api/v1/patients?search=${form.phoneNumber.localPhoneNumber}`,
        `/api/v1/patients/${id}`,
        `/api/v1/patients/export?search=${encodeURIComponent(form.email)}`,
      ]) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      }
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/patients/${id}/contact`,
        headers,
        payload: { fullName: 'Leopoldina Secretíssima', phoneNumber: null },
      });
    } finally {
      await server.close();
    }
    const text = lines.join('');
    expect(text).toContain('/api/v1/patients');
    for (const secret of [
      'Leopoldina',
      'Secretíssima',
      form.email,
      form.phoneNumber.localPhoneNumber,
      'search=',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
