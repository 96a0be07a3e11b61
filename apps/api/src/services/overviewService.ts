import { and, asc, count, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  OVERVIEW_TOP_REASONS,
  overviewIntervals,
  type Overview,
  type OverviewInterval,
  type OverviewProgramStatus,
} from '@org/contracts';
import type { OverviewQueryValues } from '@org/forms';
import type { Database } from '../db/database';
import type { Executor } from '../db/transaction';
import {
  clinics,
  knowledgeCheckAttempts,
  knowledgeChecks,
  patients,
  programs,
  trainingModules,
  userClinics,
  users,
} from '../db/schema';
import { memberClinicIds, seesEveryClinic, type Viewer } from './clinicScope';
import { patientScopeOf } from './patientScope';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a `YYYY-MM-DD` day in UTC. */
const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/**
 * A period's first day, `YYYY-MM-DD`, of an instant in UTC: ISO weeks start on Monday. The
 * interval is one of `overviewIntervals` (checked by the schema, and again here), written into
 * the SQL so that the select and its group by are one expression.
 */
const periodOf = (interval: OverviewInterval, instant: SQLWrapper): SQL<string> => {
  if (!overviewIntervals.includes(interval))
    throw new Error(`Unknown interval ${String(interval)}`);
  return sql<string>`to_char(date_trunc('${sql.raw(interval)}', ${instant} at time zone 'UTC'), 'YYYY-MM-DD')`;
};

/** The clinics a viewer may see figures of, as a condition on a clinic id column. */
const clinicScopeOf = (viewer: Viewer, clinicId: SQLWrapper): SQL | undefined =>
  seesEveryClinic(viewer) ? undefined : sql`${clinicId} = any(${memberClinicIds(viewer)})`;

