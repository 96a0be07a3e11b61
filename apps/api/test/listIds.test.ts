import { randomUUID } from 'node:crypto';
import { MAX_RECORD_IDS, type Page } from '@org/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoClinics, demoMemberships } from '../src/db/seed';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';
import { csvLines } from './support/uploads';

/**
 * `?id=a,b`: a picker names the records it shows as chosen (clinics, users, programs, training
 * modules). It is a filter like any other, within the reader's scope: an id outside it, or of no
 * record, is simply absent, never an error and never a way to learn that it exists.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;

interface Named {
  id: string;
  name?: string;
  fullName?: string;
  moduleTitle?: string;
  status?: string;
}

const list = async (who: DemoPerson, url: string) => {
  const response = await call(who, 'GET', url);
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Page<Named>;
};

const idsOf = (page: Page<Named>) => page.items.map((item) => item.id).sort();
const nobody = randomUUID();

let clinicIdOf: (name: string) => string;

beforeAll(async () => {
  const clinics = await list('admin', '/api/v1/clinics?pageSize=100');
  clinicIdOf = (name) => clinics.items.find((clinic) => clinic.name === name)!.id;
});

describe('clinics by id', () => {
  it('answers the clinics named, in the list’s order, and only those the reader sees', async () => {
    const mine = clinicIdOf(demoMemberships['manager@clinic.test']![0]!);
    const notMine = clinicIdOf('Bệnh viện Bạch Mai');
    const ids = [notMine, nobody, mine.toUpperCase()].join(',');
    expect(idsOf(await list('admin', `/api/v1/clinics?id=${ids}`))).toEqual([mine, notMine].sort());
    const managers = await list('manager', `/api/v1/clinics?id=${ids}`);
    expect(managers).toMatchObject({ total: 1, items: [{ id: mine }] });
    // A doctor belongs to neither: nothing, as for ids that do not exist.
    const doctorsClinics = demoMemberships['doctor@clinic.test']!;
    expect(doctorsClinics).not.toContain('Bệnh viện Bạch Mai');
    expect(await list('doctor', `/api/v1/clinics?id=${notMine},${nobody}`)).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('narrows with the other filters and the search, and exports the same clinics', async () => {
    const inactive = demoClinics.find((clinic) => clinic.status === 'INACTIVE')!;
    const active = demoClinics.find((clinic) => clinic.status !== 'INACTIVE')!;
    const ids = [clinicIdOf(inactive.name), clinicIdOf(active.name)].join(',');
    expect(idsOf(await list('admin', `/api/v1/clinics?id=${ids}&status=INACTIVE`))).toEqual([
      clinicIdOf(inactive.name),
    ]);
    expect(
      (await list('admin', `/api/v1/clinics?id=${ids}&search=${encodeURIComponent('zzz')}`)).total,
    ).toBe(0);
    const exported = await call('manager', 'GET', `/api/v1/clinics/export?id=${ids}`);
    const managers = new Set(demoMemberships['manager@clinic.test']);
    const expectedRows = [inactive, active].filter((clinic) => managers.has(clinic.name)).length;
    expect(csvLines(exported.text)).toHaveLength(1 + expectedRows);
  });

  it(`takes up to ${MAX_RECORD_IDS} ids`, async () => {
    const ids = (count: number) => Array.from({ length: count }, () => randomUUID()).join(',');
    expect((await list('admin', `/api/v1/clinics?id=${ids(MAX_RECORD_IDS)}`)).total).toBe(0);
    const tooMany = await call('admin', 'GET', `/api/v1/clinics?id=${ids(MAX_RECORD_IDS + 1)}`);
    expect(tooMany).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ path: 'id' }] },
    });
  });
});

describe('staff users by id', () => {
  it('answers the people named; an id of nobody is absent', async () => {
    const staff = await list('admin', '/api/v1/users?pageSize=3&sort=email');
    const [first, second] = staff.items.map((user) => user.id);
    const named = await list('admin', `/api/v1/users?id=${first},${nobody},${second}`);
    expect(idsOf(named)).toEqual([first, second].sort());
    expect(named.total).toBe(2);
    // The list is the system admins': others are refused it whatever they ask for.
    expect((await call('manager', 'GET', `/api/v1/users?id=${first}`)).status).toBe(403);
  });
});

describe('programs by id', () => {
  it('answers an inactive program only to those who see inactive programs', async () => {
    const programs = await list('admin', '/api/v1/programs?pageSize=100');
    const [kept, stopped] = programs.items;
    const response = await call('admin', 'PATCH', `/api/v1/programs/${stopped!.id}/status`, {
      status: 'INACTIVE',
    });
    expect(response.status, response.text).toBe(200);
    const ids = `${kept!.id},${stopped!.id}`;
    expect(idsOf(await list('admin', `/api/v1/programs?id=${ids}`))).toEqual(
      [kept!.id, stopped!.id].sort(),
    );
    expect(await list('nurse', `/api/v1/programs?id=${ids}`)).toMatchObject({
      total: 1,
      items: [{ id: kept!.id }],
    });
  });
});

describe('training modules by id', () => {
  it('answers a draft only to those who see drafts', async () => {
    const draft = (await list('admin', '/api/v1/training-modules?status=DRAFT')).items[0]!;
    const published = (await list('admin', '/api/v1/training-modules?status=PUBLISHED')).items[0]!;
    const ids = `${draft.id},${published.id}`;
    expect(idsOf(await list('admin', `/api/v1/training-modules?id=${ids}`))).toEqual(
      [draft.id, published.id].sort(),
    );
    for (const who of ['manager', 'doctor', 'nurse'] as const) {
      expect(await list(who, `/api/v1/training-modules?id=${ids}`)).toMatchObject({
        total: 1,
        items: [{ id: published.id }],
      });
    }
  });
});
