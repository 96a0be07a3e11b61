import { count } from 'drizzle-orm';
import type { AuditEntry, AuditSortField, ListQuery, Page } from '@org/contracts';
import type { Database } from '../db/database';
import { orderByOf, readPage } from '../db/listPage';
import { auditLog } from '../db/schema';
import type { Clock } from './clock';

/** The record an audited request was about (set by the route, see `request.auditEntity`). */
export interface AuditEntity {
  /** What kind of record, e.g. `clinic`. */
  type: string;
  id: string | null;
  /** A short name for people, e.g. the clinic's name. */
  summary: string | null;
}

export interface AuditRecord {
  userId: string | null;
  userEmail: string | null;
  action: string;
  status: number;
  ip: string | null;
  requestId: string | null;
  entity?: AuditEntity | null;
}

/** At most this much of a summary is kept. */
const SUMMARY_MAX_LENGTH = 200;

/** docs/product.md §12.3: written for every write and every read of patient data; only appended. */
export function createAuditService(db: Database, now: Clock) {
  return {
    async record({ entity, ...entry }: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        ...entry,
        entityType: entity?.type ?? null,
        entityId: entity?.id ?? null,
        summary: entity?.summary?.slice(0, SUMMARY_MAX_LENGTH) ?? null,
        at: now(),
      });
    },

    async list(query: ListQuery<AuditSortField, unknown>): Promise<Page<AuditEntry>> {
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (
            await db
              .select()
              .from(auditLog)
              .orderBy(...orderByOf(query.sort, { at: auditLog.at }, auditLog.id))
              .limit(limit)
              .offset(offset)
          ).map((row) => ({
            id: row.id,
            at: row.at.toISOString(),
            userId: row.userId,
            userEmail: row.userEmail,
            action: row.action,
            status: row.status,
            ip: row.ip,
            entityType: row.entityType,
            entityId: row.entityId,
            summary: row.summary,
          })),
        total: async () => (await db.select({ total: count() }).from(auditLog))[0]?.total ?? 0,
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
