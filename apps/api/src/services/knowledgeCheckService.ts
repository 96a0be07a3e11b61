import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  ATTEMPT_WINDOW_MS,
  attemptScore,
  errorCodes,
  knowledgeCheckAttemptList,
  knowledgeCheckList,
  trainingMessages,
  type AttemptLimitReachedBody,
  type KnowledgeCheck,
  type KnowledgeCheckAllowance,
  type KnowledgeCheckAttempt,
  type KnowledgeCheckAttemptAnswer,
  type KnowledgeCheckAttemptResult,
  type KnowledgeCheckQuestionRequest,
  type KnowledgeCheckSummary,
  type KnowledgeStatus,
  type ListQueryOf,
  type Page,
  type Role,
} from '@org/contracts';
import {
  validationMessages,
  type KnowledgeCheckAttemptValues,
  type KnowledgeCheckValues,
} from '@org/forms';
import type { Database } from '../db/database';
import { defineListing, type SelectionOf } from '../db/listing';
import {
  knowledgeCheckAttempts,
  knowledgeChecks,
  trainingModules,
  users,
  type StoredAnswer,
  type StoredQuestion,
} from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
import type { Executor } from '../db/transaction';
import { HttpError, notFound } from '../http/HttpError';
import { isUuid } from '../http/routeParams';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { seesDrafts } from './knowledgeAccess';

export type KnowledgeCheckListQuery = ListQueryOf<typeof knowledgeCheckList>;
export type AttemptListQuery = ListQueryOf<typeof knowledgeCheckAttemptList>;

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...checkFields } = getTableColumns(knowledgeChecks);
type CheckRow = Omit<typeof knowledgeChecks.$inferSelect, 'searchText'>;

/**
 * Staff see a check that is published and whose module is published too: a draft, or a check of a
 * draft module, does not exist for them (docs/product.md §13.3). System admins see every check.
 */
const visibleTo = (viewer: Viewer): SQL | undefined => (seesDrafts(viewer) ? undefined : takeable);

/** What anyone may take: a published check of a published module (drafts cannot be attempted). */
const takeable = and(
  eq(knowledgeChecks.status, 'PUBLISHED'),
  eq(trainingModules.status, 'PUBLISHED'),
)!;

/** The reader's own attempts at the check in the row. */
const mineOf = (viewer: Viewer) => ({
  myAttempts:
    sql<number>`(select count(*) from ${knowledgeCheckAttempts} where ${knowledgeCheckAttempts.checkId} = ${knowledgeChecks.id} and ${knowledgeCheckAttempts.userId} = ${viewer.id})`.mapWith(
      Number,
    ),
  myBestScore: sql<
    number | null
  >`(select max(${knowledgeCheckAttempts.score}) from ${knowledgeCheckAttempts} where ${knowledgeCheckAttempts.checkId} = ${knowledgeChecks.id} and ${knowledgeCheckAttempts.userId} = ${viewer.id})`,
  // Passed once passed: an attempt is judged by the pass mark of its day. Null with no attempt.
  myPassed: sql<
    boolean | null
  >`(select bool_or(${knowledgeCheckAttempts.passed}) from ${knowledgeCheckAttempts} where ${knowledgeCheckAttempts.checkId} = ${knowledgeChecks.id} and ${knowledgeCheckAttempts.userId} = ${viewer.id})`,
});

/** Checks with their module's title and the viewer's own attempts. */
const selectChecks = (executor: Executor, viewer: Viewer) =>
  executor
    .select({ ...checkFields, moduleTitle: trainingModules.moduleTitle, ...mineOf(viewer) })
    .from(knowledgeChecks)
    .innerJoin(trainingModules, eq(trainingModules.id, knowledgeChecks.moduleId));

type SummaryRow = CheckRow & {
  moduleTitle: string;
  myAttempts: number;
  myBestScore: unknown;
  myPassed: boolean | null;
};

