import {
  count,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  auditLogList,
  preferenceAuditActions,
  type AuditAction,
  type AuditEntry,
  type ListQueryOf,
  type Page,
} from '@org/contracts';
import type { Database } from '../db/database';
import { defineListing, type SelectionOf } from '../db/listing';
import { auditLog, users } from '../db/schema';
import { likePattern } from '../db/search';
import type { Executor } from '../db/transaction';
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
  /** What the person did (security/auditActions.ts). */
  actionCode: AuditAction;
  /** The request: method and route pattern. */
  action: string;
  status: number;
  ip: string | null;
  requestId: string | null;
  entity?: AuditEntity | null;
  /** docs/product.md §12.3: the patients whose data the request read (or wrote). */
  patientIds?: readonly string[] | null;
}

/** At most this much of a summary is kept. */
const SUMMARY_MAX_LENGTH = 200;

export type AuditLogQuery = ListQueryOf<typeof auditLogList>;
/** What an export reads: the list's filters and sort, without the page. */
export type AuditLogSelection = SelectionOf<typeof auditLogList>;

const entryOf = (
  row: typeof auditLog.$inferSelect & { userFullName: string | null },
): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userEmail: row.userEmail,
  userFullName: row.userFullName,
  actionCode: row.actionCode,
  action: row.action,
  status: row.status,
  ip: row.ip,
  requestId: row.requestId,
  entityType: row.entityType,
  entityId: row.entityId,
  summary: row.summary,
  patientIds: row.patientIds,
});

/**
 * GET /api/v1/audit-log and its export (docs/product.md §12.3): a person (a part of the e-mail at
 * the time or of the full name now), the actions, the date range; preference toggles only when
 * asked for or named. The page is read first and counted only when needed, and the export reads
 * on from the last entry of each batch (docs/decisions.md "Audit filters and export").
 */
export const auditLogListing = defineListing({
  definition: auditLogList,
  filters: {
    actor: (actor) =>
      or(ilike(auditLog.userEmail, likePattern(actor)), ilike(users.fullName, likePattern(actor))),
    action: (actions) => inArray(auditLog.actionCode, actions),
    from: (from) => gte(auditLog.at, from),
    to: (to) => lte(auditLog.at, to),
    // Its effect is with `action`'s, below.
    includePreferences: () => undefined,
  },
  filtersTogether: ({ action, includePreferences }) =>
    (action && action.length > 0) || includePreferences === 'true'
      ? undefined
      : notInArray(auditLog.actionCode, [...preferenceAuditActions]),
  sorts: { at: auditLog.at },
  tieBreaker: auditLog.id,
  count: async (executor, where) =>
    (
      await executor
        .select({ total: count() })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
    )[0]?.total ?? 0,
  // Entries with the full name of the person, when they still exist.
  rows: async (executor: Executor, { where, orderBy, limit, offset }) =>
    (
      await executor
        .select({ ...getTableColumns(auditLog), userFullName: users.fullName })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(entryOf),
  reading: { countFirst: false },
  exportAfter: (last, descending) =>
    sql`(${auditLog.at}, ${auditLog.id}) ${sql.raw(descending ? '<' : '>')} (${last.at}::timestamptz, ${last.id}::uuid)`,
});

/** docs/product.md §12.3: written for every write and every read of patient data; only appended. */
export function createAuditService(db: Database, now: Clock) {
  return {
    async record({ entity, patientIds, ...entry }: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        ...entry,
        entityType: entity?.type ?? null,
        entityId: entity?.id ?? null,
        summary: entity?.summary?.slice(0, SUMMARY_MAX_LENGTH) ?? null,
        patientIds: patientIds ? [...patientIds] : null,
        at: now(),
      });
    },

    list: (query: AuditLogQuery): Promise<Page<AuditEntry>> =>
      auditLogListing.list(db, undefined, query),

    /**
     * Every entry the list would show with the same filters and sort, in batches for the export,
     * each after the last entry of the one before (by time, then id), so entries appended while
     * the file is written neither repeat nor shift a row.
     */
    selectAll: (selection: AuditLogSelection): AsyncGenerator<AuditEntry[]> =>
      auditLogListing.selectAll(db, undefined, selection),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
