import { randomUUID } from 'node:crypto';
import type { Bundle, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { and, eq, sql } from 'drizzle-orm';
import {
  duplicateMessages,
  errorCodes,
  type Clinic,
  type DuplicatePair,
  type DuplicatePairDetail,
  type DuplicateScan,
  type NotificationPage,
  type Overview,
  type Page,
  type PatientMergedBody,
  type PatientRecord,
  type Program,
} from '@org/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  patientDuplicateScans,
  patientDuplicates,
  patientHistory,
  patientMerges,
  patients,
  users,
} from '../src/db/schema';
import { demoMemberships } from '../src/db/seed';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';

/**
 * Possible duplicate patients through the real server, on PGlite and PostgreSQL: the matching rule
 * on a table of pairs (found by the background scan), the enrolment warning, the list's scope,
 * "not a duplicate", merge and unmerge (compared field by field), a merge racing an edit, the
 * scan going on from where it stopped, and a merged-away record counted once by every other
 * reader (FHIR, the Overview, program counts, notification links) until it is unmerged.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;
const db = () => signedIn.api.db;
const run = randomUUID().slice(0, 8);
const clinicIds = new Map<string, string>();
const programIds = new Map<string, string>();
let outsideClinic = '';

const clinic = (name: string) => clinicIds.get(name)!;
const program = (name: string) => programIds.get(name)!;
const LISBOA = 'Hospital Central de Lisboa';
const LILAS = 'Clinique des Lilas';

let phoneCounter = 0;
const phone = () => {
  phoneCounter += 1;
  return `91${String(phoneCounter).padStart(3, '0')}${run.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`;
};

interface Row {
  fullName: string;
  email?: string;
  phone?: string | null;
  clinic?: string;
  program?: string;
  status?: 'ENROLLED' | 'WITHDRAWN';
}

/** Stores a patient as an import or an old version would have: no duplicate check. */
const insertPatient = async (row: Row) => {
  const [created] = await db()
    .insert(patients)
    .values({
      fullName: row.fullName,
      email: row.email ?? `p.${randomUUID().slice(0, 8)}.${run}@example.pt`,
      callingCode: row.phone === null ? null : '351',
      localPhoneNumber: row.phone === null ? null : (row.phone ?? phone()),
      address: 'Rua Nova 1, Lisboa',
      programId: program(row.program ?? 'Diabetes Care'),
      clinicId: clinic(row.clinic ?? LISBOA),
      status: row.status ?? 'ENROLLED',
    })
    .returning({ id: patients.id });
  await db().insert(patientHistory).values({ patientId: created!.id, kind: 'ENROLLED' });
  return created!.id;
};

const pairOf = async (a: string, b: string) => {
  const [first, second] = a < b ? [a, b] : [b, a];
  const [row] = await db()
    .select()
    .from(patientDuplicates)
    .where(and(eq(patientDuplicates.firstId, first), eq(patientDuplicates.secondId, second)));
  return row;
};

const scanToTheEnd = async () => {
  const started = await call('admin', 'POST', '/api/v1/patient-duplicates/scans');
  expect(started.status, started.text).toBe(202);
  // vi.waitFor: the file's beforeAll scans too, where expect.poll cannot run.
  await vi.waitFor(
    async () => {
      const latest = await call('admin', 'GET', '/api/v1/patient-duplicates/scans/latest');
      expect((latest.body as unknown as { scan: DuplicateScan }).scan.status).toBe('DONE');
    },
    { timeout: 20_000, interval: 50 },
  );
};