const toSummary = (row: SummaryRow): KnowledgeCheckSummary => {
  const bestScore = row.myBestScore === null ? null : Number(row.myBestScore);
  return {
    id: row.id,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    title: row.title,
    passMark: row.passMark,
    attemptLimit: row.attemptLimit,
    questionCount: row.questions.length,
    status: row.status,
    mine: {
      attempts: row.myAttempts,
      bestScore,
      passed: row.myPassed === true,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
};

/**
 * GET /api/v1/knowledge-checks (docs/product.md §13.1): search over the title; filters moduleId
 * and status; each check with its module's title and the reader's own attempts.
 */
export const knowledgeCheckListing = defineListing({
  definition: knowledgeCheckList,
  scope: visibleTo,
  search: (text) => substringSearch(knowledgeChecks.searchText, [knowledgeChecks.title], text),
  filters: {
    moduleId: (moduleId) => eq(knowledgeChecks.moduleId, moduleId),
    status: (status) => eq(knowledgeChecks.status, status),
  },
  sorts: {
    title: nameOrder(knowledgeChecks.title),
    status: knowledgeChecks.status,
    createdAt: knowledgeChecks.createdAt,
    updatedAt: knowledgeChecks.updatedAt,
  },
  tieBreaker: knowledgeChecks.id,
  count: async (executor, where) =>
    (
      await executor
        .select({ total: count() })
        .from(knowledgeChecks)
        .innerJoin(trainingModules, eq(trainingModules.id, knowledgeChecks.moduleId))
        .where(where)
    )[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }, viewer) =>
    (
      await selectChecks(executor, viewer)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(toSummary),
});

const selectAttempts = (executor: Executor) =>
  executor
    .select({
      id: knowledgeCheckAttempts.id,
      number: knowledgeCheckAttempts.number,
      score: knowledgeCheckAttempts.score,
      passMark: knowledgeCheckAttempts.passMark,
      passed: knowledgeCheckAttempts.passed,
      submittedAt: knowledgeCheckAttempts.submittedAt,
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
    })
    .from(knowledgeCheckAttempts)
    .innerJoin(users, eq(users.id, knowledgeCheckAttempts.userId));

const toAttempt = (
  row: Awaited<ReturnType<ReturnType<typeof selectAttempts>['execute']>>[number],
): KnowledgeCheckAttempt => ({
  id: row.id,
  user: { id: row.userId, fullName: row.fullName, email: row.email, role: row.role as Role },
  number: row.number,
  score: row.score,
  passMark: row.passMark,
  passed: row.passed,
  submittedAt: row.submittedAt.toISOString(),
});

/**
 * GET /api/v1/knowledge-checks/:id/attempts and its export: who attempted the check (the
 * listing's context is the check's id) and who passed; search over name and e-mail, filter
 * `passed`.
 */
export const attemptListing = defineListing({
  definition: knowledgeCheckAttemptList,
  scope: (checkId: string) => eq(knowledgeCheckAttempts.checkId, checkId),
  search: (text) => substringSearch(users.searchText, [users.fullName, users.email], text),
  filters: {
    passed: (passed) => eq(knowledgeCheckAttempts.passed, passed === 'true'),
  },
  sorts: {
    submittedAt: knowledgeCheckAttempts.submittedAt,
    fullName: nameOrder(users.fullName),
    score: knowledgeCheckAttempts.score,
  },
  tieBreaker: knowledgeCheckAttempts.id,
  count: async (executor, where) =>
    (
      await executor
        .select({ total: count() })
        .from(knowledgeCheckAttempts)
        .innerJoin(users, eq(users.id, knowledgeCheckAttempts.userId))
        .where(where)
    )[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }) =>
    (
      await selectAttempts(executor)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(toAttempt),
});

/** The questions as the viewer may see them: key and explanations for system admins only. */
const questionsFor = (viewer: Viewer, questions: StoredQuestion[]) =>
  questions.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map((option) =>
      seesDrafts(viewer)
        ? { id: option.id, text: option.text, correct: option.correct }
        : { id: option.id, text: option.text },
    ),
    ...(seesDrafts(viewer) && question.explanation ? { explanation: question.explanation } : {}),
  }));

/** Questions as stored, each question and option with a new id (the form's, or the demo's). */
export const storedQuestions = (questions: KnowledgeCheckQuestionRequest[]): StoredQuestion[] =>
  questions.map((question) => ({
    id: randomUUID(),
    text: question.text,
    options: question.options.map((option) => ({
      id: randomUUID(),
      text: option.text,
      correct: option.correct === true,
    })),
    ...(question.explanation ? { explanation: question.explanation } : {}),
  }));

