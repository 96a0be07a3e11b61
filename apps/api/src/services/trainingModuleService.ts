import { and, count, eq, getTableColumns, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import {
  errorCodes,
  trainingMessages,
  trainingModuleList,
  type DifficultyLevel,
  type KnowledgeStatus,
  type ListQueryOf,
  type Page,
  type TrainingModule,
} from '@org/contracts';
import { validationMessages, type TrainingModuleBodyValues } from '@org/forms';
import { uuidArray } from '../db/arrayParams';
import type { Database } from '../db/database';
import { defineListing } from '../db/listing';
import { trainingModules } from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
import type { FileStore, StoredFile } from '../files/fileStore';
import type { SignedAddresses } from '../files/signedAddresses';
import { HttpError, notFound } from '../http/HttpError';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { seesDrafts } from './knowledgeAccess';
import {
  learningStateFilter,
  learningStateOf,
  moduleOfRow,
  toProgress,
  type ProgressColumns,
} from './lessonService';

/** Every column but `search_text`, which only the search reads. */
const { searchText: _searchText, ...moduleFields } = getTableColumns(trainingModules);
type ModuleRow = Omit<typeof trainingModules.$inferSelect, 'searchText'> & Partial<ProgressColumns>;

export type TrainingModuleListQuery = ListQueryOf<typeof trainingModuleList>;

/** Drafts exist only for those who manage the knowledge center (docs/product.md §13.3). */
const visibleTo = (viewer: Viewer) =>
  seesDrafts(viewer) ? undefined : eq(trainingModules.status, 'PUBLISHED');

/** A text filter (category, language): the whole value, whatever its case. */
const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/**
 * GET /api/v1/training-modules (docs/product.md §13.1): search over title, author and
 * description; filters category and language (the whole value, any case), difficultyLevel,
 * status (drafts: admins only) and ids. Its rows are the table's: the service signs each feature
 * image's address.
 */
export const trainingModuleListing = defineListing({
  definition: trainingModuleList,
  scope: visibleTo,
  search: (text) =>
    substringSearch(
      trainingModules.searchText,
      [trainingModules.moduleTitle, trainingModules.author, trainingModules.description],
      text,
    ),
  filters: {
    category: (category) => sameText(trainingModules.category, category),
    language: (language) => sameText(trainingModules.language, language),
    difficultyLevel: (level) => eq(trainingModules.difficultyLevel, level),
    status: (status) => eq(trainingModules.status, status),
    id: (ids) => sql`${trainingModules.id} = any(${uuidArray(ids)})`,
    myState: (state, viewer) => learningStateFilter(viewer.id, state),
  },
  sorts: {
    moduleTitle: nameOrder(trainingModules.moduleTitle),
    category: nameOrder(trainingModules.category),
    language: nameOrder(trainingModules.language),
    // In the order of the levels, not of their names.
    difficultyLevel: sql`case ${trainingModules.difficultyLevel} when 'beginner' then 1 when 'intermediate' then 2 else 3 end`,
    status: trainingModules.status,
    createdAt: trainingModules.createdAt,
    updatedAt: trainingModules.updatedAt,
  },
  tieBreaker: trainingModules.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(trainingModules).where(where))[0]?.total ?? 0,
  rows: (executor, { where, orderBy, limit, offset }, viewer): Promise<ModuleRow[]> =>
    executor
      .select({ ...moduleFields, ...learningStateOf(viewer.id, moduleOfRow) })
      .from(trainingModules)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
});

const featureImageRequired = () =>
  new HttpError(400, validationMessages.featureImageRequired, errorCodes.validationFailed, [
    { path: 'featureImage', message: validationMessages.featureImageRequired },
  ]);