const listPairs = async (who: DemoPerson, query = '') => {
  const response = await call(who, 'GET', `/api/v1/patient-duplicates?pageSize=100${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<DuplicatePair>;
};

const detail = async (who: DemoPerson, id: string) => {
  const response = await call(who, 'GET', `/api/v1/patient-duplicates/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as DuplicatePairDetail;
};

/** Keep the first record, with the name and e-mail of the second. */
const mergeBody = (pair: DuplicatePairDetail, survivor = pair.first.id) => {
  const other = survivor === pair.first.id ? pair.second.id : pair.first.id;
  return {
    survivorId: survivor,
    fields: {
      fullName: other,
      email: other,
      phoneNumber: survivor,
      address: survivor,
      doctor: survivor,
      nurse: survivor,
    },
    firstVersion: pair.firstVersion,
    secondVersion: pair.secondVersion,
  };
};

/** A merge of the pair by `who`, as `body` (mergeBody's choices unless given) asks. */
const merge = (who: DemoPerson, pair: DuplicatePairDetail, body: object = mergeBody(pair)) =>
  call(who, 'POST', `/api/v1/patient-duplicates/${pair.id}/merge`, body);

/** A record's every column, and its history's ids. */
const stateOf = async (id: string) => {
  const [row] = await db().select().from(patients).where(eq(patients.id, id));
  const history = await db()
    .select({ id: patientHistory.id })
    .from(patientHistory)
    .where(eq(patientHistory.patientId, id));
  return { row, history: history.map((entry) => entry.id).sort() };
};

const matchTable: {
  case: string;
  a: Row;
  b: Row;
  match: boolean;
  reasons?: Partial<DuplicatePair>;
}[] = [];
const shared = () => ({ phone: phone() });
const email = `shared.${run}@example.pt`;
const otherEmail = `two.programs.${run}@example.pt`;
const accents = shared();
const oneOff = shared();
const casing = shared();
const family = shared();
matchTable.push(
  {
    case: 'accents',
    a: { fullName: 'José da Conceição', ...accents },
    b: { fullName: 'Jose da Conceicao', ...accents },
    match: true,
    reasons: { samePhone: true, sameEmail: false, nameSimilarity: 100 },
  },
  {
    case: 'swapped words, same e-mail',
    a: { fullName: 'Maria Fernandes Lopes', email, status: 'WITHDRAWN' },
    b: { fullName: 'Lopes Maria Fernandes', email },
    match: true,
    reasons: { samePhone: false, sameEmail: true, nameSimilarity: 100 },
  },
  {
    case: 'one letter off',
    a: { fullName: 'Catherine Dubois', ...oneOff },
    b: { fullName: 'Catherina Dubois', ...oneOff },
    match: true,
    reasons: { samePhone: true },
  },
  {
    case: 'case and accents, at two clinics of one program',
    a: { fullName: 'ANA LUÍSA MOTA', ...casing },
    b: { fullName: 'ana luisa mota', ...casing, clinic: LILAS },
    match: true,
  },
  {
    case: 'shared phone, different names',
    a: { fullName: 'Rui Carvalho', ...family },
    b: { fullName: 'Helena Carvalho', ...family },
    match: false,
  },
  {
    case: 'common name, different people',
    a: { fullName: 'Maria Silva' },
    b: { fullName: 'Maria Silva' },
    match: false,
  },
  {
    case: 'one person in two programs',
    a: { fullName: 'Pedro Alves', email: otherEmail },
    b: { fullName: 'Pedro Alves', email: otherEmail, program: 'HIV Care' },
    match: false,
  },
);

beforeAll(async () => {
  const clinics = (await call('admin', 'GET', '/api/v1/clinics?pageSize=100'))
    .body as unknown as Page<Clinic>;
  for (const each of clinics.items) clinicIds.set(each.name, each.id);
  outsideClinic = clinics.items.find(
    (each) =>
      each.status === 'ACTIVE' && !demoMemberships['manager@clinic.test']!.includes(each.name),
  )!.name;
  const programs = (await call('admin', 'GET', '/api/v1/programs?pageSize=100'))
    .body as unknown as Page<Program>;
  for (const each of programs.items) programIds.set(each.name, each.id);

  for (const entry of matchTable) {
    Object.assign(entry, {
      ids: [await insertPatient(entry.a), await insertPatient(entry.b)],
    });
  }
  await scanToTheEnd();
});

const idsOf = (entry: (typeof matchTable)[number]) =>
  (entry as unknown as { ids: [string, string] }).ids;

describe('the matching rule, found by the scan', () => {
  it.each(matchTable.map((entry) => [entry.case, entry] as const))('%s', async (_name, entry) => {
    const [a, b] = idsOf(matchTable.find((each) => each.case === entry.case)!);
    const pair = await pairOf(a, b);
    if (!entry.match) {
      expect(pair).toBeUndefined();
      return;
    }
    expect(pair?.status).toBe('OPEN');
    expect(pair!.score).toBeGreaterThanOrEqual(50);
    if (entry.reasons) expect(pair).toMatchObject(entry.reasons);
    if (entry.case === 'one letter off') {
      expect(pair!.nameSimilarity).toBeGreaterThanOrEqual(60);
      expect(pair!.nameSimilarity).toBeLessThan(100);
    }
  });

  it('reports the scan’s progress to system admins only', async () => {
    const latest = (await call('admin', 'GET', '/api/v1/patient-duplicates/scans/latest'))
      .body as unknown as { scan: DuplicateScan };
    expect(latest.scan.processed).toBe(latest.scan.total);
    expect(latest.scan.found).toBeGreaterThanOrEqual(4);
    expect((await call('manager', 'GET', '/api/v1/patient-duplicates/scans/latest')).status).toBe(
      403,
    );
    expect((await call('manager', 'POST', '/api/v1/patient-duplicates/scans')).status).toBe(403);
  });

  it('goes on from where a scan stopped (a restart), and finds only what comes after', async () => {
    const [last] = await db()
      .select({ id: patients.id })
      .from(patients)
      .orderBy(sql`${patients.id} desc`)
      .limit(3);
    const [scan] = await db()
      .insert(patientDuplicateScans)
      .values({ afterPatientId: last!.id, total: 1 })
      .returning();
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(patientDuplicateScans)
              .where(eq(patientDuplicateScans.id, scan!.id))
          )[0]!.status,
        { timeout: 20_000 },
      )
      .toBe('DONE');
    const [done] = await db()
      .select()
      .from(patientDuplicateScans)
      .where(eq(patientDuplicateScans.id, scan!.id));
    expect(done!.processed).toBe(0);
  });
});

