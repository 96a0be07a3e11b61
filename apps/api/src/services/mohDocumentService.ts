import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  mohDocumentMessages,
  type ListQuery,
  type Locale,
  type MohDocument,
  type MohDocumentFilters,
  type MohDocumentSortField,
  type MohDocumentStatus,
} from '@org/contracts';
import type { MohDocumentValues } from '@org/forms';
import type { Database } from '../db/database';
import { orderByOf, readCountedPage } from '../db/listPage';
import { mohDocuments } from '../db/schema';
import { substringSearch } from '../db/search';
import type { FileStore } from '../files/fileStore';
import { notFound } from '../http/HttpError';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { seesDrafts } from './knowledgeAccess';

const { searchText: _searchText, ...documentFields } = getTableColumns(mohDocuments);
type DocumentRow = Omit<typeof mohDocuments.$inferSelect, 'searchText'>;

export type MohDocumentListQuery = ListQuery<MohDocumentSortField, MohDocumentFilters>;

/** A PDF as the store keeps it, and the name it was uploaded under. */
export interface DocumentFile {
  id: string;
  size: number;
  fileName: string;
}

const sortColumns = {
  title: sql`lower(${mohDocuments.title})`,
  language: mohDocuments.language,
  publishedAt: mohDocuments.publishedAt,
  status: mohDocuments.status,
  updatedAt: mohDocuments.updatedAt,
} satisfies Record<MohDocumentSortField, unknown>;

/** System admins see every document; everyone else the published ones (withdrawn: 404). */
const visibleTo = (viewer: Viewer) =>
  seesDrafts(viewer) ? undefined : eq(mohDocuments.status, 'PUBLISHED');

const toDocument = (row: DocumentRow): MohDocument => ({
  id: row.id,
  title: row.title,
  description: row.description,
  language: row.language as Locale,
  publishedAt: row.publishedAt,
  status: row.status,
  fileName: row.fileName,
  fileSize: row.fileSize,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const noSuchDocument = () => notFound(mohDocumentMessages.notFound);

/**
 * docs/product.md §13.7: ministry-of-health documents. Each write runs in one transaction with
 * the file store's attach/detach, so a document never points at a missing file and a replaced
 * file never outlives its commit; a file whose write failed is discarded at once.
 */
export function createMohDocumentService(deps: { db: Database; files: FileStore; now: Clock }) {
  const { db, files, now } = deps;

  const read = async (viewer: Viewer, id: string): Promise<DocumentRow> => {
    const [row] = await db
      .select(documentFields)
      .from(mohDocuments)
      .where(and(eq(mohDocuments.id, id), visibleTo(viewer)));
    if (!row) throw noSuchDocument();
    return row;
  };

  /** Runs `write`; a new file it was meant to attach is discarded if it fails. */
  const withFile = async <T>(file: DocumentFile | null, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (file) await files.discard(file.id);
      throw error;
    }
  };

  return {
    /** Search over title and description; filters `language` and `status`. */
    async list(viewer: Viewer, query: MohDocumentListQuery) {
      const where = and(
        visibleTo(viewer),
        query.search
          ? substringSearch(
              mohDocuments.searchText,
              [mohDocuments.title, mohDocuments.description],
              query.search,
            )
          : undefined,
        query.filters.language ? eq(mohDocuments.language, query.filters.language) : undefined,
        query.filters.status ? eq(mohDocuments.status, query.filters.status) : undefined,
      );
      return readCountedPage(query, {
        total: async () =>
          (await db.select({ total: count() }).from(mohDocuments).where(where))[0]?.total ?? 0,
        rows: async ({ limit, offset }) =>
          (
            await db
              .select(documentFields)
              .from(mohDocuments)
              .where(where)
              .orderBy(...orderByOf(query.sort, sortColumns, mohDocuments.id))
              .limit(limit)
              .offset(offset)
          ).map(toDocument),
      });
    },

    get: async (viewer: Viewer, id: string) => toDocument(await read(viewer, id)),

    /** The stored PDF of a document the viewer may read (for a signed address). */
    async fileOf(viewer: Viewer, id: string): Promise<{ fileId: string; fileName: string }> {
      const row = await read(viewer, id);
      return { fileId: row.fileId, fileName: row.fileName };
    },

    /** A new, published document with its stored PDF. */
    create: (values: MohDocumentValues, file: DocumentFile): Promise<MohDocument> =>
      withFile(file, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mohDocuments)
            .values({
              title: values.title,
              description: values.description,
              language: values.language,
              publishedAt: values.publishedAt,
              fileId: file.id,
              fileName: file.fileName,
              fileSize: file.size,
            })
            .returning(documentFields);
          if (!(await files.attach(tx, file.id))) throw new Error('document file vanished');
          return toDocument(row!);
        }),
      ),

    /**
     * New metadata and, optionally, a new PDF: the old file is detached in the same transaction
     * and its bytes removed after the commit.
     */
    async update(
      id: string,
      values: MohDocumentValues,
      file: DocumentFile | null,
    ): Promise<MohDocument> {
      let replaced: string | null = null;
      const document = await withFile(file, () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ fileId: mohDocuments.fileId })
            .from(mohDocuments)
            .where(eq(mohDocuments.id, id))
            .for('update');
          if (!current) throw noSuchDocument();
          const [row] = await tx
            .update(mohDocuments)
            .set({
              title: values.title,
              description: values.description,
              language: values.language,
              publishedAt: values.publishedAt,
              updatedAt: now(),
              ...(file ? { fileId: file.id, fileName: file.fileName, fileSize: file.size } : {}),
            })
            .where(eq(mohDocuments.id, id))
            .returning(documentFields);
          if (file) {
            if (!(await files.attach(tx, file.id))) throw new Error('document file vanished');
            await files.detach(tx, current.fileId);
            replaced = current.fileId;
          }
          return toDocument(row!);
        }),
      );
      if (replaced) await files.purge([replaced]);
      return document;
    },

    /** Withdraw (staff no longer see it) or publish again. */
    async setStatus(id: string, status: MohDocumentStatus): Promise<MohDocument> {
      const [row] = await db
        .update(mohDocuments)
        .set({ status, updatedAt: now() })
        .where(eq(mohDocuments.id, id))
        .returning(documentFields);
      if (!row) throw noSuchDocument();
      return toDocument(row);
    },
  };
}

export type MohDocumentService = ReturnType<typeof createMohDocumentService>;