export function createTrainingModuleService(deps: {
  db: Database;
  now: Clock;
  files: FileStore;
  addresses: SignedAddresses;
}) {
  const { db, now, files, addresses } = deps;

  const toModule = (row: ModuleRow): TrainingModule => ({
    id: row.id,
    moduleTitle: row.moduleTitle,
    author: row.author,
    category: row.category,
    language: row.language,
    difficultyLevel: row.difficultyLevel,
    duration: row.duration,
    effort: row.effort,
    skills: row.skills,
    prerequisites: row.prerequisites,
    whatYoullLearn: row.whatYoullLearn,
    description: row.description,
    status: row.status,
    featureImage: row.featureImageFileId
      ? addresses.sign(row.featureImageFileId, { disposition: 'inline', name: 'feature-image' }).url
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.progressState ? { mine: toProgress(row as ProgressColumns) } : {}),
  });

  const get = async (viewer: Viewer, id: string): Promise<TrainingModule> => {
    const [row] = await db
      .select({ ...moduleFields, ...learningStateOf(viewer.id, moduleOfRow) })
      .from(trainingModules)
      .where(and(eq(trainingModules.id, id), visibleTo(viewer)));
    if (!row) throw notFound(trainingMessages.moduleNotFound);
    return toModule(row);
  };

  const columnsOf = (values: TrainingModuleBodyValues) => ({
    moduleTitle: values.moduleTitle,
    author: values.author,
    category: values.category,
    language: values.language,
    difficultyLevel: values.difficultyLevel as DifficultyLevel,
    duration: values.duration,
    effort: values.effort,
    skills: values.skills,
    prerequisites: values.prerequisites,
    whatYoullLearn: values.whatYoullLearn,
    description: values.description,
  });

  return {
    async list(viewer: Viewer, query: TrainingModuleListQuery): Promise<Page<TrainingModule>> {
      const page = await trainingModuleListing.list(db, viewer, query);
      return { ...page, items: page.items.map(toModule) };
    },

    get,

    /**
     * The categories of the modules `viewer` may see, in alphabetical order, each once whatever
     * its case (the filter matches them so) in one of its spellings.
     */
    async categories(viewer: Viewer): Promise<string[]> {
      const folded = sql`lower(${trainingModules.category})`;
      const rows = await db
        .select({ category: sql<string>`min(${trainingModules.category})` })
        .from(trainingModules)
        .where(visibleTo(viewer))
        .groupBy(folded)
        .orderBy(folded);
      return rows.map((row) => row.category);
    },

    /** A new module starts as a draft, without its feature image (uploaded next). */
    async create(values: TrainingModuleBodyValues): Promise<TrainingModule> {
      const [row] = await db
        .insert(trainingModules)
        .values({ ...columnsOf(values), createdAt: now(), updatedAt: now() })
        .returning(moduleFields);
      return toModule(row!);
    },

    async update(id: string, values: TrainingModuleBodyValues): Promise<TrainingModule> {
      const [row] = await db
        .update(trainingModules)
        .set({ ...columnsOf(values), updatedAt: now() })
        .where(eq(trainingModules.id, id))
        .returning(moduleFields);
      if (!row) throw notFound(trainingMessages.moduleNotFound);
      return toModule(row);
    },

    /**
     * DRAFT ↔ PUBLISHED. A module is published only with its feature image (the form requires
     * one): 400 'Feature image is required' on `featureImage` otherwise.
     */
    async setStatus(id: string, status: KnowledgeStatus): Promise<TrainingModule> {
      const [row] = await db
        .update(trainingModules)
        .set({ status, updatedAt: now() })
        .where(
          and(
            eq(trainingModules.id, id),
            status === 'PUBLISHED' ? isNotNull(trainingModules.featureImageFileId) : undefined,
          ),
        )
        .returning(moduleFields);
      if (row) return toModule(row);
      const [exists] = await db
        .select({ id: trainingModules.id })
        .from(trainingModules)
        .where(eq(trainingModules.id, id));
      if (!exists) throw notFound(trainingMessages.moduleNotFound);
      throw featureImageRequired();
    },

    /** Whether the module exists (any status): an upload is not read for a module that is not. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trainingModules.id })
        .from(trainingModules)
        .where(eq(trainingModules.id, id));
      return row !== undefined;
    },

    /**
     * Makes the stored image the module's feature image: in one transaction that locks the
     * module, the new file is attached and the old one detached; the old bytes go after the
     * commit. If anything fails, the new file is discarded (no orphan).
     */
    async useFeatureImage(id: string, stored: StoredFile): Promise<TrainingModule> {
      const row = await files.replace(stored.id, async (tx) => {
        const [current] = await tx
          .select({ fileId: trainingModules.featureImageFileId })
          .from(trainingModules)
          .where(eq(trainingModules.id, id))
          .for('update');
        if (!current) throw notFound(trainingMessages.moduleNotFound);
        const [updated] = await tx
          .update(trainingModules)
          .set({ featureImageFileId: stored.id, updatedAt: now() })
          .where(eq(trainingModules.id, id))
          .returning(moduleFields);
        return { result: updated!, previous: current.fileId };
      });
      return toModule(row);
    },
  };
}

export type TrainingModuleService = ReturnType<typeof createTrainingModuleService>;