describe('the duplicate warning on enrolment', () => {
  it('finds a record at the clinic spelt another way with the same phone; one elsewhere goes to the list of those who see both', async () => {
    const shared = phone();
    const inside = await insertPatient({ fullName: 'Joaquim Antunes', phone: shared });
    const body = {
      fullName: 'Joaquím Antúnes',
      email: `warn.${run}@example.pt`,
      phoneNumber: { callingCode: '351', localPhoneNumber: shared },
      address: null,
      programSelection: program('Diabetes Care'),
      clinicId: clinic(LISBOA),
    };
    const warned = await call('manager', 'POST', '/api/v1/patients', body);
    expect(warned.status, warned.text).toBe(409);
    expect((warned.body as unknown as { existing: { id: string } }).existing.id).toBe(inside);

    // A record at a clinic the manager does not belong to is no warning to them...
    const elsewhere = phone();
    const outside = await insertPatient({
      fullName: 'Beatriz Quaresma',
      phone: elsewhere,
      clinic: outsideClinic,
    });
    const enrolled = await call('manager', 'POST', '/api/v1/patients', {
      ...body,
      fullName: 'Beatriz Quaresma',
      email: `warn2.${run}@example.pt`,
      phoneNumber: { callingCode: '351', localPhoneNumber: elsewhere },
    });
    expect(enrolled.status, enrolled.text).toBe(201);
    const created = (enrolled.body as unknown as PatientRecord).id;
    // ...but the pair is on the list of those who see both.
    const pair = await pairOf(created, outside);
    expect(pair?.status).toBe('OPEN');
    expect((await listPairs('admin')).items.map((each) => each.id)).toContain(pair!.id);
    expect((await listPairs('manager')).items.map((each) => each.id)).not.toContain(pair!.id);
    expect((await call('manager', 'GET', `/api/v1/patient-duplicates/${pair!.id}`)).status).toBe(
      404,
    );
    expect(
      (await call('manager', 'POST', `/api/v1/patient-duplicates/${pair!.id}/dismiss`)).status,
    ).toBe(404);
  });
});

