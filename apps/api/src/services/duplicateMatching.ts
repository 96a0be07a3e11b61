import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { uuidArray } from '../db/arrayParams';
import { patientDuplicates, patients } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { Viewer } from './clinicScope';
import { notMergedAway, patientScopeOf } from './patientScope';
import type { phoneColumns } from './phoneColumns';

/**
 * The one rule that says two patient records may be one person, in the database. Two records are a
 * possible duplicate when
 * - they share a phone or an e-mail (a name alone never makes a pair: many people share one),
 * - their names, accents and case folded (`patients.match_name`), are at least NAME_SIMILARITY_MIN
 *   alike by pg_trgm's trigram similarity (word order does not change it),
 * - they are in the same program or at the same clinic,
 * - and they are not the same e-mail in two programs: that is one person's two enrolments, as
 *   docs/decisions.md "One row per enrolment" intends.
 * Candidates come from the e-mail and phone indexes, so the similarity is computed for few pairs
 * whatever the number of patients. Merged-away records are never candidates.
 */

export const NAME_SIMILARITY_MIN = 0.6;

const other = alias(patients, 'other');

const samePhone = (a: typeof patients, b: typeof other): SQL =>
  sql`(${b.callingCode} = ${a.callingCode} and ${b.localPhoneNumber} = ${a.localPhoneNumber})`;
const sameEmail = (a: typeof patients, b: typeof other): SQL => sql`(${b.email} = ${a.email})`;
const similarity = (a: typeof patients, b: typeof other): SQL<number> =>
  sql<number>`public.similarity(${a.matchName}, ${b.matchName})`;

/** 0–100: the names' likeness weighs most; a shared phone more than a shared e-mail. */
const scoreOf = (name: SQL, phone: SQL, email: SQL): SQL<number> =>
  sql<number>`least(100, round(${name} * 60 + (case when ${phone} then 25 else 0 end) + (case when ${email} then 15 else 0 end)))::int`;

const pairCondition = (a: typeof patients, b: typeof other): SQL =>
  and(
    notMergedAway(a),
    notMergedAway(b),
    sql`${b.id} <> ${a.id}`,
    or(samePhone(a, b), sameEmail(a, b)),
    or(eq(b.programId, a.programId), eq(b.clinicId, a.clinicId)),
    sql`not (${sameEmail(a, b)} and ${b.programId} <> ${a.programId})`,
    sql`${similarity(a, b)} >= ${NAME_SIMILARITY_MIN}`,
  )!;

/**
 * Records the pairs of the patients `ids` with any other record (OPEN, or their reasons and score
 * refreshed while still OPEN; a NOT_DUPLICATE or MERGED pair keeps its decision). With `onlyLater`,
 * a pair is looked for from its smaller id only (the scan, which reads every patient in id order).
 * Answers how many pairs were written.
 */
export async function recordPairsOf(
  executor: Executor,
  ids: readonly string[],
  onlyLater = false,
): Promise<number> {
  if (ids.length === 0) return 0;
  const a = patients;
  const b = other;
  const result = await executor.execute(sql`
    insert into ${patientDuplicates}
      (first_id, second_id, score, name_similarity, same_phone, same_email)
    select distinct on (least(${a.id}, ${b.id}), greatest(${a.id}, ${b.id}))
      least(${a.id}, ${b.id}), greatest(${a.id}, ${b.id}),
      ${scoreOf(similarity(a, b), samePhone(a, b), sameEmail(a, b))},
      round(${similarity(a, b)} * 100)::int,
      coalesce(${samePhone(a, b)}, false), coalesce(${sameEmail(a, b)}, false)
    from ${a} inner join ${patients} "other" on ${pairCondition(a, b)}
    where ${a.id} = any(${uuidArray(ids)}) ${onlyLater ? sql`and ${b.id} > ${a.id}` : sql``}
    on conflict (first_id, second_id) do update set
      score = excluded.score, name_similarity = excluded.name_similarity,
      same_phone = excluded.same_phone, same_email = excluded.same_email
      where ${patientDuplicates.status} = 'OPEN'
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The likeliest record at the clinic that a new enrolment would duplicate (enrolment's
 * POSSIBLE_DUPLICATE), by the same rule, among records the viewer can read, so the answer tells
 * nobody about a record they may not see.
 */
export async function likeliestDuplicateOf(
  executor: Executor,
  viewer: Viewer,
  values: {
    fullName: string;
    email: string;
    phone: ReturnType<typeof phoneColumns>;
    programId: string;
    clinicId: string;
  },
): Promise<string | null> {
  const b = patients;
  const name = sql<number>`public.similarity(${b.matchName}, patient_match_name(${values.fullName}))`;
  const phone =
    values.phone.callingCode === null
      ? sql`false`
      : sql`(${b.callingCode} = ${values.phone.callingCode} and ${b.localPhoneNumber} = ${values.phone.localPhoneNumber})`;
  const email = sql`(${b.email} = ${values.email})`;
  const [row] = await executor
    .select({ id: b.id })
    .from(b)
    .where(
      and(
        patientScopeOf(viewer),
        or(phone, email),
        // At the clinic enrolled at, as the warning always was; pairs across clinics go to the
        // reviewers' list (recordPairsOf after the enrolment).
        eq(b.clinicId, values.clinicId),
        sql`not (${email} and ${b.programId} <> ${values.programId})`,
        sql`${name} >= ${NAME_SIMILARITY_MIN}`,
      ),
    )
    .orderBy(desc(scoreOf(name, phone, email)), desc(b.enrolledAt), desc(b.id))
    .limit(1);
  return row?.id ?? null;
}
