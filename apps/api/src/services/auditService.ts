import {
  and,
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
  preferenceAuditActions,
  type AuditAction,
  type AuditEntry,
  type Page,
} from '@org/contracts';
import type { Database } from '../db/database';
import { orderByOf, readPage } from '../db/listPage';
import { auditLog, users } from '../db/schema';
import { likePattern } from '../db/search';
import type { AuditLogFilters, AuditLogQuery } from '../http/auditLogQuery';
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

/** Entries an export reads at a time. */
const EXPORT_BATCH_SIZE = 1_000;

/** What an export reads: the list's filters and sort, without the page. */
export type AuditLogSelection = Pick<AuditLogQuery, 'filters' | 'sort'>;

/**
 * docs/product.md §12.3: a person (a part of the e-mail at the time or of the full name now), the
 * actions, the date range; preference toggles only when asked for or named.
 */
const whereOf = (filters: AuditLogFilters) =>
  and(
    filters.actor
      ? or(
          ilike(auditLog.userEmail, likePattern(filters.actor)),
          ilike(users.fullName, likePattern(filters.actor)),
        )
      : undefined,
    filters.actions.length > 0
      ? inArray(auditLog.actionCode, filters.actions)
      : filters.includePreferences
        ? undefined
        : notInArray(auditLog.actionCode, [...preferenceAuditActions]),
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lte(auditLog.at, filters.to) : undefined,
  );

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

/** docs/product.md §12.3: written for every write and every read of patient data; only appended. */
export function createAuditService(db: Database, now: Clock) {
  /** Entries with the full name of the person, when they still exist. */
  const selectEntries = () =>
    db
      .select({ ...getTableColumns(auditLog), userFullName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId));

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

    async list(query: AuditLogQuery): Promise<Page<AuditEntry>> {
      const where = whereOf(query.filters);
      return readPage(query, {
        rows: async ({ limit, offset }) =>
          (
            await selectEntries()
              .where(where)
              .orderBy(...orderByOf(query.sort, { at: auditLog.at }, auditLog.id))
              .limit(limit)
              .offset(offset)
          ).map(entryOf),
        total: async () =>
          (
            await db
              .select({ total: count() })
              .from(auditLog)
              .leftJoin(users, eq(users.id, auditLog.userId))
              .where(where)
          )[0]?.total ?? 0,
      });
    },

    /**
     * Every entry the list would show with the same filters and sort, in batches for the export.
     * Each batch starts after the last entry of the one before (by time, then id), so entries
     * appended while the file is written neither repeat nor shift a row.
     */
    async *selectAll(selection: AuditLogSelection): AsyncGenerator<AuditEntry[]> {
      const where = whereOf(selection.filters);
      const order = orderByOf(selection.sort, { at: auditLog.at }, auditLog.id);
      const after = selection.sort.descending ? sql.raw('<') : sql.raw('>');
      let last: { at: Date; id: string } | null = null;
      for (;;) {
        const rows: (typeof auditLog.$inferSelect & { userFullName: string | null })[] =
          await selectEntries()
            .where(
              and(
                where,
                last
                  ? sql`(${auditLog.at}, ${auditLog.id}) ${after} (${last.at.toISOString()}::timestamptz, ${last.id}::uuid)`
                  : undefined,
              ),
            )
            .orderBy(...order)
            .limit(EXPORT_BATCH_SIZE);
        if (rows.length > 0) yield rows.map(entryOf);
        if (rows.length < EXPORT_BATCH_SIZE) return;
        const final = rows.at(-1)!;
        last = { at: final.at, id: final.id };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