describe('the possible duplicates list', () => {
  it('is for admins and managers, most likely first, with both records and the reasons', async () => {
    const page = await listPairs('manager', '&status=OPEN');
    expect(page.items.length).toBeGreaterThan(0);
    const scores = page.items.map((pair) => pair.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const managerClinics = new Set(demoMemberships['manager@clinic.test']!.map(clinic));
    for (const pair of page.items) {
      expect(managerClinics.has(pair.first.clinic.id)).toBe(true);
      expect(managerClinics.has(pair.second.clinic.id)).toBe(true);
    }
    expect((await call('doctor', 'GET', '/api/v1/patient-duplicates')).status).toBe(403);
    expect((await call('nurse', 'GET', '/api/v1/patient-duplicates')).status).toBe(403);
  });

  it('never suggests a pair marked "not a duplicate" again', async () => {
    const [a, b] = idsOf(matchTable.find((each) => each.case === 'one letter off')!);
    const pair = await pairOf(a, b);
    const dismissed = await call(
      'manager',
      'POST',
      `/api/v1/patient-duplicates/${pair!.id}/dismiss`,
    );
    expect(dismissed.status, dismissed.text).toBe(204);
    await scanToTheEnd();
    expect((await pairOf(a, b))!.status).toBe('NOT_DUPLICATE');
    const open = await listPairs('manager', '&status=OPEN');
    expect(open.items.map((each) => each.id)).not.toContain(pair!.id);
  });
});

describe('merge and unmerge', () => {
  it('merges with the fields chosen, joins the histories, answers "merged into", and unmerges exactly', async () => {
    const [a, b] = idsOf(
      matchTable.find((each) => each.case === 'case and accents, at two clinics of one program')!,
    );
    const pairRow = await pairOf(a, b);
    const before = { a: await stateOf(a), b: await stateOf(b) };
    const pair = await detail('manager', pairRow!.id);
    const body = mergeBody(pair);
    const survivor = pair.first.id;
    const other = pair.second.id;

    const merged = await merge('manager', pair, body);
    expect(merged.status, merged.text).toBe(200);
    const record = merged.body as unknown as PatientRecord;
    expect(record.id).toBe(survivor);
    expect(record.fullName).toBe(pair.second.fullName);
    expect(record.email).toBe(pair.second.email);
    expect(record.history).toHaveLength(2);

    const gone = await call('manager', 'GET', `/api/v1/patients/${other}`);
    expect(gone.status).toBe(410);
    expect(gone.body as unknown as PatientMergedBody).toMatchObject({
      code: errorCodes.patientMerged,
      mergedInto: survivor,
    });
    // The doctor sees Lisbon but not the Lilas clinic: for them it is not found.
    const lisbonRecord = before.a.row!.clinicId === clinic(LISBOA) ? a : b;
    const lilasRecord = lisbonRecord === a ? b : a;
    if (lilasRecord === other) {
      expect((await call('doctor', 'GET', `/api/v1/patients/${other}`)).status).toBe(404);
    }
    const listed = await call(
      'admin',
      'GET',
      `/api/v1/patients?pageSize=100&search=${encodeURIComponent('luisa mota')}`,
    );
    expect(JSON.stringify(listed.body)).not.toContain(other);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, merged.headers.get('x-request-id')!));
    expect(entry?.actionCode).toBe('patient.merged');
    expect(entry?.summary).toContain(survivor);
    expect(entry?.summary).toContain(other);
    expect(entry?.summary).toContain('fullName=merged');
    expect([...(entry?.patientIds ?? [])].sort()).toEqual([survivor, other].sort());

    const again = await merge('manager', pair, body);
    expect(again.status).toBe(409);

    const unmerged = await call('manager', 'POST', `/api/v1/patient-duplicates/${pair.id}/unmerge`);
    expect(unmerged.status, unmerged.text).toBe(200);
    expect((unmerged.body as unknown as DuplicatePair).status).toBe('OPEN');
    const after = { a: await stateOf(a), b: await stateOf(b) };
    expect(after.a.row).toEqual(before.a.row);
    expect(after.b.row).toEqual(before.b.row);
    expect(after.a.history).toEqual(before.a.history);
    expect(after.b.history).toEqual(before.b.history);
  });

  it('refuses an unmerge once a record changed, or after 30 days, saying why', async () => {
    const [a, b] = idsOf(matchTable.find((each) => each.case === 'accents')!);
    const pairRow = await pairOf(a, b);
    const pair = await detail('admin', pairRow!.id);
    const merged = await merge('admin', pair);
    expect(merged.status, merged.text).toBe(200);

    await db()
      .update(patientMerges)
      .set({ mergedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(patientMerges.pairId, pair.id));
    const expired = await call('admin', 'POST', `/api/v1/patient-duplicates/${pair.id}/unmerge`);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      code: errorCodes.unmergeRefused,
      message: duplicateMessages.unmergeExpired,
    });

    await db()
      .update(patientMerges)
      .set({ mergedAt: new Date() })
      .where(eq(patientMerges.pairId, pair.id));
    const edited = await call('admin', 'PATCH', `/api/v1/patients/${pair.first.id}/contact`, {
      fullName: 'José da Conceição Neto',
      phoneNumber: null,
    });
    expect(edited.status, edited.text).toBe(200);
    const changed = await call('admin', 'POST', `/api/v1/patient-duplicates/${pair.id}/unmerge`);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ message: duplicateMessages.unmergeChanged });
    expect((await stateOf(pair.second.id)).row!.mergedIntoId).toBe(pair.first.id);
  });

  it('refuses choices that are not of the pair, and a record changed since it was read', async () => {
    const shared = phone();
    const x = await insertPatient({ fullName: 'Tomás Ribeiro', phone: shared });
    const y = await insertPatient({ fullName: 'Tomas Ribeiro', phone: shared });
    await scanToTheEnd();
    const pair = await detail('manager', (await pairOf(x, y))!.id);
    const stranger = randomUUID();
    const wrong = await call('manager', 'POST', `/api/v1/patient-duplicates/${pair.id}/merge`, {
      ...mergeBody(pair),
      survivorId: stranger,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: errorCodes.validationFailed });
    const empty = await call('manager', 'POST', `/api/v1/patient-duplicates/${pair.id}/merge`, {});
    expect(empty.status).toBe(400);

    await call('manager', 'PATCH', `/api/v1/patients/${x}/contact`, {
      fullName: 'Tomás Ribeiro Santos',
      phoneNumber: { callingCode: '351', localPhoneNumber: shared },
    });
    const stale = await merge('manager', pair);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: duplicateMessages.recordChanged });
  });

  it('a merge racing an edit of the record it merges away: one of them wins, whole', async () => {
    const shared = phone();
    const x = await insertPatient({ fullName: 'Inês Correia', phone: shared });
    const y = await insertPatient({ fullName: 'Ines Correia', phone: shared });
    await scanToTheEnd();
    const pair = await detail('admin', (await pairOf(x, y))!.id);
    const body = mergeBody(pair);
    const away = pair.second.id;
    const [merge, edit] = await Promise.all([
      call('admin', 'POST', `/api/v1/patient-duplicates/${pair.id}/merge`, body),
      call('admin', 'PATCH', `/api/v1/patients/${away}/contact`, {
        fullName: 'Inês Correia Lima',
        phoneNumber: { callingCode: '351', localPhoneNumber: shared },
      }),
    ]);
    const awayNow = (await stateOf(away)).row!;
    if (merge.status === 200) {
      expect(edit.status).toBe(404);
      expect(awayNow.mergedIntoId).toBe(pair.first.id);
      expect(awayNow.fullName).toBe(pair.second.fullName);
    } else {
      expect(merge.status).toBe(409);
      expect(edit.status).toBe(200);
      expect(awayNow.mergedIntoId).toBeNull();
      expect(awayNow.fullName).toBe('Inês Correia Lima');
      expect((await pairOf(x, y))!.status).toBe('OPEN');
    }
    const merges = await db().select().from(patientMerges).where(eq(patientMerges.pairId, pair.id));
    expect(merges).toHaveLength(merge.status === 200 ? 1 : 0);
  });
});

