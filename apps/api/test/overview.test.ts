import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  errorCodes,
  OVERVIEW_TOP_REASONS,
  type Overview,
  type OverviewInterval,
} from '@org/contracts';
import { validationMessages as m } from '@org/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clinics,
  knowledgeCheckAttempts,
  knowledgeChecks,
  patients,
  programs,
  trainingModules,
  userClinics,
  users,
} from '../src/db/schema';
import { withDemoPeople, type DemoPerson } from './support/demoPeople';
import { fieldErrors } from './support/forms';

/**
 * The Overview's figures through the real server: each equals the same figure worked out here in
 * JavaScript from the rows themselves; a manager's are their own clinics' only; doctors and
 * nurses are refused; a bad filter is a 400 with the schema's message.
 */

const signedIn = withDemoPeople();
const { call } = signedIn;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of an instant's ISO week (from Monday) or month, in UTC. */
const periodOf = (instant: Date, interval: OverviewInterval): string => {
  if (interval === 'month') return `${instant.toISOString().slice(0, 7)}-01`;
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  return dayOf(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
};

interface Rows {
  patients: (typeof patients.$inferSelect)[];
  programs: Map<string, string>;
  clinics: (typeof clinics.$inferSelect)[];
  users: (typeof users.$inferSelect)[];
  memberships: (typeof userClinics.$inferSelect)[];
  attempts: {
    userId: string;
    moduleId: string;
    moduleTitle: string;
    passed: boolean;
    submittedAt: Date;
  }[];
}
let rows: Rows;
let range: { from: string; to: string };
let managerClinics: Set<string>;
let otherClinic: string;

const tally = <T>(items: T[], keyOf: (item: T) => string) => {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, { item, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()];
};
const byKey = <T>(items: T[], keyOf: (item: T) => string) =>
  [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

/** The seeded enrolments within `range`. */
const inRange = () =>
  rows.patients.filter(
    (p) =>
      p.enrolledAt.getTime() >= Date.parse(`${range.from}T00:00:00Z`) &&
      p.enrolledAt.getTime() < Date.parse(`${range.to}T00:00:00Z`),
  );

/** Every figure of the answer, worked out from the rows (no SQL but reading them). */
function expected(
  scope: Set<string> | null,
  query: {
    from: string;
    to: string;
    interval: OverviewInterval;
    clinicId?: string;
    programId?: string;
  },
) {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const until = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  const inClinics = (clinicId: string) =>
    (!scope || scope.has(clinicId)) && (!query.clinicId || clinicId === query.clinicId);
  const enrolments = rows.patients.filter(
    (p) =>
      p.enrolledAt.getTime() >= from &&
      p.enrolledAt.getTime() < until &&
      inClinics(p.clinicId) &&
      (!query.programId || p.programId === query.programId),
  );
  const programName = (id: string) => rows.programs.get(id)!;
  const statuses = tally(enrolments, (p) => p.programId).map(({ item }) => {
    const own = enrolments.filter((p) => p.programId === item.programId);
    const reasons = tally(
      own.filter((p) => p.status === 'WITHDRAWN' && p.statusReason !== null),
      (p) => p.statusReason!,
    )
      .map(({ item: p, count }) => ({ reason: p.statusReason!, patients: count }))
      .sort((a, b) => b.patients - a.patients || (a.reason < b.reason ? -1 : 1))
      .slice(0, OVERVIEW_TOP_REASONS);
    return {
      programId: item.programId,
      programName: programName(item.programId),
      enrolled: own.filter((p) => p.status === 'ENROLLED').length,
      completed: own.filter((p) => p.status === 'COMPLETED').length,
      withdrawn: own.filter((p) => p.status === 'WITHDRAWN').length,
      topWithdrawalReasons: reasons,
    };
  });
  const clinicById = new Map(rows.clinics.map((c) => [c.id, c]));
  const patientsByClinic = rows.clinics
    .filter((c) => inClinics(c.id))
    .map((c) => ({
      clinicId: c.id,
      clinicName: c.name,
      patients: enrolments.filter((p) => p.clinicId === c.id).length,
    }))
    .filter((c) => c.patients > 0 || clinicById.get(c.clinicId)!.status === 'ACTIVE');
  const userById = new Map(rows.users.map((u) => [u.id, u]));
  const staffByClinic = tally(
    rows.memberships.filter((membership) => {
      const user = userById.get(membership.userId)!;
      return (
        inClinics(membership.clinicId) &&
        user.status === 'ACTIVE' &&
        user.createdAt.getTime() < until
      );
    }),
    (membership) => `${membership.clinicId} ${userById.get(membership.userId)!.role}`,
  ).map(({ item, count }) => ({
    clinicId: item.clinicId,
    clinicName: clinicById.get(item.clinicId)!.name,
    role: userById.get(item.userId)!.role,
    staff: count,
  }));
  const counted = (userId: string) =>
    (!scope && !query.clinicId) ||
    rows.memberships.some(
      (membership) => membership.userId === userId && inClinics(membership.clinicId),
    );
  const attempts = rows.attempts.filter(
    (a) => a.submittedAt.getTime() >= from && a.submittedAt.getTime() < until && counted(a.userId),
  );
  const passRates = tally(
    attempts,
    (a) => `${periodOf(a.submittedAt, query.interval)} ${a.moduleId}`,
  ).map(({ item }) => {
    const period = periodOf(item.submittedAt, query.interval);
    const own = attempts.filter(
      (a) => a.moduleId === item.moduleId && periodOf(a.submittedAt, query.interval) === period,
    );
    return {
      period,
      moduleId: item.moduleId,
      moduleTitle: item.moduleTitle,
      attempts: own.length,
      passed: own.filter((a) => a.passed).length,
    };
  });
  const enrolmentCounts = tally(
    enrolments,
    (p) => `${periodOf(p.enrolledAt, query.interval)} ${p.programId}`,
  ).map(({ item, count }) => ({
    period: periodOf(item.enrolledAt, query.interval),
    programId: item.programId,
    programName: programName(item.programId),
    enrolments: count,
  }));
  return { enrolmentCounts, statuses, patientsByClinic, staffByClinic, passRates };
}

/** The answer and the expectation, each list in one order (by its ids), to compare whole. */
function expectFigures(answer: Overview, want: ReturnType<typeof expected>) {
  const period = (row: { period: string }) => row.period;
  expect(byKey(answer.enrolments, (r) => `${period(r)} ${r.programId}`)).toEqual(
    byKey(want.enrolmentCounts, (r) => `${period(r)} ${r.programId}`),
  );
  expect(byKey(answer.programStatuses, (r) => r.programId)).toEqual(
    byKey(want.statuses, (r) => r.programId),
  );
  expect(byKey(answer.patientsByClinic, (r) => r.clinicId)).toEqual(
    byKey(want.patientsByClinic, (r) => r.clinicId),
  );
  expect(byKey(answer.staffByClinic, (r) => `${r.clinicId} ${r.role}`)).toEqual(
    byKey(want.staffByClinic, (r) => `${r.clinicId} ${r.role}`),
  );
  expect(byKey(answer.passRates, (r) => `${r.period} ${r.moduleId}`)).toEqual(
    byKey(want.passRates, (r) => `${r.period} ${r.moduleId}`),
  );
}

const overview = async (who: DemoPerson, query: Record<string, string>) => {
  const response = await call(
    who,
    'GET',
    `/api/v1/overview?${new URLSearchParams(query).toString()}`,
  );
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Overview;
};

beforeAll(async () => {
  const db = signedIn.api.db;
  // Knowledge-check attempts are not seeded: some by people of the manager's clinics, some not.
  const [check] = await db
    .select({ id: knowledgeChecks.id, moduleId: knowledgeChecks.moduleId })
    .from(knowledgeChecks)
    .limit(1);
  const [secondModule] = await db
    .select({ id: trainingModules.id })
    .from(trainingModules)
    .where(sql`${trainingModules.id} <> ${check!.moduleId}`)
    .limit(1);
  const [otherCheck] = await db
    .insert(knowledgeChecks)
    .values({
      moduleId: secondModule!.id,
      title: 'Overview check',
      passMark: 50,
      questions: [],
      status: 'PUBLISHED',
    })
    .returning({ id: knowledgeChecks.id });
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} in ('DOCTOR', 'NURSE', 'CLINIC_MANAGER')`)
    .orderBy(users.email);
  const base = Date.UTC(2024, 4, 6, 10);
  await db.insert(knowledgeCheckAttempts).values(
    staff.slice(0, 12).flatMap((person, index) =>
      [0, 1, 2].map((number) => ({
        id: randomUUID(),
        checkId: (index + number) % 2 === 0 ? check!.id : otherCheck!.id,
        userId: person.id,
        number: number + 1,
        answers: [],
        questionCount: 4,
        correctCount: (index + number) % 5,
        score: ((index + number) % 5) * 25,
        passMark: 50,
        passed: (index + number) % 5 >= 2,
        submittedAt: new Date(base + (index * 9 + number * 23) * DAY_MS),
      })),
    ),
  );

  const attemptRows = await db
    .select({
      userId: knowledgeCheckAttempts.userId,
      moduleId: trainingModules.id,
      moduleTitle: trainingModules.moduleTitle,
      passed: knowledgeCheckAttempts.passed,
      submittedAt: knowledgeCheckAttempts.submittedAt,
    })
    .from(knowledgeCheckAttempts)
    .innerJoin(knowledgeChecks, eq(knowledgeChecks.id, knowledgeCheckAttempts.checkId))
    .innerJoin(trainingModules, eq(trainingModules.id, knowledgeChecks.moduleId));
  rows = {
    patients: await db.select().from(patients),
    programs: new Map(
      (await db.select({ id: programs.id, name: programs.name }).from(programs)).map((p) => [
        p.id,
        p.name,
      ]),
    ),
    clinics: await db.select().from(clinics),
    users: await db.select().from(users),
    memberships: await db.select().from(userClinics),
    attempts: attemptRows,
  };
  const times = rows.patients.map((p) => p.enrolledAt.getTime()).sort((a, b) => a - b);
  // A range that leaves out some enrolments at each end.
  range = {
    from: dayOf(new Date(times[0]! + 40 * DAY_MS)),
    to: dayOf(new Date(times.at(-1)! - 40 * DAY_MS)),
  };
  const manager = rows.users.find((u) => u.email === 'manager@clinic.test')!;
  managerClinics = new Set(
    rows.memberships.filter((x) => x.userId === manager.id).map((x) => x.clinicId),
  );
  otherClinic = inRange().find((p) => !managerClinics.has(p.clinicId))!.clinicId;
});

describe('GET /api/v1/overview', () => {
  it('gives a system admin every figure of the network, by month and by week', async () => {
    for (const interval of ['month', 'week'] as const) {
      const answer = await overview('admin', { ...range, interval });
      expect(answer).toMatchObject({ ...range, interval });
      expectFigures(answer, expected(null, { ...range, interval }));
      expect(answer.enrolments.length).toBeGreaterThan(3);
      expect(answer.passRates.length).toBeGreaterThan(1);
      expect(answer.programStatuses.some((row) => row.topWithdrawalReasons.length > 0)).toBe(true);
    }
  });

  it('narrows every figure to one clinic and one program', async () => {
    const { clinicId, programId } = inRange()[0]!;
    const query = { ...range, interval: 'month' as const, clinicId, programId };
    const answer = await overview('admin', query);
    expectFigures(answer, expected(null, query));
    expect(new Set(answer.programStatuses.map((row) => row.programId))).toEqual(
      new Set([programId]),
    );
    expect(answer.patientsByClinic.map((row) => row.clinicId)).toEqual([clinicId]);
  });

  it("gives a clinic manager only their own clinics' figures", async () => {
    const answer = await overview('manager', { ...range, interval: 'month' });
    expectFigures(answer, expected(managerClinics, { ...range, interval: 'month' }));
    const clinicsNamed = [...answer.patientsByClinic, ...answer.staffByClinic].map(
      (row) => row.clinicId,
    );
    expect(clinicsNamed.length).toBeGreaterThan(0);
    expect(clinicsNamed.every((id) => managerClinics.has(id))).toBe(true);
    const whole = expected(null, { ...range, interval: 'month' });
    const total = (figures: { enrolments: number }[]) =>
      figures.reduce((sum, row) => sum + row.enrolments, 0);
    expect(total(answer.enrolments)).toBeLessThan(total(whole.enrolmentCounts));
    expect(answer.passRates.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThan(
      whole.passRates.reduce((sum, row) => sum + row.attempts, 0),
    );

    // Another clinic's figures are none, not a refusal that says it exists.
    const elsewhere = await overview('manager', { ...range, clinicId: otherClinic });
    expect(elsewhere).toMatchObject({
      enrolments: [],
      programStatuses: [],
      patientsByClinic: [],
      staffByClinic: [],
      passRates: [],
    });
    expect(
      (await overview('admin', { ...range, clinicId: otherClinic })).enrolments.length,
    ).toBeGreaterThan(0);
  });

  it("agrees with the patients list's totals per program and status", async () => {
    for (const who of ['admin', 'manager'] as const) {
      const answer = await overview(who, { from: '2000-01-01', to: '2002-12-31' });
      expect(answer.programStatuses).toEqual([]);
      const everything = await overview(who, { from: '2022-01-01', to: '2026-12-31' });
      for (const row of everything.programStatuses) {
        for (const [status, figure] of [
          ['ENROLLED', row.enrolled],
          ['COMPLETED', row.completed],
          ['WITHDRAWN', row.withdrawn],
        ] as const) {
          const response = await call(
            who,
            'GET',
            `/api/v1/patients?programId=${row.programId}&status=${status}&pageSize=10`,
          );
          expect(
            (response.body as { total: number }).total,
            `${who} ${row.programName} ${status}`,
          ).toBe(figure);
        }
      }
    }
  });

  it('refuses doctors and nurses, and anyone signed out', async () => {
    const query = `/api/v1/overview?from=${range.from}&to=${range.to}`;
    for (const who of ['doctor', 'nurse'] as const) {
      const response = await call(who, 'GET', query);
      expect(response.status, who).toBe(403);
      expect(response.body).toMatchObject({ code: errorCodes.forbidden });
    }
    expect((await signedIn.api.request('GET', query)).status).toBe(401);
  });

  it('refuses bad filters with the schema’s message', async () => {
    const refused = async (query: string) => {
      const response = await call('admin', 'GET', `/api/v1/overview?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: errorCodes.validationFailed });
      return fieldErrors(response);
    };
    expect(await refused('to=2026-01-01')).toEqual({ from: m.overviewFromRequired });
    expect(await refused('from=2026-01-01&to=2025-12-31')).toEqual({ to: m.overviewRangeOrder });
    expect(await refused('from=2020-01-01&to=2026-01-01')).toEqual({ to: m.overviewRangeMax });
    expect(await refused('from=2026-13-01&to=2026-12-31&interval=day')).toEqual({
      from: m.publishedAtInvalid,
      interval: m.overviewIntervalInvalid,
    });
    expect(await refused('from=2026-01-01&to=2026-01-02&clinicId=1%27%20or%201=1')).toEqual({
      clinicId: m.overviewClinicInvalid,
    });
    expect(await refused('from=2026-01-01&to=2026-01-02&programId=abc')).toEqual({
      programId: m.overviewProgramInvalid,
    });
  });
});
