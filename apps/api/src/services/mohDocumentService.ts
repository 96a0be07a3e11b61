import { and, count, eq, getTableColumns } from 'drizzle-orm';
import {
  mohDocumentList,
  mohDocumentMessages,
  type ListQueryOf,
  type Locale,
  type MohDocument,
  type MohDocumentStatus,
  type Page,
} from '@org/contracts';
import type { MohDocumentValues } from '@org/forms';
import type { Database } from '../db/database';
import { defineListing } from '../db/listing';
import { mohDocuments } from '../db/schema';
import { substringSearch } from '../db/search';
import { nameOrder } from '../db/sortKeys';
import type { FileStore } from '../files/fileStore';
import { notFound } from '../http/HttpError';
import type { Viewer } from './clinicScope';
import type { Clock } from './clock';
import { MOH_DOCUMENTS_LINK, notifyEveryone, readersOf } from './notificationService';
import { seesDrafts } from './knowledgeAccess';

const { searchText: _searchText, ...documentFields } = getTableColumns(mohDocuments);
type DocumentRow = Omit<typeof mohDocuments.$inferSelect, 'searchText'>;

export type MohDocumentListQuery = ListQueryOf<typeof mohDocumentList>;

/** A PDF as the store keeps it, and the name it was uploaded under. */
export interface DocumentFile {
  id: string;
  size: number;
  fileName: string;
}

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

/** GET /api/v1/moh-documents: search over title and description; filters language and status. */
export const mohDocumentListing = defineListing({
  definition: mohDocumentList,
  scope: visibleTo,
  search: (text) =>
    substringSearch(mohDocuments.searchText, [mohDocuments.title, mohDocuments.description], text),
  filters: {
    language: (language) => eq(mohDocuments.language, language),
    status: (status) => eq(mohDocuments.status, status),
  },
  sorts: {
    title: nameOrder(mohDocuments.title),
    language: mohDocuments.language,
    publishedAt: mohDocuments.publishedAt,
    status: mohDocuments.status,
    updatedAt: mohDocuments.updatedAt,
  },
  tieBreaker: mohDocuments.id,
  count: async (executor, where) =>
    (await executor.select({ total: count() }).from(mohDocuments).where(where))[0]?.total ?? 0,
  rows: async (executor, { where, orderBy, limit, offset }) =>
    (
      await executor
        .select(documentFields)
        .from(mohDocuments)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(toDocument),
});

/**
 * docs/product.md §13.7: ministry-of-health documents. Each write that brings a file goes through
 * the file store's `replace` (one transaction with its attach and detach), so a document never
 * points at a missing file and a replaced file never outlives its commit; a file whose write
 * failed is discarded at once.
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

  return {
    list: (viewer: Viewer, query: MohDocumentListQuery): Promise<Page<MohDocument>> =>
      mohDocumentListing.list(db, viewer, query),

    get: async (viewer: Viewer, id: string) => toDocument(await read(viewer, id)),

    /** The stored PDF of a document the viewer may read (for a signed address). */
    async fileOf(viewer: Viewer, id: string): Promise<{ fileId: string; fileName: string }> {
      const row = await read(viewer, id);
      return { fileId: row.fileId, fileName: row.fileName };
    },

    /** A new, published document with its stored PDF. */
    create: (values: MohDocumentValues, file: DocumentFile): Promise<MohDocument> =>
      files.replace(file.id, async (tx) => {
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
        // A new document is published at once: its readers hear of it in the same transaction.
        await notifyEveryone(
          tx,
          readersOf(values.language),
          {
            kind: 'moh-document-published',
            params: { title: values.title },
            link: MOH_DOCUMENTS_LINK,
          },
          now(),
        );
        return { result: toDocument(row!), previous: null };
      }),

    /**
     * New metadata and, optionally, a new PDF: the old file is detached in the same transaction
     * and its bytes removed after the commit.
     */
    update: (id: string, values: MohDocumentValues, file: DocumentFile | null) =>
      files.replace(file?.id ?? null, async (tx) => {
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
        return { result: toDocument(row!), previous: file ? current.fileId : null };
      }),

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