/**
 * 429 ATTEMPT_LIMIT_REACHED: every attempt of the last 24 hours is used. The body says when the
 * next one is possible, and `Retry-After` in how many seconds.
 */
export class AttemptLimitReached extends HttpError {
  constructor(
    readonly nextAttemptAt: Date,
    at: Date,
  ) {
    super(429, trainingMessages.attemptLimitReached, errorCodes.attemptLimitReached, undefined, {
      'retry-after': String(
        Math.max(1, Math.ceil((nextAttemptAt.getTime() - at.getTime()) / 1000)),
      ),
    });
  }

  override toBody(): AttemptLimitReachedBody {
    return {
      message: this.message,
      code: errorCodes.attemptLimitReached,
      nextAttemptAt: this.nextAttemptAt.toISOString(),
    };
  }
}

/**
 * What a person may attempt at `at`, from their newest attempts (at most `limit` of them, newest
 * first): only those can still be in the 24-hour window when it is full. With every one of them in
 * the window, the next attempt is possible when the oldest of them leaves it.
 */
export function allowanceOf(limit: number, newest: Date[], at: Date): KnowledgeCheckAllowance {
  const windowStart = at.getTime() - ATTEMPT_WINDOW_MS;
  const inWindow = newest
    .slice(0, limit)
    .filter((submittedAt) => submittedAt.getTime() > windowStart);
  const attemptsLeft = Math.max(0, limit - inWindow.length);
  if (attemptsLeft > 0) return { attemptsLeft, nextAttemptAt: null };
  const oldest = Math.min(...inWindow.map((submittedAt) => submittedAt.getTime()));
  return { attemptsLeft, nextAttemptAt: new Date(oldest + ATTEMPT_WINDOW_MS).toISOString() };
}

/**
 * The result's answers. Which option was right (and the question's explanation) only when the
 * key is shown: once the person has passed, or has no attempt left in the window. Until then the
 * key could be found by trying.
 */
const resultAnswers = (
  questions: StoredQuestion[],
  answers: StoredAnswer[],
  showKey: boolean,
): KnowledgeCheckAttemptAnswer[] => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return answers.map(({ questionId, optionId, correct }) => {
    if (!showKey) return { questionId, optionId, correct };
    const question = byId.get(questionId);
    const correctOption = question?.options.find((option) => option.correct);
    return {
      questionId,
      optionId,
      correct,
      ...(correctOption ? { correctOptionId: correctOption.id } : {}),
      ...(question?.explanation ? { explanation: question.explanation } : {}),
    };
  });
};

const moduleRequired = () =>
  new HttpError(400, trainingMessages.moduleRequired, errorCodes.validationFailed, [
    { path: 'moduleId', message: trainingMessages.moduleRequired },
  ]);

const invalidAnswers = (errors: { path: string; message: string }[]) =>
  new HttpError(400, errors[0]!.message, errorCodes.validationFailed, errors);

/**
 * Scores answers against the check's questions (docs/product.md §3.4): every question
 * answered once with one of its own options. Answers naming a question the check does not have
 * mean the check changed since it was opened (every save gives new ids): 409.
 */
export function scoreAnswers(
  questions: StoredQuestion[],
  answers: KnowledgeCheckAttemptValues['answers'],
): StoredAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  if (answers.some((answer) => !byId.has(answer.questionId))) {
    throw new HttpError(409, trainingMessages.checkChanged, errorCodes.knowledgeCheckChanged);
  }
  const errors: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const scored: StoredAnswer[] = [];
  answers.forEach((answer, index) => {
    if (seen.has(answer.questionId)) {
      errors.push({
        path: `answers[${index}].questionId`,
        message: trainingMessages.questionAnsweredTwice,
      });
      return;
    }
    seen.add(answer.questionId);
    const option = byId
      .get(answer.questionId)!
      .options.find((candidate) => candidate.id === answer.optionId);
    if (!option) {
      errors.push({
        path: `answers[${index}].optionId`,
        message: trainingMessages.optionNotOfQuestion,
      });
      return;
    }
    scored.push({ questionId: answer.questionId, optionId: option.id, correct: option.correct });
  });
  if (errors.length === 0 && seen.size < questions.length) {
    errors.push({ path: 'answers', message: validationMessages.answersRequired });
  }
  if (errors.length > 0) throw invalidAnswers(errors);
  // In the check's order of questions.
  const order = new Map(questions.map((question, index) => [question.id, index]));
  return scored.sort((a, b) => order.get(a.questionId)! - order.get(b.questionId)!);
}

