import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LESSONS_PER_MODULE_MAX,
  errorCodes,
  lessonMessages,
  trainingMessages,
  type LearningState,
  type Lesson,
  type LessonImage,
  type LessonSummary,
  type ModuleLessons,
  type ModuleProgress,
} from '@org/contracts';
import type { LessonValues } from '@org/forms';
import type { Database } from '../db/database';
import {
  files,
  knowledgeCheckAttempts,
  knowledgeChecks,
  mohDocuments,
  trainingLessons,
  trainingLessonViews,
  trainingModules,
  trainingProgress,
} from '../db/schema';
import type { Executor } from '../db/transaction';
import type { FileStore, StoredFile } from '../files/fileStore';
import type { SignedAddresses } from '../files/signedAddresses';
import { HttpError, notFound } from '../http/HttpError';
import { isUuid } from '../http/routeParams';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { seesDrafts } from './knowledgeAccess';
import { lessonHtmlForReading, lessonReferences, sanitizeLessonHtml } from './lessonHtml';

const lessonNotFound = () => notFound(lessonMessages.lessonNotFound);

/**
 * The reader's state in the module of the row (`moduleId`): none without a progress row, which the
 * first opened lesson or attempt writes; completed once `completed_at` is set.
 */
export const learningStateOf = (viewerId: string, moduleId: SQL) => ({
  progressState: sql<LearningState>`coalesce((select case when ${trainingProgress.completedAt} is null then 'in-progress' else 'completed' end from ${trainingProgress} where ${trainingProgress.userId} = ${viewerId} and ${trainingProgress.moduleId} = ${moduleId}), 'not-started')`,
  progressCompletedAt: sql<
    string | null
  >`(select ${trainingProgress.completedAt} from ${trainingProgress} where ${trainingProgress.userId} = ${viewerId} and ${trainingProgress.moduleId} = ${moduleId})`,
  progressLastLessonId: sql<
    string | null
  >`(select ${trainingProgress.lastLessonId} from ${trainingProgress} where ${trainingProgress.userId} = ${viewerId} and ${trainingProgress.moduleId} = ${moduleId})`,
  progressOpened:
    sql<number>`(select count(*) from ${trainingLessonViews} where ${trainingLessonViews.userId} = ${viewerId} and ${trainingLessonViews.moduleId} = ${moduleId})`.mapWith(
      Number,
    ),
  progressLessons:
    sql<number>`(select count(*) from ${trainingLessons} where ${trainingLessons.moduleId} = ${moduleId})`.mapWith(
      Number,
    ),
});

export interface ProgressColumns {
  progressState: LearningState;
  progressCompletedAt: string | Date | null;
  progressLastLessonId: string | null;
  progressOpened: number;
  progressLessons: number;
}

export const toProgress = (row: ProgressColumns): ModuleProgress => ({
  state: row.progressState,
  openedLessons: row.progressOpened,
  lessonCount: row.progressLessons,
  lastLessonId: row.progressLastLessonId,
  completedAt:
    row.progressCompletedAt === null ? null : new Date(row.progressCompletedAt).toISOString(),
});

/** The module of the row, named whole: inside a subquery a bare `"id"` would be the inner table's. */
export const moduleOfRow = sql.raw('"training_modules"."id"');

/** The catalogue's filter on the reader's state. */
export const learningStateFilter = (viewerId: string, state: LearningState): SQL => {
  const mine = sql`select 1 from ${trainingProgress} where ${trainingProgress.userId} = ${viewerId} and ${trainingProgress.moduleId} = ${moduleOfRow}`;
  if (state === 'not-started') return sql`not exists (${mine})`;
  if (state === 'completed')
    return sql`exists (${mine} and ${trainingProgress.completedAt} is not null)`;
  return sql`exists (${mine} and ${trainingProgress.completedAt} is null)`;
};

/**
 * In the transaction of an opened lesson or a submitted attempt: the person's progress row exists,
 * and the module is completed at `at` if every lesson has been opened and every published check of
 * the module passed (a module with neither is never completed). A completion is kept for good.
 */