describe('a merged-away record counts once, as the record it was merged into', () => {
  const today = new Date().toISOString().slice(0, 10);
  // Letters only, so that it is one word of a name that no other record has.
  const tag = `Q${run.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;

  const fhir = (who: DemoPerson, path: string) =>
    signedIn.api.request('GET', `/fhir/R4${path}`, { token: signedIn.tokens[who] });
  /** The records the Patient `id` replaces, by its FHIR links, as `who` reads it. */
  const replacesOf = async (who: DemoPerson, id: string) => {
    const response = await fhir(who, `/Patient/${id}`);
    expect(response.status, response.text).toBe(200);
    return ((response.body as unknown as Patient).link ?? []).map((link) => link.other.reference);
  };
  const fhirIds = async (path: string) => {
    const response = await fhir('admin', path);
    expect(response.status, response.text).toBe(200);
    return ((response.body as unknown as Bundle).entry ?? [])
      .filter((entry) => entry.search?.mode === 'match')
      .map((entry) => entry.resource!.id!)
      .sort();
  };
  const lisbonPatients = async () => {
    const response = await call('admin', 'GET', `/api/v1/overview?from=${today}&to=${today}`);
    expect(response.status, response.text).toBe(200);
    return (response.body as unknown as Overview).patientsByClinic.find(
      (row) => row.clinicId === clinic(LISBOA),
    )!.patients;
  };
  const programEnrolments = async () => {
    const response = await call('admin', 'GET', `/api/v1/programs?id=${program('Diabetes Care')}`);
    expect(response.status, response.text).toBe(200);
    return (response.body as unknown as Page<Program>).items[0]!.enrolments;
  };
  const doctorsLink = async (patientName: string) => {
    const response = await call('doctor', 'GET', '/api/v1/notifications');
    expect(response.status, response.text).toBe(200);
    return (response.body as unknown as NotificationPage).items.find(
      (item) => item.kind === 'patient-assigned' && item.params.patientName === patientName,
    )?.link;
  };

  it('in FHIR searches and reads, the Overview, program counts and notification links; an unmerge brings it back', async () => {
    const shared = phone();
    const ids = [
      await insertPatient({ fullName: `Filipa Marçal ${tag}`, phone: shared }),
      await insertPatient({ fullName: `Filipa Marcal ${tag}`, phone: shared }),
    ].sort();
    await scanToTheEnd();
    const [kept, away] = ids as [string, string];
    const [doctor] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'doctor@clinic.test'));
    const assigned = await call('admin', 'PUT', `/api/v1/patients/${away}/assignment`, {
      clinicId: clinic(LISBOA),
      doctorId: doctor!.id,
      nurseId: null,
    });
    expect(assigned.status, assigned.text).toBe(200);
    const awayName = (assigned.body as unknown as PatientRecord).fullName;

    /** What every other reader says of the two records now. */
    const figures = async () => ({
      named: await fhirIds(`/Patient?name=${tag}`),
      exactly: await fhirIds(`/Patient?name:exact=${encodeURIComponent(awayName)}`),
      episodes: await fhirIds(`/EpisodeOfCare?_id=${kept},${away}`),
      careTeams: await fhirIds(`/CareTeam?patient=Patient/${away}`),
      lisbon: await lisbonPatients(),
      enrolments: await programEnrolments(),
      link: await doctorsLink(awayName),
      replaces: await replacesOf('admin', kept),
    });
    const both = await figures();
    expect(both).toMatchObject({
      named: [kept, away],
      exactly: [away],
      episodes: [kept, away],
      careTeams: [away],
      link: `/?patient=${away}`,
      replaces: [],
    });

    const pair = await detail('admin', (await pairOf(kept, away))!.id);
    expect(pair.first.id).toBe(kept);
    const merged = await merge('admin', pair);
    expect(merged.status, merged.text).toBe(200);
    expect((merged.body as unknown as PatientRecord).fullName).toBe(awayName);

    // Found once, as the kept record (which took the merged-away one's name).
    expect(await fhirIds(`/Patient?name=${tag}`)).toEqual([kept]);
    expect(await fhirIds(`/Patient?name:exact=${encodeURIComponent(awayName)}`)).toEqual([kept]);
    expect(await fhirIds(`/EpisodeOfCare?_id=${kept},${away}`)).toEqual([kept]);
    expect(await fhirIds(`/CareTeam?patient=Patient/${away}`)).toEqual([]);
    for (const type of ['Patient', 'EpisodeOfCare', 'CareTeam']) {
      const gone = await fhir('manager', `/${type}/${away}`);
      expect(gone.status, gone.text).toBe(410);
      expect((gone.body as unknown as OperationOutcome).issue[0]).toMatchObject({
        severity: 'error',
        code: 'deleted',
        details: {
          coding: [{ code: errorCodes.patientMerged }],
          text: `${type}/${away} was merged into Patient/${kept}.`,
        },
      });
    }
    expect(await lisbonPatients()).toBe(both.lisbon - 1);
    expect(await programEnrolments()).toBe(both.enrolments - 1);
    expect(await doctorsLink(awayName)).toBe(`/?patient=${kept}`);
    // The kept Patient replaces the merged-away one, by FHIR's link.
    expect(await replacesOf('admin', kept)).toEqual([`Patient/${away}`]);
    const found = await fhir('admin', `/Patient?_id=${kept}`);
    expect((found.body as unknown as Bundle).entry?.[0]?.resource).toMatchObject({
      link: [{ other: { reference: `Patient/${away}` }, type: 'replaces' }],
    });

    const unmerged = await call('admin', 'POST', `/api/v1/patient-duplicates/${pair.id}/unmerge`);
    expect(unmerged.status, unmerged.text).toBe(200);
    expect(await figures()).toEqual(both);
    expect((await fhir('manager', `/Patient/${away}`)).status).toBe(200);
  });

  it('names in a Patient’s links only the merged-away records the reader may read', async () => {
    const kept = await insertPatient({ fullName: `Rui Lobo ${run}` });
    const away = await insertPatient({ fullName: `Rui Lobo ${run}`, clinic: outsideClinic });
    await db().update(patients).set({ mergedIntoId: kept }).where(eq(patients.id, away));
    expect(await replacesOf('admin', kept)).toEqual([`Patient/${away}`]);
    // The manager reads the kept record, not the one at a clinic she does not belong to.
    expect(await replacesOf('manager', kept)).toEqual([]);
  });
});