export function createKnowledgeCheckService(deps: {
  db: Database;
  now: Clock;
  /** In the attempt's transaction: the person's progress in the check's module. */
  onAttempt?: (tx: Executor, userId: string, moduleId: string, at: Date) => Promise<void>;
}) {
  const { db, now, onAttempt } = deps;

  /** A person's newest attempts at a check, at most `limit`, newest first (for allowanceOf). */
  const newestAttempts = (checkId: string, userId: string, limit: number) =>
    db
      .select({
        number: knowledgeCheckAttempts.number,
        submittedAt: knowledgeCheckAttempts.submittedAt,
      })
      .from(knowledgeCheckAttempts)
      .where(
        and(eq(knowledgeCheckAttempts.checkId, checkId), eq(knowledgeCheckAttempts.userId, userId)),
      )
      .orderBy(desc(knowledgeCheckAttempts.number))
      .limit(limit);

  const get = async (viewer: Viewer, id: string): Promise<KnowledgeCheck> => {
    const [row] = await selectChecks(db, viewer).where(
      and(eq(knowledgeChecks.id, id), visibleTo(viewer)),
    );
    if (!row) throw notFound(trainingMessages.checkNotFound);
    const newest = await newestAttempts(row.id, viewer.id, row.attemptLimit);
    return {
      ...toSummary(row),
      questions: questionsFor(viewer, row.questions),
      allowance: allowanceOf(
        row.attemptLimit,
        newest.map((attempt) => attempt.submittedAt),
        now(),
      ),
    };
  };

  /** The module a check is written for: any module, draft or published (400 if none). */
  const assertModule = async (moduleId: string) => {
    if (!isUuid(moduleId)) throw moduleRequired();
    const [row] = await db
      .select({ id: trainingModules.id })
      .from(trainingModules)
      .where(eq(trainingModules.id, moduleId.toLowerCase()));
    if (!row) throw moduleRequired();
    return row.id;
  };

  /** 404 unless the check exists (any status): its attempts are the admins'. */
  const assertCheck = async (id: string) => {
    const [row] = await db
      .select({ id: knowledgeChecks.id, title: knowledgeChecks.title })
      .from(knowledgeChecks)
      .where(eq(knowledgeChecks.id, id));
    if (!row) throw notFound(trainingMessages.checkNotFound);
    return row;
  };

  return {
    list: (viewer: Viewer, query: KnowledgeCheckListQuery): Promise<Page<KnowledgeCheckSummary>> =>
      knowledgeCheckListing.list(db, viewer, query),

    get,

    async create(viewer: Viewer, values: KnowledgeCheckValues): Promise<KnowledgeCheck> {
      const moduleId = await assertModule(values.moduleId);
      const [row] = await db
        .insert(knowledgeChecks)
        .values({
          moduleId,
          title: values.title,
          passMark: values.passMark,
          attemptLimit: values.attemptLimit,
          questions: storedQuestions(values.questions),
          createdAt: now(),
          updatedAt: now(),
        })
        .returning({ id: knowledgeChecks.id });
      return get(viewer, row!.id);
    },

    /** Every save replaces the questions whole, with new ids (a stale attempt is then a 409). */
    async update(
      viewer: Viewer,
      id: string,
      values: KnowledgeCheckValues,
    ): Promise<KnowledgeCheck> {
      const moduleId = await assertModule(values.moduleId);
      const [row] = await db
        .update(knowledgeChecks)
        .set({
          moduleId,
          title: values.title,
          passMark: values.passMark,
          attemptLimit: values.attemptLimit,
          questions: storedQuestions(values.questions),
          updatedAt: now(),
        })
        .where(eq(knowledgeChecks.id, id))
        .returning({ id: knowledgeChecks.id });
      if (!row) throw notFound(trainingMessages.checkNotFound);
      return get(viewer, row.id);
    },

    async setStatus(viewer: Viewer, id: string, status: KnowledgeStatus): Promise<KnowledgeCheck> {
      const [row] = await db
        .update(knowledgeChecks)
        .set({ status, updatedAt: now() })
        .where(eq(knowledgeChecks.id, id))
        .returning({ id: knowledgeChecks.id });
      if (!row) throw notFound(trainingMessages.checkNotFound);
      return get(viewer, row.id);
    },

    /**
     * One whole attempt, scored on the server: the check must be takeable (published, of a
     * published module; else 404, drafts included) and the person must have an attempt left in
     * the last 24 hours (else 429 ATTEMPT_LIMIT_REACHED). The attempt's number is the next after
     * the newest attempt that window was counted from, so two submitted at once collide on the
     * unique number (409 ATTEMPT_CONFLICT) instead of both passing a count made before either.
     */
    async attempt(
      viewer: Viewer,
      id: string,
      values: KnowledgeCheckAttemptValues,
    ): Promise<{ result: KnowledgeCheckAttemptResult; title: string }> {
      const [check] = await db
        .select({
          id: knowledgeChecks.id,
          moduleId: knowledgeChecks.moduleId,
          title: knowledgeChecks.title,
          passMark: knowledgeChecks.passMark,
          attemptLimit: knowledgeChecks.attemptLimit,
          questions: knowledgeChecks.questions,
          passedBefore: mineOf(viewer).myPassed,
        })
        .from(knowledgeChecks)
        .innerJoin(trainingModules, eq(trainingModules.id, knowledgeChecks.moduleId))
        .where(and(eq(knowledgeChecks.id, id), takeable));
      if (!check) throw notFound(trainingMessages.checkNotFound);
      const at = now();
      const newest = await newestAttempts(check.id, viewer.id, check.attemptLimit);
      const before = allowanceOf(
        check.attemptLimit,
        newest.map((attempt) => attempt.submittedAt),
        at,
      );
      if (before.nextAttemptAt !== null) {
        throw new AttemptLimitReached(new Date(before.nextAttemptAt), at);
      }
      const answers = scoreAnswers(check.questions, values.answers);
      const correctCount = answers.filter((answer) => answer.correct).length;
      const score = attemptScore(correctCount, check.questions.length);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(knowledgeCheckAttempts)
          .values({
            checkId: check.id,
            userId: viewer.id,
            number: (newest[0]?.number ?? 0) + 1,
            answers,
            questionCount: check.questions.length,
            correctCount,
            score,
            passMark: check.passMark,
            passed: score >= check.passMark,
            submittedAt: at,
          })
          .returning();
        await onAttempt?.(tx, viewer.id, check.moduleId, at);
        return inserted;
      });
      const after = allowanceOf(
        check.attemptLimit,
        [row!.submittedAt, ...newest.map((attempt) => attempt.submittedAt)],
        at,
      );
      const showKey = row!.passed || check.passedBefore === true || after.attemptsLeft === 0;
      return {
        title: check.title,
        result: {
          id: row!.id,
          checkId: check.id,
          number: row!.number,
          score,
          passMark: check.passMark,
          passed: row!.passed,
          correctCount,
          questionCount: check.questions.length,
          answers: resultAnswers(check.questions, answers, showKey),
          answerKeyShown: showKey,
          allowance: after,
          submittedAt: row!.submittedAt.toISOString(),
        },
      };
    },

    /** Who attempted the check and who passed (404 for a check that does not exist). */
    async attempts(checkId: string, query: AttemptListQuery): Promise<Page<KnowledgeCheckAttempt>> {
      await assertCheck(checkId);
      return attemptListing.list(db, checkId, query);
    },

    /** Every attempt the list would show (no paging), a batch at a time, for the export. */
    allAttempts: (
      checkId: string,
      selection: SelectionOf<typeof knowledgeCheckAttemptList>,
    ): AsyncGenerator<KnowledgeCheckAttempt[]> => attemptListing.selectAll(db, checkId, selection),

    assertCheck,
  };
}

export type KnowledgeCheckService = ReturnType<typeof createKnowledgeCheckService>;