export async function recordProgress(
  tx: Executor,
  userId: string,
  moduleId: string,
  at: Date,
  lastLessonId?: string,
): Promise<void> {
  const [counts] = await tx
    .select({
      lessons:
        sql<number>`(select count(*) from ${trainingLessons} where ${trainingLessons.moduleId} = ${moduleId})`.mapWith(
          Number,
        ),
      opened:
        sql<number>`(select count(*) from ${trainingLessonViews} where ${trainingLessonViews.userId} = ${userId} and ${trainingLessonViews.moduleId} = ${moduleId})`.mapWith(
          Number,
        ),
      checks:
        sql<number>`(select count(*) from ${knowledgeChecks} where ${knowledgeChecks.moduleId} = ${moduleId} and ${knowledgeChecks.status} = 'PUBLISHED')`.mapWith(
          Number,
        ),
      passed:
        sql<number>`(select count(distinct ${knowledgeCheckAttempts.checkId}) from ${knowledgeCheckAttempts} inner join ${knowledgeChecks} on "knowledge_checks"."id" = ${knowledgeCheckAttempts.checkId} where ${knowledgeChecks.moduleId} = ${moduleId} and ${knowledgeChecks.status} = 'PUBLISHED' and ${knowledgeCheckAttempts.userId} = ${userId} and ${knowledgeCheckAttempts.passed})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  const { lessons, opened, checks, passed } = counts!;
  const complete = lessons + checks > 0 && opened >= lessons && passed >= checks;
  await tx
    .insert(trainingProgress)
    .values({
      userId,
      moduleId,
      lastLessonId: lastLessonId ?? null,
      startedAt: at,
      completedAt: complete ? at : null,
    })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId],
      set: {
        ...(lastLessonId ? { lastLessonId } : {}),
        completedAt: sql`coalesce(${trainingProgress.completedAt}, excluded.completed_at)`,
      },
    });
}

export function createLessonService(deps: {
  db: Database;
  now: Clock;
  files: FileStore;
  addresses: SignedAddresses;
}) {
  const { db, now, files: fileStore, addresses } = deps;

  /** 404 unless the module exists for the viewer (drafts: system admins only). */
  const assertModule = async (executor: Executor, viewer: Viewer | null, moduleId: string) => {
    const [row] = await executor
      .select({ id: trainingModules.id })
      .from(trainingModules)
      .where(
        and(
          eq(trainingModules.id, moduleId),
          viewer && !seesDrafts(viewer) ? eq(trainingModules.status, 'PUBLISHED') : undefined,
        ),
      );
    if (!row) throw notFound(trainingMessages.moduleNotFound);
  };

  /** In a transaction: the module, locked, so that positions are written one writer at a time. */
  const lockModule = async (executor: Executor, moduleId: string) => {
    const [row] = await executor
      .select({ id: trainingModules.id })
      .from(trainingModules)
      .where(eq(trainingModules.id, moduleId))
      .for('update');
    if (!row) throw notFound(trainingMessages.moduleNotFound);
  };

  const summaries = async (viewerId: string, moduleId: string): Promise<LessonSummary[]> => {
    const rows = await db
      .select({
        id: trainingLessons.id,
        moduleId: trainingLessons.moduleId,
        position: trainingLessons.position,
        title: trainingLessons.title,
        updatedAt: trainingLessons.updatedAt,
        opened: sql<boolean>`exists (select 1 from ${trainingLessonViews} where ${trainingLessonViews.userId} = ${viewerId} and ${trainingLessonViews.lessonId} = ${trainingLessons.id})`,
      })
      .from(trainingLessons)
      .where(eq(trainingLessons.moduleId, moduleId))
      .orderBy(asc(trainingLessons.position), asc(trainingLessons.id));
    return rows.map((row) => ({
      id: row.id,
      moduleId: row.moduleId,
      position: row.position,
      title: row.title,
      opened: row.opened === true,
      updatedAt: row.updatedAt.toISOString(),
    }));
  };

  const progressOf = async (viewerId: string, moduleId: string): Promise<ModuleProgress> => {
    const [row] = await db
      .select(learningStateOf(viewerId, sql`${moduleId}::uuid`))
      .from(sql`(select 1) as one`);
    return toProgress(row!);
  };

  /** Signed addresses for the images and documents a lesson refers to, if they may be shown. */
  const addressesFor = async (html: string) => {
    const { fileIds, documentIds } = lessonReferences(html);
    const images = new Map<string, string>();
    const documents = new Map<string, string>();
    if (fileIds.length > 0) {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, fileIds), eq(files.purpose, 'lesson-image')));
      for (const { id } of rows) {
        images.set(id, addresses.sign(id, { disposition: 'inline', name: 'lesson-image' }).url);
      }
    }
    if (documentIds.length > 0) {
      const rows = await db
        .select({ id: mohDocuments.id, fileId: mohDocuments.fileId, title: mohDocuments.title })
        .from(mohDocuments)
        .where(and(inArray(mohDocuments.id, documentIds), eq(mohDocuments.status, 'PUBLISHED')));
      for (const row of rows) {
        if (!row.fileId) continue;
        documents.set(
          row.id,
          addresses.sign(row.fileId, { disposition: 'attachment', name: `${row.title}.pdf` }).url,
        );
      }
    }
    return { images, documents };
  };

  const lessonRow = async (moduleId: string, lessonId: string, executor: Executor = db) => {
    if (!isUuid(lessonId)) throw lessonNotFound();
    const [row] = await executor
      .select()
      .from(trainingLessons)
      .where(
        and(eq(trainingLessons.id, lessonId.toLowerCase()), eq(trainingLessons.moduleId, moduleId)),
      );
    if (!row) throw lessonNotFound();
    return row;
  };

  const read = async (viewer: Viewer, moduleId: string, lessonId: string): Promise<Lesson> => {
    await assertModule(db, viewer, moduleId);
    const row = await lessonRow(moduleId, lessonId);
    const [opened] = await db
      .select({ lessonId: trainingLessonViews.lessonId })
      .from(trainingLessonViews)
      .where(
        and(eq(trainingLessonViews.userId, viewer.id), eq(trainingLessonViews.lessonId, row.id)),
      );
    return {
      id: row.id,
      moduleId: row.moduleId,
      position: row.position,
      title: row.title,
      opened: opened !== undefined,
      updatedAt: row.updatedAt.toISOString(),
      content: lessonHtmlForReading(row.content, await addressesFor(row.content)),
    };
  };

  /** Positions 1…n again, in the current order (after a lesson is removed). */
  const renumber = async (tx: Executor, moduleId: string, ids: string[]) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(trainingLessons)
        .set({ position: index + 1 })
        .where(and(eq(trainingLessons.id, id), eq(trainingLessons.moduleId, moduleId)));
    }
  };

  return {
    async lessons(viewer: Viewer, moduleId: string): Promise<ModuleLessons> {
      await assertModule(db, viewer, moduleId);
      const checks = await db
        .select({
          id: knowledgeChecks.id,
          title: knowledgeChecks.title,
          passed: sql<
            boolean | null
          >`(select bool_or(${knowledgeCheckAttempts.passed}) from ${knowledgeCheckAttempts} where ${knowledgeCheckAttempts.checkId} = "knowledge_checks"."id" and ${knowledgeCheckAttempts.userId} = ${viewer.id})`,
        })
        .from(knowledgeChecks)
        .where(and(eq(knowledgeChecks.moduleId, moduleId), eq(knowledgeChecks.status, 'PUBLISHED')))
        .orderBy(asc(knowledgeChecks.createdAt), asc(knowledgeChecks.id));
      return {
        moduleId,
        lessons: await summaries(viewer.id, moduleId),
        checks: checks.map((check) => ({
          id: check.id,
          title: check.title,
          passed: check.passed === true,
        })),
        progress: await progressOf(viewer.id, moduleId),
      };
    },

    lesson: read,

    async create(viewer: Viewer, moduleId: string, values: LessonValues): Promise<Lesson> {
      const content = sanitizeLessonHtml(values.content);
      const id = await db.transaction(async (tx) => {
        await lockModule(tx, moduleId);
        const [{ count, last } = { count: 0, last: 0 }] = await tx
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            last: sql<number>`coalesce(max(${trainingLessons.position}), 0)`.mapWith(Number),
          })
          .from(trainingLessons)
          .where(eq(trainingLessons.moduleId, moduleId));
        if (count >= LESSONS_PER_MODULE_MAX) {
          throw new HttpError(400, lessonMessages.tooManyLessons, errorCodes.validationFailed, [
            { path: 'title', message: lessonMessages.tooManyLessons },
          ]);
        }
        const [row] = await tx
          .insert(trainingLessons)
          .values({
            moduleId,
            position: last + 1,
            title: values.title,
            content,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning({ id: trainingLessons.id });
        await tx
          .update(trainingModules)
          .set({ updatedAt: now() })
          .where(eq(trainingModules.id, moduleId));
        return row!.id;
      });
      return read(viewer, moduleId, id);
    },

    async update(
      viewer: Viewer,
      moduleId: string,
      lessonId: string,
      values: LessonValues,
    ): Promise<Lesson> {
      await assertModule(db, null, moduleId);
      const current = await lessonRow(moduleId, lessonId);
      await db
        .update(trainingLessons)
        .set({ title: values.title, content: sanitizeLessonHtml(values.content), updatedAt: now() })
        .where(eq(trainingLessons.id, current.id));
      return read(viewer, moduleId, current.id);
    },

    async remove(moduleId: string, lessonId: string): Promise<{ id: string; title: string }> {
      await assertModule(db, null, moduleId);
      return db.transaction(async (tx) => {
        await lockModule(tx, moduleId);
        const current = await lessonRow(moduleId, lessonId, tx);
        await tx.delete(trainingLessons).where(eq(trainingLessons.id, current.id));
        const rest = await tx
          .select({ id: trainingLessons.id })
          .from(trainingLessons)
          .where(eq(trainingLessons.moduleId, moduleId))
          .orderBy(asc(trainingLessons.position), asc(trainingLessons.id));
        await renumber(
          tx,
          moduleId,
          rest.map((row) => row.id),
        );
        return { id: current.id, title: current.title };
      });
    },

    async reorder(viewer: Viewer, moduleId: string, lessonIds: string[]): Promise<ModuleLessons> {
      const wanted = lessonIds.map((id) => id.toLowerCase());
      await db.transaction(async (tx) => {
        await lockModule(tx, moduleId);
        const rows = await tx
          .select({ id: trainingLessons.id })
          .from(trainingLessons)
          .where(eq(trainingLessons.moduleId, moduleId));
        const existing = new Set(rows.map((row) => row.id));
        if (
          wanted.length !== existing.size ||
          new Set(wanted).size !== wanted.length ||
          wanted.some((id) => !existing.has(id))
        ) {
          throw new HttpError(
            400,
            lessonMessages.lessonOrderMismatch,
            errorCodes.validationFailed,
            [{ path: 'lessonIds', message: lessonMessages.lessonOrderMismatch }],
          );
        }
        await renumber(tx, moduleId, wanted);
      });
      return this.lessons(viewer, moduleId);
    },

    /**
     * The reader opened a lesson: it counts as opened from now on, it is where the module resumes,
     * and the module may now be complete. One transaction.
     */
    async open(viewer: Viewer, moduleId: string, lessonId: string): Promise<ModuleProgress> {
      await assertModule(db, viewer, moduleId);
      const lesson = await lessonRow(moduleId, lessonId);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .insert(trainingLessonViews)
          .values({ userId: viewer.id, lessonId: lesson.id, moduleId, openedAt: at })
          .onConflictDoNothing();
        await recordProgress(tx, viewer.id, moduleId, at, lesson.id);
      });
      return progressOf(viewer.id, moduleId);
    },

    /** Whether the module exists (any status): an upload is not read for a module that is not. */
    async exists(moduleId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trainingModules.id })
        .from(trainingModules)
        .where(eq(trainingModules.id, moduleId));
      return row !== undefined;
    },

    /**
     * A stored lesson image is kept from its upload on (lessons name it by id in their HTML):
     * attached at once, so the store's sweep of unused uploads never takes it while the lesson
     * is still being written.
     */
    async keepImage(stored: StoredFile): Promise<LessonImage> {
      await fileStore.attach(db, stored.id);
      return {
        fileId: stored.id,
        url: addresses.sign(stored.id, { disposition: 'inline', name: 'lesson-image' }).url,
      };
    },
  };
}

export type LessonService = ReturnType<typeof createLessonService>;