const countOf = (condition?: SQL) =>
  (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`).mapWith(Number);

/**
 * The Overview tab's figures (docs/decisions.md "The overview"), each one query grouped in SQL,
 * in the viewer's scope: a system admin's are the whole network's, a clinic manager's only those of
 * the clinics they belong to, as for every other read. The date range is of the enrolment (its
 * `enrolled_at`) for patients, of the submission for knowledge-check attempts, and for staff the
 * people active now who were added before its end. The program filter has no meaning for staff
 * or attempts and leaves them as they are.
 */
export function createOverviewService(deps: { db: Database }) {
  const { db } = deps;

  const read = async (viewer: Viewer, query: OverviewQueryValues): Promise<Overview> => {
    const interval = query.interval as OverviewInterval;
    const from = startOfDay(query.from);
    const until = new Date(startOfDay(query.to).getTime() + DAY_MS);

    // The enrolments the figures count: in range, in scope, and as filtered.
    const enrolmentFilters = [
      gte(patients.enrolledAt, from),
      lt(patients.enrolledAt, until),
      query.clinicId ? eq(patients.clinicId, query.clinicId) : undefined,
      query.programId ? eq(patients.programId, query.programId) : undefined,
    ];
    const enrolmentsInScope = and(patientScopeOf(viewer), ...enrolmentFilters);

    const figures = (executor: Executor) => {
      const enrolmentPeriod = periodOf(interval, patients.enrolledAt);
      const enrolmentsQuery = executor
        .select({
          period: enrolmentPeriod,
          programId: programs.id,
          programName: programs.name,
          enrolments: count(),
        })
        .from(patients)
        .innerJoin(programs, eq(programs.id, patients.programId))
        .where(enrolmentsInScope)
        .groupBy(enrolmentPeriod, programs.id, programs.name)
        .orderBy(enrolmentPeriod, asc(programs.name), asc(programs.id));

      const statusesQuery = executor
        .select({
          programId: programs.id,
          programName: programs.name,
          enrolled: countOf(eq(patients.status, 'ENROLLED')),
          completed: countOf(eq(patients.status, 'COMPLETED')),
          withdrawn: countOf(eq(patients.status, 'WITHDRAWN')),
        })
        .from(patients)
        .innerJoin(programs, eq(programs.id, patients.programId))
        .where(enrolmentsInScope)
        .groupBy(programs.id, programs.name)
        .orderBy(asc(programs.name), asc(programs.id));

      const rankedReasons = executor
        .select({
          programId: patients.programId,
          reason: sql<string>`${patients.statusReason}`.as('reason'),
          patients: sql<number>`count(*)`.mapWith(Number).as('patients'),
          rank: sql<number>`row_number() over (partition by ${patients.programId} order by count(*) desc, ${patients.statusReason})`
            .mapWith(Number)
            .as('rank'),
        })
        .from(patients)
        .where(
          and(
            enrolmentsInScope,
            eq(patients.status, 'WITHDRAWN'),
            sql`${patients.statusReason} is not null`,
          ),
        )
        .groupBy(patients.programId, patients.statusReason)
        .as('ranked_reasons');
      const reasonsQuery = executor
        .select()
        .from(rankedReasons)
        .where(sql`${rankedReasons.rank} <= ${OVERVIEW_TOP_REASONS}`)
        .orderBy(rankedReasons.programId, rankedReasons.rank);

      // Every clinic in scope that is active or has enrolments in the range, with zero when it has none.
      const clinicPatients = sql`count(${patients.id})`.mapWith(Number);
      const patientsByClinicQuery = executor
        .select({ clinicId: clinics.id, clinicName: clinics.name, patients: clinicPatients })
        .from(clinics)
        .leftJoin(patients, and(eq(patients.clinicId, clinics.id), enrolmentsInScope))
        .where(
          and(
            clinicScopeOf(viewer, clinics.id),
            query.clinicId ? eq(clinics.id, query.clinicId) : undefined,
          ),
        )
        .groupBy(clinics.id, clinics.name)
        .having(sql`count(${patients.id}) > 0 or ${clinics.status} = 'ACTIVE'`)
        .orderBy(asc(clinics.name), asc(clinics.id));

      const staffQuery = executor
        .select({
          clinicId: clinics.id,
          clinicName: clinics.name,
          role: users.role,
          staff: count(),
        })
        .from(userClinics)
        .innerJoin(users, eq(users.id, userClinics.userId))
        .innerJoin(clinics, eq(clinics.id, userClinics.clinicId))
        .where(
          and(
            eq(users.status, 'ACTIVE'),
            lt(users.createdAt, until),
            clinicScopeOf(viewer, userClinics.clinicId),
            query.clinicId ? eq(userClinics.clinicId, query.clinicId) : undefined,
          ),
        )
        .groupBy(clinics.id, clinics.name, users.role)
        .orderBy(asc(clinics.name), asc(clinics.id), asc(users.role));

      // Attempts by people of the clinics in scope (everyone's for a system admin without a clinic).
      const attemptPeople =
        seesEveryClinic(viewer) && !query.clinicId
          ? undefined
          : sql`exists (select 1 from ${userClinics} where ${and(
              sql`${userClinics.userId} = ${knowledgeCheckAttempts.userId}`,
              clinicScopeOf(viewer, userClinics.clinicId),
              query.clinicId ? eq(userClinics.clinicId, query.clinicId) : undefined,
            )})`;
      const attemptPeriod = periodOf(interval, knowledgeCheckAttempts.submittedAt);
      const passRatesQuery = executor
        .select({
          period: attemptPeriod,
          moduleId: trainingModules.id,
          moduleTitle: trainingModules.moduleTitle,
          attempts: count(),
          passed: countOf(eq(knowledgeCheckAttempts.passed, true)),
        })
        .from(knowledgeCheckAttempts)
        .innerJoin(knowledgeChecks, eq(knowledgeChecks.id, knowledgeCheckAttempts.checkId))
        .innerJoin(trainingModules, eq(trainingModules.id, knowledgeChecks.moduleId))
        .where(
          and(
            gte(knowledgeCheckAttempts.submittedAt, from),
            lt(knowledgeCheckAttempts.submittedAt, until),
            attemptPeople,
          ),
        )
        .groupBy(attemptPeriod, trainingModules.id, trainingModules.moduleTitle)
        .orderBy(attemptPeriod, asc(trainingModules.moduleTitle), asc(trainingModules.id));
      return Promise.all([
        enrolmentsQuery,
        statusesQuery,
        reasonsQuery,
        patientsByClinicQuery,
        staffQuery,
        passRatesQuery,
      ]);
    };

    // One snapshot for every figure: they agree with each other even while enrolments are made.
    const [enrolments, statuses, reasons, patientsByClinic, staffByClinic, passRates] =
      await db.transaction(figures, { isolationLevel: 'repeatable read', accessMode: 'read only' });

    const programStatuses: OverviewProgramStatus[] = statuses.map((row) => ({
      ...row,
      topWithdrawalReasons: reasons
        .filter((reason) => reason.programId === row.programId)
        .map(({ reason, patients: withdrawn }) => ({ reason, patients: withdrawn })),
    }));
    return {
      from: query.from,
      to: query.to,
      interval,
      enrolments,
      programStatuses,
      patientsByClinic,
      staffByClinic,
      passRates,
    };
  };

  return { read };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
